import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { listNameSchema } from '../../../../shared/schemas/project-lists';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';

interface ListNameDialogProps {
  open: boolean;
  title: string;
  /** A line under the title saying what happens. */
  lead?: string;
  confirmLabel: string;
  initialName?: string;
  pending: boolean;
  /** Sends the name; a refusal (a name in use …) shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

function NameForm({ titleId, confirmLabel, initialName, pending, onSubmit, onClose }: Omit<ListNameDialogProps, 'open' | 'title' | 'lead'> & { titleId: string }) {
  const id = useId();
  const [name, setName] = useState(initialName ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = listNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setError(undefined);
    try {
      await onSubmit(name);
    } catch (refused) {
      if (!isUnauthorized(refused)) setError(errorMessage(refused));
      document.getElementById(`${id}-name`)?.focus();
    }
  };
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <FormField id={`${id}-name`} label="List name" hint="1 to 80 characters, different from your other lists." error={error}>
        {(a11y) => <input id={`${id}-name`} type="text" autoComplete="off" maxLength={200} className={inputClass(a11y['aria-invalid'])} value={name} onChange={(event) => setName(event.target.value)} {...a11y} />}
      </FormField>
      <div className="modal-action mt-2 flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}

/** A list's name asked on a native modal <dialog> (renaming a list, saving the cart as one). */
export function ListNameDialog({ open, title, lead, ...form }: ListNameDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={form.onClose}
      onCancel={(event) => {
        if (form.pending) event.preventDefault();
      }}
    >
      <div className="modal-box text-left">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            {lead && <p className="mt-1 text-sm text-base-content/75">{lead}</p>}
          </div>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={form.onClose} disabled={form.pending}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        {open && <NameForm titleId={titleId} {...form} />}
      </div>
      <div className="modal-backdrop bg-neutral/50" aria-hidden="true" onClick={() => !form.pending && form.onClose()} />
    </dialog>
  );
}
