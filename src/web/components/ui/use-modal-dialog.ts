import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog> that follows `open`: shown with showModal() (the browser traps focus,
 * makes the page behind inert and gives focus back on close), closed when `open` turns false.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
