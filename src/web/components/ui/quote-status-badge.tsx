import { quoteStatusLabels, type QuoteStatus } from '../../../shared/schemas/quotes';

const TONES: Record<QuoteStatus, string> = {
  requested: 'badge-warning',
  answered: 'badge-info',
  accepted: 'badge-success',
  expired: 'badge-ghost border-base-300',
  declined: 'badge-neutral',
  withdrawn: 'badge-ghost border-base-300',
};

/** Where a quote stands, in words (quoteStatusLabels) and its own colour. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`badge badge-sm font-semibold whitespace-nowrap sm:badge-md ${TONES[status]}`}>{quoteStatusLabels[status]}</span>;
}
