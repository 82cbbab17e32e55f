import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes the modal and changes nothing ("Cancel"). */
  cancelLabel?: string;
  /** Shown while the confirmed action runs. */
  pending?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal question on a native <dialog>: the browser traps focus inside it, makes the page behind
 * it inert, closes it with Escape and gives focus back to the button that opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', pending = false, tone = 'danger', onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape while the action runs would hide its outcome; otherwise it closes.
        if (pending) event.preventDefault();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-base-content/80">
          {children}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`} onClick={onConfirm} disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
      {/* A click beside the box closes it, like Escape (keyboard users have Cancel and Escape). */}
      <div className="modal-backdrop bg-neutral/50" aria-hidden="true" onClick={() => !pending && onClose()} />
    </dialog>
  );
}
