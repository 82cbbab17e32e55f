import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Product } from '../../../../shared/schemas/catalog';
import { ACCESSORIES_MAX } from '../../../../shared/schemas/product-accessories';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormatMoney } from '../../../lib/use-format-money';
import { PRODUCTS_TO_ADD_SHOWN, useAccessories, useProductsToAdd, useSaveAccessories } from '../api/use-accessories';

/** A product in the list: what the list shows of it. */
type Choice = Pick<Product, 'id' | 'name' | 'sku' | 'price' | 'image'>;

function Thumbnail({ choice }: { choice: Choice }) {
  return <img src={choice.image.src} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 rounded-field bg-base-200 object-cover" />;
}

/** Words typed, and the shop's products matching them that the list does not hold yet. */
function ProductFinder({ productId, chosen, onAdd, full, inputRef }: { productId: string; chosen: readonly Choice[]; onAdd: (choice: Choice) => void; full: boolean; inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const formatMoney = useFormatMoney();
  const [typed, setTyped] = useState('');
  const words = useDebouncedValue(typed, 250);
  const found = useProductsToAdd(words);
  const items = found.data?.items ?? [];
  const offered = items.filter((product) => product.id !== productId && !chosen.some((choice) => choice.id === product.id)).slice(0, PRODUCTS_TO_ADD_SHOWN);
  const searching = words.trim().length >= 2;
  const more = (found.data?.total ?? 0) > items.length;
  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label="Find a product to add" hint={full ? `The list is full (${ACCESSORIES_MAX} products): remove one first.` : 'Its name, brand or part number'}>
        {(a11y) => <input ref={inputRef} id={id} type="search" autoComplete="off" value={typed} aria-disabled={full || undefined} readOnly={full} onChange={(event) => setTyped(event.target.value)} className={inputClass(false)} {...a11y} />}
      </FormField>
      <p role="status" className="text-sm text-base-content/75 empty:hidden">
        {searching && found.data && !full ? (offered.length === 0 ? 'No other product matches these words.' : `${offered.length} ${offered.length === 1 ? 'product' : 'products'} found${more ? '; more words find fewer' : ''}.`) : ''}
      </p>
      {searching && !full && offered.length > 0 && (
        <ul aria-label="Products found" className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
          {offered.map((product) => (
            <li key={product.id} className="flex items-center gap-3 p-2">
              <Thumbnail choice={product} />
              <p className="min-w-0 flex-1 text-sm">
                <span className="line-clamp-2 font-semibold">{product.name}</span>
                <span className="text-base-content/70">
                  {product.sku ?? '—'} · {formatMoney(product.price)}
                </span>
              </p>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => onAdd(product)}>
                <Plus aria-hidden="true" size={16} /> Add<span className="sr-only"> {product.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The list as it will be saved: each with Move up, Move down and Remove. A moved product's button
 * keeps the focus; after a removal it goes to the next product's Remove (or the finder).
 */
function ChosenList({ chosen, onChange, focusFinder }: { chosen: readonly Choice[]; onChange: (next: Choice[]) => void; focusFinder: () => void }) {
  const formatMoney = useFormatMoney();
  const buttonsId = useId();
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const buttonId = (action: string, productId: string) => `${buttonsId}-${action}-${productId}`;
  const move = (from: number, to: number, action: 'up' | 'down') => {
    if (to < 0 || to >= chosen.length) return;
    const next = [...chosen];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    focusNext.current = buttonId(action, item!.id);
    onChange(next);
  };
  const remove = (index: number) => {
    const after = chosen[index + 1] ?? chosen[index - 1];
    if (after) focusNext.current = buttonId('remove', after.id);
    else focusFinder();
    onChange(chosen.filter((_, other) => other !== index));
  };
  if (chosen.length === 0) return <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/75">Nothing yet: the product page shows no &quot;Goes with&quot;.</p>;
  return (
    <ol aria-label="Goes with, in this order" className="flex flex-col gap-2">
      {chosen.map((choice, index) => (
        <li key={choice.id} className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-2 sm:flex-nowrap">
          <Thumbnail choice={choice} />
          <p className="min-w-0 flex-1 text-sm">
            <span className="line-clamp-2 font-semibold">{choice.name}</span>
            <span className="text-base-content/70">
              {choice.sku ?? '—'} · {formatMoney(choice.price)}
            </span>
          </p>
          <div className="flex gap-1">
            <button id={buttonId('up', choice.id)} type="button" className="btn btn-sm btn-ghost btn-square aria-disabled:opacity-40" aria-disabled={index === 0 || undefined} onClick={() => move(index, index - 1, 'up')} aria-label={`Move ${choice.name} up`}>
              <ArrowUp aria-hidden="true" size={16} />
            </button>
            <button id={buttonId('down', choice.id)} type="button" className="btn btn-sm btn-ghost btn-square aria-disabled:opacity-40" aria-disabled={index === chosen.length - 1 || undefined} onClick={() => move(index, index + 1, 'down')} aria-label={`Move ${choice.name} down`}>
              <ArrowDown aria-hidden="true" size={16} />
            </button>
            <button id={buttonId('remove', choice.id)} type="button" className="btn btn-sm btn-ghost btn-square text-error" onClick={() => remove(index)} aria-label={`Remove ${choice.name}`}>
              <Trash2 aria-hidden="true" size={16} />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}

function AccessoriesEditor({ productId, saved }: { productId: string; saved: Choice[] }) {
  const [chosen, setChosen] = useState<Choice[]>(saved);
  const save = useSaveAccessories(productId);
  const finder = useRef<HTMLInputElement>(null);
  const focusFinder = () => finder.current?.focus();
  const changed = chosen.length !== saved.length || chosen.some((choice, index) => choice.id !== saved[index]?.id);
  const edit = (next: Choice[]) => {
    setChosen(next);
    if (save.isError) save.reset();
  };
  return (
    <div className="flex flex-col gap-4">
      <ChosenList chosen={chosen} onChange={edit} focusFinder={focusFinder} />
      <ProductFinder
        productId={productId}
        chosen={chosen}
        full={chosen.length >= ACCESSORIES_MAX}
        inputRef={finder}
        onAdd={(choice) => {
          // The Add button leaves the results with its product: the finder keeps the focus for the next.
          focusFinder();
          edit([...chosen, choice]);
        }}
      />
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-error">
          {errorMessage(save.error)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={save.isPending || !changed}
        onClick={() => save.mutate({ accessoryIds: chosen.map((choice) => choice.id) })}
      >
        {save.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Save aria-hidden="true" size={18} />}
        Save &quot;Goes with&quot;
      </button>
    </div>
  );
}

/**
 * "Goes with" (issue 38 §5): the products this one goes with (batteries and a charger for a bare
 * tool), shown on its page in this order. Found by name or part number, moved, removed, saved on
 * their own (the product form above is saved apart).
 */
export function AccessoriesPanel({ productId }: { productId: string }) {
  const accessories = useAccessories(productId);
  return (
    <section aria-labelledby="accessories-heading" className="mt-8 flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-8">
      <div>
        <h2 id="accessories-heading" className="text-lg font-bold">
          Goes with
        </h2>
        <p className="text-sm text-base-content/75">Products shown under &quot;Goes with&quot; on this product&apos;s page, in this order: batteries, chargers, bits, fixings.</p>
      </div>
      {accessories.isPending ? (
        <Spinner label="Loading what it goes with…" className="min-h-24" />
      ) : accessories.isError ? (
        <ErrorState title="We could not load what this product goes with" message={errorMessage(accessories.error)} onRetry={() => void accessories.refetch()} />
      ) : (
        <AccessoriesEditor key={accessories.data.items.map((item) => item.id).join(',')} productId={productId} saved={accessories.data.items} />
      )}
    </section>
  );
}
