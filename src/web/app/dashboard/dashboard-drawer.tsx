import { PanelLeftOpen, X } from 'lucide-react';
import { useRef } from 'react';
import type { SessionUser } from '../../../shared/schemas/accounts';
import { DashboardMenu } from './dashboard-menu';

/**
 * Phones and tablets: the dashboard menu slides in from the left on a native modal <dialog>
 * (focus stays inside, Escape or a click beside it closes it, focus returns to the button).
 */
export function DashboardDrawer({ user }: { user: SessionUser }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm gap-2 border-base-300 bg-base-100" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <PanelLeftOpen aria-hidden="true" size={18} /> Dashboard menu
      </button>
      <dialog
        ref={dialog}
        aria-label="Dashboard menu"
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-dvh w-80 max-w-[85vw] bg-base-100 p-5 text-base-content shadow-2xl backdrop:bg-neutral/50"
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div className="mb-5 flex items-center justify-between">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Dashboard</p>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close dashboard menu" onClick={close}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <DashboardMenu user={user} onNavigate={close} />
      </dialog>
    </>
  );
}
