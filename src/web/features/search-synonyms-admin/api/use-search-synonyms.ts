import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SynonymGroupInput, SynonymList, SynonymReply } from '../../../../shared/schemas/search-synonyms';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** Query keys of the search synonyms (admins). */
const synonymKeys = { all: ['search-synonyms'] as const };

/** GET /api/search-synonyms (admins): every group, oldest first. */
export function useSearchSynonyms() {
  return useQuery({
    queryKey: synonymKeys.all,
    queryFn: ({ signal }) => apiGet<SynonymList>('/api/search-synonyms', { signal }),
    meta: { private: true },
  });
}

/** POST /api/search-synonyms (admins). */
export function useAddSynonyms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SynonymGroupInput) => apiPost<SynonymReply>('/api/search-synonyms', input),
    onSuccess: () => client.invalidateQueries({ queryKey: synonymKeys.all }),
  });
}

/** DELETE /api/search-synonyms/:id (admins). */
export function useRemoveSynonyms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<SynonymReply>(`/api/search-synonyms/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: synonymKeys.all }),
  });
}
