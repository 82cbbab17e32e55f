import { useQuery } from '@tanstack/react-query';
import type { LegalPage } from '../../../../shared/schemas/content';
import { apiGet } from '../../../lib/api-client';

/** GET /api/legal/:slug: a legal page (terms, privacy, cookies, delivery and returns) rendered on the server. */
export function useLegalPage(slug: string) {
  return useQuery({
    queryKey: ['legal', slug],
    queryFn: ({ signal }) => apiGet<LegalPage>(`/api/legal/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
