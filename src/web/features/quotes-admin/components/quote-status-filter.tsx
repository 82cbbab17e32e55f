import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QUOTE_STATUSES, quoteStatusLabels, type QuoteStatus } from '../../../../shared/schemas/quotes';

/** What the list shows: quotes of one status, or all of them. */
export type QuoteFilter = QuoteStatus | 'all';

const ALL = 'all';

/**
 * `?status=` of Manage quotes: the quotes waiting for prices when it is missing (the admins' work),
 * `all` for every quote, or one status.
 */
export function useQuoteFilterParam(): [QuoteFilter, (filter: QuoteFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('status');
  const filter: QuoteFilter = value === ALL ? ALL : (QUOTE_STATUSES as readonly (string | null)[]).includes(value) ? (value as QuoteStatus) : 'requested';
  const setFilter = (next: QuoteFilter) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 'requested') params.delete('status');
      else params.set('status', next);
      // Another filter starts again at its first page.
      params.delete('page');
      return params;
    });
  return [filter, setFilter];
}

/** The status filter of Manage quotes, "Waiting for prices" first. */
export function QuoteStatusFilter({ value, onChange }: { value: QuoteFilter; onChange: (filter: QuoteFilter) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        Show
      </label>
      <select id={id} className="select select-sm w-48 sm:select-md" value={value} onChange={(event) => onChange(event.target.value as QuoteFilter)}>
        {QUOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {quoteStatusLabels[status]}
          </option>
        ))}
        <option value={ALL}>All quotes</option>
      </select>
    </div>
  );
}
