import { Hourglass } from 'lucide-react';
import type { TradeAccount } from '../../../../shared/schemas/trade';
import { CompanyDetails } from './company-details';

/** Applied: the application waits for the shop's answer; what was sent. */
export function ApplicationWaiting({ account, message }: { account: TradeAccount; message: string | null }) {
  return (
    <section aria-labelledby="trade-status-heading" className="flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning/20 text-warning-content">
          <Hourglass size={20} />
        </span>
        <div className="min-w-0">
          <h2 id="trade-status-heading" tabIndex={-1} className="text-lg font-bold focus:outline-none">
            Your application is waiting for our answer
          </h2>
          <p className="text-sm text-base-content/75">{message ?? 'We will look at it and write to you by email. Until then you buy at list prices.'}</p>
        </div>
      </div>
      <div>
        <h3 className="mb-3 font-semibold">What you sent</h3>
        <CompanyDetails account={account} />
      </div>
    </section>
  );
}
