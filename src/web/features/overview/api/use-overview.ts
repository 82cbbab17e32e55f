import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Overview, OverviewRange } from '../../../../shared/schemas/overview';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/overview (admins) for a range of the shop's days; the last answer stays shown while the next loads. */
export function useOverview(range: OverviewRange) {
  return useQuery({
    queryKey: ['overview', range.from, range.to],
    queryFn: ({ signal }) => apiGet<Overview>('/api/admin/overview', { query: { from: range.from, to: range.to }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
