import { useRef, useState } from 'react';
import { errorMessage, isUnauthorized } from './api-error';
import { toast } from './toasts';

/** What the server answers to an action on one item ("Order cancelled." …). */
interface ActionReply {
  message: string;
}

/**
 * The toasts after an action: the server's message, or what went wrong. A 401 shows none: the
 * query client already sends the person to log in (lib/query-client.ts).
 */
export const actionToasts = {
  onSuccess: (reply: ActionReply) => toast.success(reply.message),
  onError: (error: Error) => {
    if (!isUnauthorized(error)) toast.error(errorMessage(error));
  },
};

/** The part of a TanStack mutation (variables: the item's id) this hook uses. */
interface ItemMutation {
  mutate: (id: string, callbacks: { onSuccess: (reply: ActionReply) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface ConfirmedActionOptions {
  /**
   * The id of the element to focus once the dialog has closed after a success, for when the
   * button that opened it (where the browser gives focus back) is gone or disabled.
   */
  focusAfterSuccess?: string;
}

/**
 * An action that asks first (components/ui/confirm-dialog.tsx): `ask(item)` opens the question,
 * `dialog` wires the ConfirmDialog. Confirming runs the mutation, shows its toast and closes the
 * dialog; focus moves only after the dialog has closed (and the browser has given it back).
 */
export function useConfirmedAction<T extends { id: string }>(mutation: ItemMutation, { focusAfterSuccess }: ConfirmedActionOptions = {}) {
  const [item, setItem] = useState<T | null>(null);
  /** Runs once the modal has closed (and the browser has given focus back). */
  const afterClose = useRef<(() => void) | null>(null);

  const onConfirm = () => {
    if (!item) return;
    mutation.mutate(item.id, {
      onSuccess: (reply) => {
        actionToasts.onSuccess(reply);
        if (focusAfterSuccess) afterClose.current = () => document.getElementById(focusAfterSuccess)?.focus();
        setItem(null);
      },
      onError: (error) => {
        actionToasts.onError(error);
        setItem(null);
      },
    });
  };

  const onClose = () => {
    setItem(null);
    afterClose.current?.();
    afterClose.current = null;
  };

  return {
    /** The item awaiting confirmation, if any. */
    item,
    /** Opens the question for this item. */
    ask: setItem,
    /** open, pending, onConfirm and onClose for the ConfirmDialog. */
    dialog: { open: item !== null, pending: mutation.isPending, onConfirm, onClose },
  };
}
