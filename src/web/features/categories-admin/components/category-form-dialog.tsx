import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { categoryFormSchema, type AdminCategory, type CategoryFormValues } from '../../../../shared/schemas/categories-admin';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toasts';
import { useAddCategory, useUpdateCategory } from '../api/use-category-changes';
import { showSubmitError } from './submit-error';

/** Adding (at the top, or under `parent`) or renaming (`category`). */
export type CategoryFormTarget = { mode: 'add'; parent: AdminCategory | null } | { mode: 'rename'; category: AdminCategory };

const FIELDS = ['name', 'description'] as const;

interface CategoryFormProps {
  target: CategoryFormTarget;
  titleId: string;
  add: ReturnType<typeof useAddCategory>;
  update: ReturnType<typeof useUpdateCategory>;
  onDone: () => void;
}

function CategoryForm({ target, titleId, add, update, onDone }: CategoryFormProps) {
  const pending = add.isPending || update.isPending;
  const editing = target.mode === 'rename' ? target.category : null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, z.output<typeof categoryFormSchema>>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '', parentId: target.mode === 'add' ? (target.parent?.id ?? '') : '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = editing
        ? await update.mutateAsync({ id: editing.id, changes: { name: values.name, description: values.description } })
        : await add.mutateAsync({ name: values.name, description: values.description, parentId: values.parentId });
      toast.success(reply.message);
      onDone();
    } catch (error) {
      showSubmitError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      {target.mode === 'add' && (
        <p className="mb-4 text-sm text-base-content/75">{target.parent ? `It goes under ${target.parent.name}, after its other subcategories.` : 'It goes at the top of the tree.'}</p>
      )}
      {editing && <p className="mb-4 text-sm text-base-content/75">Its address stays /category/{editing.slug}, so links to it keep working.</p>}
      <FormField id="category-name" label="Name" error={errors.name?.message}>
        {(a11y) => <input id="category-name" type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('name')} />}
      </FormField>
      <FormField id="category-description" label="Description" hint="Optional; shown on the category page." error={errors.description?.message}>
        {(a11y) => <textarea id="category-description" rows={3} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('description')} />}
      </FormField>
      <DialogActions pending={pending} submitLabel={editing ? 'Save' : 'Add category'} onCancel={onDone} />
    </form>
  );
}

function titleOf(target: CategoryFormTarget | null): string {
  if (!target) return 'Category';
  if (target.mode === 'rename') return `Rename ${target.category.name}`;
  return target.parent ? `Add a subcategory to ${target.parent.name}` : 'Add a category';
}

export function CategoryFormDialog({ target, onClose }: { target: CategoryFormTarget | null; onClose: () => void }) {
  const add = useAddCategory();
  const update = useUpdateCategory();
  return (
    <FormDialog open={target !== null} title={titleOf(target)} pending={add.isPending || update.isPending} onClose={onClose}>
      {(titleId) => target && <CategoryForm target={target} titleId={titleId} add={add} update={update} onDone={onClose} />}
    </FormDialog>
  );
}
