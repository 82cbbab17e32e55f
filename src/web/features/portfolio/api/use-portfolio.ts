import { useQuery } from '@tanstack/react-query';
import type { Portfolio } from '../../../../shared/schemas/content';
import { apiGet } from '../../../lib/api-client';

/** GET /api/portfolio: bio, skills and projects from the shop's content. */
export function usePortfolio() {
  return useQuery({
    queryKey: ['portfolio'],
    queryFn: ({ signal }) => apiGet<Portfolio>('/api/portfolio', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
