import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_PRICE_TIERS } from '../../../../shared/price-tiers';
import { EMPTY_PRICE_TIER_ROW } from '../price-tier-rows';
import type { ProductFormValues } from '../product-form-schema';
import type { ProductFormOutput } from './product-form';

interface PriceTierFieldsProps {
  idPrefix: string;
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** The problems with the quantity prices: the form's check (a line each) or the server's. */
function problemsOf(errors: FieldErrors<ProductFormValues>): string[] {
  const error = errors.priceTiers;
  const message = error?.root?.message ?? error?.message ?? '';
  return message.split('\n').filter(Boolean);
}

/**
 * Issue 14: quantity-break prices, up to five rows of "from N pieces, D % off" (D with up to two
 * decimals), lowest quantity first. Rows are added and removed here; what was done is announced.
 */
export function PriceTierFields({ idPrefix, control, register, errors }: PriceTierFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceTiers' });
  const typed = useWatch({ control, name: 'priceTiers' });
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const problems = problemsOf(errors);
  const id = (name: string) => `${idPrefix}-price-tiers-${name}`;
  const describedBy = [id('hint'), problems.length > 0 ? id('error') : ''].filter(Boolean).join(' ');

  /** "from 10" (or the row's number while its quantity is empty), naming a row's remove button. */
  const rowName = (index: number) => {
    const from = typed[index]?.minQuantity.trim() ?? '';
    return from ? `from ${from}` : String(index + 1);
  };
  const removeRow = (index: number) => {
    const name = rowName(index);
    remove(index);
    setAnnouncement(`Quantity price ${name} removed`);
    // The button that was pressed is gone: focus goes on to "Add quantity price" (shown again at the limit).
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <fieldset className="mt-2 border-t border-base-300 pt-5" aria-describedby={describedBy}>
      <legend className="text-lg font-bold">Quantity prices</legend>
      <p id={id('hint')} className="mb-4 text-sm text-base-content/75">
        Optional. A lower price per piece from a number of pieces on, such as 5 % off from 10 pcs. Each starts above the minimum order quantity and gives a
        larger discount than the one before; at most {MAX_PRICE_TIERS}.
      </p>
      {fields.length > 0 && (
        <ol className="mb-4 flex max-w-xl flex-col gap-3" aria-label="Quantity prices">
          {fields.map((field, index) => {
            return (
              <li key={field.id}>
                <fieldset className="flex flex-wrap items-end gap-3 rounded-box border border-base-300 p-3">
                  <legend className="sr-only">Quantity price {index + 1}</legend>
                  <div className="flex w-28 flex-col gap-1.5 sm:w-32">
                    <label htmlFor={id(`${index}-from`)} className="text-sm font-semibold">
                      From quantity
                    </label>
                    <div className={`input w-full items-center ${problems.length > 0 ? 'input-error' : ''}`}>
                      <input
                        id={id(`${index}-from`)}
                        type="number"
                        inputMode="numeric"
                        min={2}
                        step={1}
                        className="grow"
                        aria-invalid={problems.length > 0}
                        aria-describedby={problems.length > 0 ? id('error') : undefined}
                        {...register(`priceTiers.${index}.minQuantity`)}
                      />
                      <span aria-hidden="true" className="text-base-content/70">
                        pcs
                      </span>
                    </div>
                  </div>
                  <div className="flex w-28 flex-col gap-1.5 sm:w-32">
                    <label htmlFor={id(`${index}-discount`)} className="text-sm font-semibold">
                      Discount %
                    </label>
                    <div className={`input w-full items-center ${problems.length > 0 ? 'input-error' : ''}`}>
                      <input
                        id={id(`${index}-discount`)}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="5"
                        className="grow"
                        aria-invalid={problems.length > 0}
                        aria-describedby={problems.length > 0 ? id('error') : undefined}
                        {...register(`priceTiers.${index}.discount`)}
                      />
                      <span aria-hidden="true" className="text-base-content/70">
                        %
                      </span>
                    </div>
                  </div>
                  {/* On phones only the bin shows, so a row keeps to one line. */}
                  <button type="button" title="Remove" className="btn btn-ghost btn-sm mb-1 px-2 text-error sm:px-3" onClick={() => removeRow(index)}>
                    <Trash2 aria-hidden="true" size={16} />
                    <span className="max-sm:sr-only">Remove</span>
                    <span className="sr-only"> quantity price {rowName(index)}</span>
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div id={id('error')} role={problems.length > 0 ? 'alert' : undefined} className="text-sm font-medium text-error">
        {problems.length > 0 && (
          <ul className="mb-3 flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {fields.length < MAX_PRICE_TIERS ? (
        <button
          ref={addButton}
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            append({ ...EMPTY_PRICE_TIER_ROW });
            setAnnouncement(`Quantity price ${fields.length + 1} added`);
          }}
        >
          <Plus aria-hidden="true" size={16} />
          Add quantity price
        </button>
      ) : (
        <p className="text-sm text-base-content/75">A product has at most {MAX_PRICE_TIERS} quantity prices: remove one to add another.</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
