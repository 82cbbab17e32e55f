import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AttributeKind } from '../../../../shared/discovery';
import { attributeEditFormSchema, attributeFormSchema, type AdminAttribute, type AdminCategory, type AttributeFormValues } from '../../../../shared/schemas/categories-admin';
import { BASE_UNITS } from '../../../../shared/units';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toasts';
import { useAddAttribute, useUpdateAttribute } from '../api/use-attribute-changes';
import { showSubmitError } from './submit-error';

/** Defining an attribute of `category`, or editing one of its attributes. */
export interface AttributeFormTarget {
  category: AdminCategory;
  attribute: AdminAttribute | null;
}

export const kindLabels: Record<AttributeKind, string> = { number: 'Number with a unit', choice: 'Choice among options', boolean: 'Yes or no' };
type AttributeFormOutput = z.output<typeof attributeEditFormSchema> & Partial<Omit<z.output<typeof attributeFormSchema>, 'label' | 'choices' | 'isKey'>>;
const FIELDS = ['key', 'label', 'kind', 'unit', 'choices', 'isKey'] as const;

interface AttributeFormProps {
  target: AttributeFormTarget;
  titleId: string;
  add: ReturnType<typeof useAddAttribute>;
  update: ReturnType<typeof useUpdateAttribute>;
  onDone: () => void;
}

function defaults(attribute: AdminAttribute | null): AttributeFormValues {
  if (!attribute) return { key: '', label: '', kind: 'number', unit: '', choices: '', isKey: false };
  return { key: attribute.key, label: attribute.label, kind: attribute.kind, unit: (attribute.unit ?? '') as AttributeFormValues['unit'], choices: attribute.choices.join('\n'), isKey: attribute.isKey };
}

function AttributeForm({ target, titleId, add, update, onDone }: AttributeFormProps) {
  const { category, attribute } = target;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<AttributeFormValues, unknown, AttributeFormOutput>({
    // Editing reads only what may change: an old key outside today's rules does not block a new label.
    resolver: (attribute ? zodResolver(attributeEditFormSchema) : zodResolver(attributeFormSchema)) as Resolver<AttributeFormValues, unknown, AttributeFormOutput>,
    defaultValues: defaults(attribute),
  });
  const kind = useWatch({ control, name: 'kind' });
  const pending = add.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = attribute
        ? await update.mutateAsync({
            categoryId: category.id,
            key: attribute.key,
            changes: { label: values.label, isKey: values.isKey, ...(attribute.kind === 'choice' ? { choices: values.choices } : {}) },
          })
        : await add.mutateAsync({
            categoryId: category.id,
            input: { key: values.key ?? '', label: values.label, kind: values.kind ?? 'number', isKey: values.isKey, ...(values.unit ? { unit: values.unit } : {}), ...(values.kind === 'choice' ? { choices: values.choices } : {}) },
          });
      toast.success(reply.message);
      onDone();
    } catch (error) {
      showSubmitError(error, FIELDS, setError);
    }
  });

  const kindField = register('kind', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'number') setValue('unit', '');
      if (event.target.value !== 'choice') setValue('choices', '');
    },
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      {attribute ? (
        <p className="mb-4 text-sm text-base-content/75">
          Key <code className="font-mono">{attribute.key}</code>, {kindLabels[attribute.kind].toLowerCase()}
          {attribute.unit ? ` in ${attribute.unit}` : ''}: these stay, since products&apos; values are stored in them.
        </p>
      ) : (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField id="attribute-key" label="Key" hint="Lowercase, with dashes: rated-voltage. Filters use it." error={errors.key?.message}>
            {(a11y) => <input id="attribute-key" type="text" autoComplete="off" spellCheck={false} className={inputClass(a11y['aria-invalid'], 'font-mono')} {...a11y} {...register('key')} />}
          </FormField>
          <FormField id="attribute-kind" label="Kind" error={errors.kind?.message}>
            {(a11y) => (
              <select id="attribute-kind" className={`select w-full ${a11y['aria-invalid'] ? 'select-error' : ''}`} {...a11y} {...kindField}>
                {Object.entries(kindLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
      <FormField id="attribute-label" label="Label" hint="What shoppers read: Rated voltage." error={errors.label?.message}>
        {(a11y) => <input id="attribute-label" type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('label')} />}
      </FormField>
      {!attribute && kind === 'number' && (
        <FormField id="attribute-unit" label="Unit" hint="Values typed in other units of the same quantity (kW for W) are converted to it." error={errors.unit?.message}>
          {(a11y) => (
            <select id="attribute-unit" className={`select w-full ${a11y['aria-invalid'] ? 'select-error' : ''}`} {...a11y} {...register('unit')}>
              <option value="">Choose a unit</option>
              {BASE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {(attribute ? attribute.kind === 'choice' : kind === 'choice') && (
        <FormField
          id="attribute-choices"
          label="Options"
          hint={attribute ? 'One per line. Add options freely; an option products still have cannot be removed.' : 'One per line.'}
          error={errors.choices?.message}
        >
          {(a11y) => <textarea id="attribute-choices" rows={5} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('choices')} />}
        </FormField>
      )}
      <div className="mb-4 flex items-start gap-3">
        <input id="attribute-is-key" type="checkbox" className="mt-1 size-5 shrink-0 accent-primary" aria-describedby="attribute-is-key-hint" {...register('isKey')} />
        <div>
          <label htmlFor="attribute-is-key" className="text-sm font-semibold">
            Key attribute
          </label>
          <p id="attribute-is-key-hint" className="text-xs text-base-content/70">
            Substitutes offered for an out-of-stock product must match it on this.
          </p>
        </div>
      </div>
      <DialogActions pending={pending} submitLabel={attribute ? 'Save' : 'Add attribute'} onCancel={onDone} />
    </form>
  );
}

export function AttributeFormDialog({ target, onClose }: { target: AttributeFormTarget | null; onClose: () => void }) {
  const add = useAddAttribute();
  const update = useUpdateAttribute();
  const title = !target ? 'Attribute' : target.attribute ? `Edit ${target.attribute.label}` : `Add an attribute to ${target.category.name}`;
  return (
    <FormDialog open={target !== null} title={title} pending={add.isPending || update.isPending} onClose={onClose}>
      {(titleId) => target && <AttributeForm target={target} titleId={titleId} add={add} update={update} onDone={onClose} />}
    </FormDialog>
  );
}
