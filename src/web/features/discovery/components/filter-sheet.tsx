import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

export interface FilterSheetProps {
  open: boolean;
  /** "Show 12 products": closes the sheet on the results. */
  showLabel: string;
  /** Shown beside it while filters are in use. */
  onClear: (() => void) | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a modal sheet over the whole screen (the page behind is inert, Escape
 * closes it, the focus goes back to the "Filters" button), its filters scrolling between a header
 * and a footer that stays in view with "Show N products", which follows each choice.
 */
export function FilterSheet({ open, showLabel, onClear, onClose, children }: FilterSheetProps) {
  const ref = useModalDialog(open);
  const headingId = useId();
  const show = useRef<HTMLButtonElement>(null);
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-base-100 p-0 text-base-content backdrop:bg-black/40 lg:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
          <h2 id={headingId} className="text-lg font-bold">
            Filters
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close filters" onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-3">{children}</div>
        <div className="flex gap-2 border-t border-base-300 bg-base-100 px-4 py-3">
          {onClear && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                onClear();
                // The button goes with the filters it cleared: the focus stays in the sheet.
                show.current?.focus();
              }}
            >
              Clear all
            </button>
          )}
          <button ref={show} type="button" className="btn btn-primary flex-1" onClick={onClose}>
            {showLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
