import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSummaryReply, SharedList } from '../../../../shared/schemas/project-lists';
import { apiGet, apiPost } from '../../../lib/api-client';
import { projectListKeys, sharedUrl } from './project-list-keys';

/** GET /api/shared-lists/:token: a list someone shared, read only (404 once the link is turned off). */
export function useSharedList(token: string) {
  return useQuery({
    queryKey: projectListKeys.shared(token),
    queryFn: ({ signal }) => apiGet<SharedList>(sharedUrl(token), { signal }),
  });
}

/** POST /api/shared-lists/:token/copy: the shared list becomes one of mine. */
export function useCopySharedList(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ListSummaryReply>(`${sharedUrl(token)}/copy`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: projectListKeys.mine }),
  });
}

/** POST /api/project-lists/from-cart: my cart as a new list. */
export function useSaveCartAsList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<ListSummaryReply>('/api/project-lists/from-cart', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectListKeys.mine }),
  });
}
