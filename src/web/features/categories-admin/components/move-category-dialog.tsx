import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { categoryFormSchema, type AdminCategory } from '../../../../shared/schemas/categories-admin';
import { DialogActions, FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toasts';
import { useUpdateCategory } from '../api/use-category-changes';
import { showSubmitError } from './submit-error';
import { pathName, placesFor } from './category-tree-model';

const moveSchema = categoryFormSchema.pick({ parentId: true });
type MoveValues = z.input<typeof moveSchema>;

interface MoveFormProps {
  category: AdminCategory;
  all: readonly AdminCategory[];
  titleId: string;
  update: ReturnType<typeof useUpdateCategory>;
  onDone: () => void;
}

function MoveForm({ category, all, titleId, update, onDone }: MoveFormProps) {
  const places = placesFor(all, category);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MoveValues, unknown, z.output<typeof moveSchema>>({ resolver: zodResolver(moveSchema), defaultValues: { parentId: category.parentId ?? '' } });

  const onSubmit = handleSubmit(async ({ parentId }) => {
    if (parentId === category.parentId) {
      setError('parentId', { message: `${category.name} is there already; choose another place` }, { shouldFocus: true });
      return;
    }
    try {
      const reply = await update.mutateAsync({ id: category.id, changes: { parentId } });
      toast.success(reply.message);
      onDone();
    } catch (error) {
      showSubmitError(error, ['parentId'] as const, setError);
    }
  });

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)}>
      <p className="mb-4 text-sm text-base-content/75">
        Its subcategories and products move with it. They lose their values of the attributes that only its present parents define. A category cannot go under
        itself or one of its own subcategories.
      </p>
      <FormField id="move-parent" label="New parent" error={errors.parentId?.message}>
        {(a11y) => (
          <select id="move-parent" className={`select w-full ${a11y['aria-invalid'] ? 'select-error' : ''}`} {...a11y} {...register('parentId')}>
            <option value="">Top level (no parent)</option>
            {places.map((place) => (
              <option key={place.id} value={place.id}>
                {pathName(all, place)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <DialogActions pending={update.isPending} submitLabel="Move" onCancel={onDone} />
    </form>
  );
}

export function MoveCategoryDialog({ category, all, onClose }: { category: AdminCategory | null; all: readonly AdminCategory[]; onClose: () => void }) {
  const update = useUpdateCategory();
  return (
    <FormDialog open={category !== null} title={category ? `Move ${category.name}` : 'Move category'} pending={update.isPending} onClose={onClose}>
      {(titleId) => category && <MoveForm category={category} all={all} titleId={titleId} update={update} onDone={onClose} />}
    </FormDialog>
  );
}
