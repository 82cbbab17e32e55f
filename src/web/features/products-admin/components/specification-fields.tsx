import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Attribute } from '../../../../shared/schemas/discovery';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import type { ProductFormValues } from '../product-form-schema';

interface SpecificationFieldsProps {
  idPrefix: string;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** The chosen category's attributes; undefined while none is chosen or they load. */
  attributes: Attribute[] | undefined;
  categoryChosen: boolean;
  failed: boolean;
}

/**
 * Issue 13 §2: the specification of the chosen category. Numbers show their unit and take any unit
 * of their quantity ("1.5 kW" for watts); choices are a select; yes/no too. Empty means not given.
 */
export function SpecificationFields({ idPrefix, register, errors, attributes, categoryChosen, failed }: SpecificationFieldsProps) {
  const id = (key: string) => `${idPrefix}-attribute-${key}`;
  return (
    <fieldset className="mt-2 border-t border-base-300 pt-5">
      <legend className="text-lg font-bold">Specification</legend>
      <p className="mb-4 text-sm text-base-content/75">
        {!categoryChosen
          ? 'Choose a category: its specification fields appear here.'
          : 'Optional. Numbers may be written in any unit of their quantity, such as 1.5 kW for 1,500 W.'}
      </p>
      {categoryChosen && failed && <p className="text-sm font-medium text-error">The specification fields could not be loaded. Choose the category again.</p>}
      {categoryChosen && !failed && !attributes && <Spinner label="Loading the specification fields…" className="min-h-16" />}
      {attributes && attributes.length === 0 && <p className="text-sm text-base-content/75">This category has no specification fields.</p>}
      {attributes && attributes.length > 0 && (
        <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
          {attributes.map((attribute) => {
            const error = errors.attributes?.[attribute.key]?.message;
            const field = register(`attributes.${attribute.key}`);
            if (attribute.kind === 'number') {
              return (
                <FormField key={attribute.key} id={id(attribute.key)} label={`${attribute.label} (${attribute.unit ?? ''})`} error={error}>
                  {(a11y) => (
                    <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
                      <input id={id(attribute.key)} type="text" inputMode="decimal" autoComplete="off" placeholder="0" className="grow" {...a11y} {...field} />
                      <span aria-hidden="true" className="text-base-content/70">
                        {attribute.unit}
                      </span>
                    </div>
                  )}
                </FormField>
              );
            }
            const options = attribute.kind === 'choice' ? attribute.choices.map((choice) => [choice, choice] as const) : ([['yes', 'Yes'], ['no', 'No']] as const);
            return (
              <FormField key={attribute.key} id={id(attribute.key)} label={attribute.label} error={error}>
                {(a11y) => (
                  <select id={id(attribute.key)} className={`select w-full ${a11y['aria-invalid'] ? 'select-error' : ''}`} {...a11y} {...field}>
                    <option value="">Not given</option>
                    {options.map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
