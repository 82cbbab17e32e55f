import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../../../shared/schemas/accounts';
import { UserPhoto } from '../../../components/ui/user-photo';
import { AccountSummary } from './account-summary';

/**
 * The avatar button of the navbar and its dropdown (a disclosure: Escape or a click outside
 * closes it, and so does any navigation).
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : location.key)}
        className="flex items-center gap-1 rounded-full p-0.5 pr-2 transition-colors hover:bg-base-200"
      >
        <UserPhoto src={user.image} size={38} />
        <ChevronDown aria-hidden="true" size={16} className={`text-base-content/70 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full right-0 z-50 mt-2 w-72 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl">
        <AccountSummary user={user} />
      </div>
    </div>
  );
}
