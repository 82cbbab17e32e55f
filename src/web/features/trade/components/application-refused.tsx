import { CircleX, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import type { TradeAccount } from '../../../../shared/schemas/trade';
import { useDayText } from './company-details';
import { TradeApplicationForm } from './trade-application-form';

interface ApplicationRefusedProps {
  account: TradeAccount;
  /** The form is open to apply again (prefilled with what was sent). */
  applying: boolean;
  onApplyAgain: () => void;
  onApplied: (message: string) => void;
}

/** Refused: the shop's reason, and the way to apply again with the details corrected. */
export function ApplicationRefused({ account, applying, onApplyAgain, onApplied }: ApplicationRefusedProps) {
  const dayText = useDayText();
  // "Apply again" opens the form: the focus goes to its first field.
  useEffect(() => {
    if (applying) document.getElementById('trade-company-name')?.focus();
  }, [applying]);
  return (
    <section aria-labelledby="trade-status-heading" className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-error/10 text-error">
          <CircleX size={20} />
        </span>
        <div className="min-w-0">
          <h2 id="trade-status-heading" tabIndex={-1} className="text-lg font-bold focus:outline-none">
            We could not approve your application
          </h2>
          {account.decidedAt && <p className="text-sm text-base-content/75">Answered on {dayText(account.decidedAt)}.</p>}
        </div>
      </div>
      <div className="rounded-field border border-base-300 bg-base-200 px-4 py-3">
        <h3 className="text-sm font-semibold text-base-content/75">Our reason</h3>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{account.refusalReason}</p>
      </div>
      {applying ? (
        <div className="border-t border-base-300 pt-5">
          <h3 className="mb-1 text-lg font-bold">Apply again</h3>
          <p className="mb-4 text-sm text-base-content/75">Your details as you sent them: correct what our reason names, then send the application again.</p>
          <TradeApplicationForm previous={account} onApplied={onApplied} />
        </div>
      ) : (
        <div>
          <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={onApplyAgain}>
            <RotateCcw aria-hidden="true" size={18} />
            Apply again
          </button>
        </div>
      )}
    </section>
  );
}
