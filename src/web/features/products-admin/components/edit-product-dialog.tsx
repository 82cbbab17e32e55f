import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Product } from '../../../../shared/schemas/catalog';
import { useUpdateProduct } from '../api/use-update-product';
import type { PictureInput } from '../picture-slot';
import { EditProductForm } from './edit-product-form';

interface EditProductDialogProps {
  /** The product being edited; null while the dialog is closed. */
  product: Product | null;
  PictureInput: PictureInput;
  onClose: () => void;
}

/**
 * Edit a product on a native modal <dialog>: focus stays inside, Escape closes it (unless saving)
 * and focus returns to the "Edit" button that opened it.
 */
export function EditProductDialog({ product, PictureInput, onClose }: EditProductDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const update = useUpdateProduct();
  const open = product !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        if (update.isPending) event.preventDefault();
      }}
    >
      <div className="modal-box w-full max-w-3xl">
        <div className="mb-5 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold">
            {product ? `Edit ${product.name}` : 'Edit product'}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={onClose} disabled={update.isPending}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {product && <EditProductForm key={product.id} product={product} PictureInput={PictureInput} update={update} onDone={onClose} onCancel={onClose} />}
      </div>
    </dialog>
  );
}
