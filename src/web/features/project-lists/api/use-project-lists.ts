import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import type { ListSummaries, ListSummaryReply } from '../../../../shared/schemas/project-lists';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../../lib/api-client';
import { listsUrl, listUrl, projectListKeys } from './project-list-keys';

/** GET /api/project-lists: my lists, the one changed last first. */
export function useProjectLists() {
  return useQuery({
    queryKey: projectListKeys.mine,
    queryFn: ({ signal }) => apiGet<ListSummaries>(listsUrl, { signal }),
    meta: { private: true },
  });
}

/** POST /api/project-lists: a new, empty list. */
export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<ListSummaryReply>(listsUrl, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectListKeys.mine }),
  });
}

/** PATCH /api/project-lists/:id: a new name. */
export function useRenameList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiPatch<ListSummaryReply>(listUrl(id), { name }),
    onSuccess: (_reply, { id }) => Promise.all([client.invalidateQueries({ queryKey: projectListKeys.mine }), client.invalidateQueries({ queryKey: projectListKeys.one(id) })]),
  });
}

/** DELETE /api/project-lists/:id. */
export function useDeleteList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<MessageReply>(listUrl(id)),
    onSuccess: (_reply, id) => {
      client.removeQueries({ queryKey: projectListKeys.one(id) });
      return client.invalidateQueries({ queryKey: projectListKeys.mine });
    },
  });
}
