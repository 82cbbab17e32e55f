import { useSearchParams } from 'react-router';
import { addDays, OVERVIEW_DEFAULT_DAYS, type OverviewRange } from '../../../shared/schemas/overview';

export interface RangePreset {
  label: string;
  range: OverviewRange;
}

/** The quick ranges, each ending today on the shop's calendar. */
export function rangePresets(today: string): RangePreset[] {
  const last = (days: number) => ({ from: addDays(today, -(days - 1)), to: today });
  return [
    { label: '7 days', range: last(7) },
    { label: '30 days', range: last(30) },
    { label: '90 days', range: last(90) },
    { label: 'This year', range: { from: `${today.slice(0, 4)}-01-01`, to: today } },
  ];
}

/**
 * The range in the address (?from=2026-11-01&to=2026-11-25), so a reload or a shared link shows
 * the same days; the 30 days to today when the address names none. Whatever the address says is
 * asked for as it is: the server answers a bad range with a message the page shows.
 */
export function useRangeParams(today: string): [OverviewRange, (range: OverviewRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const range = from === null && to === null ? { from: addDays(today, -(OVERVIEW_DEFAULT_DAYS - 1)), to: today } : { from: from ?? '', to: to ?? today };
  const setRange = (next: OverviewRange) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('from', next.from);
      params.set('to', next.to);
      return params;
    });
  return [range, setRange];
}
