// Loaded on the first "Add to list": the styles of the signed-in pages come with it, not with the public pages' first stylesheet.
import '../../../styles/all-pages.css';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { listNameSchema, listQuantitySchema } from '../../../../shared/schemas/project-lists';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useChangeListLine } from '../api/use-project-list';
import { useCreateList, useProjectLists } from '../api/use-project-lists';
import type { ListProduct } from '../trigger/add-to-list-button';

const NEW_LIST = 'new';

interface FormErrors {
  quantity?: string | undefined;
  name?: string | undefined;
  form?: string | undefined;
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** The list to use (one of mine, or a new one by name) and how many pieces. */
function AddToListForm({ product, titleId, onDone, onPending }: { product: ListProduct; titleId: string; onDone: () => void; onPending: (pending: boolean) => void }) {
  const id = useId();
  const lists = useProjectLists();
  const createList = useCreateList();
  const changeLine = useChangeListLine();
  const [quantity, setQuantity] = useState(String(product.minOrderQuantity));
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const pending = createList.isPending || changeLine.isPending;
  const choice = chosen ?? lists.data?.lists[0]?.id ?? NEW_LIST;

  if (lists.isPending) return <Spinner label="Loading your lists…" className="min-h-40" />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const pieces = listQuantitySchema.safeParse(quantity.trim() === '' ? undefined : Number(quantity));
    const listName = choice === NEW_LIST ? listNameSchema.safeParse(name) : { success: true as const };
    const found: FormErrors = { quantity: firstIssue(pieces), name: firstIssue(listName) };
    setErrors(found);
    if (found.quantity) document.getElementById(`${id}-quantity`)?.focus();
    else if (found.name) document.getElementById(`${id}-name`)?.focus();
    if (!pieces.success || found.name) return;
    onPending(true);
    let step: 'create' | 'add' = 'create';
    try {
      let listId = choice;
      if (choice === NEW_LIST) {
        listId = (await createList.mutateAsync(name)).list.id;
        // Made: trying again after a refusal below adds to it instead of making another.
        setChosen(listId);
      }
      step = 'add';
      const reply = await changeLine.mutateAsync({ listId, change: { kind: 'add', productId: product.id, quantity: pieces.data } });
      toast.success(reply.message);
      onDone();
    } catch (error) {
      if (isUnauthorized(error)) return;
      const field = error instanceof ApiError ? error.fieldErrors[0]?.field : undefined;
      if (step === 'create') setErrors({ name: errorMessage(error) });
      else if (field === 'quantity') setErrors({ quantity: errorMessage(error) });
      else setErrors({ form: errorMessage(error) });
    } finally {
      onPending(false);
    }
  };

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1">
      <FormField id={`${id}-list`} label="List">
        {(a11y) => (
          <select id={`${id}-list`} className="select w-full" value={choice} onChange={(event) => setChosen(event.target.value)} {...a11y}>
            {lists.data?.lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name} ({list.lineCount} {list.lineCount === 1 ? 'product' : 'products'})
              </option>
            ))}
            <option value={NEW_LIST}>A new list…</option>
          </select>
        )}
      </FormField>
      {choice === NEW_LIST && (
        <FormField id={`${id}-name`} label="Name of the new list" hint="For example the site or project: “Site A, Main Street”." error={errors.name}>
          {(a11y) => <input id={`${id}-name`} type="text" autoComplete="off" maxLength={200} className={inputClass(a11y['aria-invalid'])} value={name} onChange={(event) => setName(event.target.value)} {...a11y} />}
        </FormField>
      )}
      <FormField id={`${id}-quantity`} label="Quantity (pcs)" hint={`Minimum order ${product.minOrderQuantity} pcs. Adding a product that is on the list already adds to its quantity.`} error={errors.quantity}>
        {(a11y) => (
          <input id={`${id}-quantity`} type="number" inputMode="numeric" min={1} step={1} className={inputClass(a11y['aria-invalid'], 'sm:w-40')} value={quantity} onChange={(event) => setQuantity(event.target.value)} {...a11y} />
        )}
      </FormField>
      {lists.isError && <FormAlert>{errorMessage(lists.error)}</FormAlert>}
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="modal-action mt-2 flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Add to list
        </button>
      </div>
    </form>
  );
}

/**
 * "Add to list" on a native modal <dialog>: the browser keeps focus inside, Escape closes it (not
 * while saving) and focus goes back to the button that opened it.
 */
export default function AddToListDialog({ product, open, onClose }: { product: ListProduct; open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const [pending, setPending] = useState(false);
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <div className="modal-box text-left">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold">
              Add to a job-site list
            </h2>
            <p className="mt-1 text-sm text-base-content/75 [overflow-wrap:anywhere]">{product.name}</p>
          </div>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={onClose} disabled={pending}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {open && <AddToListForm product={product} titleId={titleId} onDone={onClose} onPending={setPending} />}
      </div>
      <div className="modal-backdrop bg-neutral/50" aria-hidden="true" onClick={() => !pending && onClose()} />
    </dialog>
  );
}
