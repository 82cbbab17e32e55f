import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** While saving, Escape and the close button do nothing (the outcome must be seen). */
  pending: boolean;
  /** How wide the dialog may grow on large screens (forms with fields side by side want more). */
  width?: 'max-w-xl' | 'max-w-2xl';
  onClose: () => void;
  /** The form; gets the title's id so it can be named by it. */
  children: (titleId: string) => ReactNode;
}

/**
 * A form on a native modal <dialog>: focus stays inside, Escape closes it (unless saving) and
 * focus returns to the button that opened it.
 */
export function FormDialog({ open, title, pending, width = 'max-w-xl', onClose, children }: FormDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape while saving would hide the outcome.
        if (pending) event.preventDefault();
      }}
    >
      <div className={`modal-box w-full ${width}`}>
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold break-words">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={onClose} disabled={pending}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {open && children(titleId)}
      </div>
    </dialog>
  );
}

/** Cancel and the submit button at the foot of a dialog's form. */
export function DialogActions({ pending, submitLabel, onCancel }: { pending: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="modal-action mt-2 flex-col-reverse gap-2 sm:flex-row">
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitLabel}
      </button>
    </div>
  );
}
