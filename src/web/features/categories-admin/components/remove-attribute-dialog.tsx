import type { AdminAttribute, AdminCategory } from '../../../../shared/schemas/categories-admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionToasts } from '../../../lib/use-confirmed-action';
import { useRemoveAttribute } from '../api/use-attribute-changes';

export interface AttributeToRemove {
  category: AdminCategory;
  attribute: AdminAttribute;
}

/** "Remove Voltage?": says that every product's value of it goes too. */
export function RemoveAttributeDialog({ target, onClose }: { target: AttributeToRemove | null; onClose: () => void }) {
  const remove = useRemoveAttribute();
  const confirm = () => {
    if (!target) return;
    remove.mutate({ categoryId: target.category.id, key: target.attribute.key }, { onSuccess: actionToasts.onSuccess, onError: actionToasts.onError, onSettled: onClose });
  };
  const values = target?.attribute.valueCount ?? 0;
  return (
    <ConfirmDialog open={target !== null} title={target ? `Remove ${target.attribute.label}?` : 'Remove attribute?'} confirmLabel="Remove" pending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      {target && (
        <p>
          <strong className="font-semibold text-base-content">{target.attribute.label}</strong> is removed from {target.category.name}, and with it the value of every product that has one
          {values > 0 ? ` (${values === 1 ? '1 product' : `${values} products`} now)` : ''}. Filters and specification tables no longer show it. This cannot be undone.
        </p>
      )}
    </ConfirmDialog>
  );
}
