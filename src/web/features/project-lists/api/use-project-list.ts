import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListToCartReply, ProjectList, ProjectListReply, ShareReply } from '../../../../shared/schemas/project-lists';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { cartKey } from '../../../lib/cart-query';
import { listUrl, projectListKeys } from './project-list-keys';

/** GET /api/project-lists/:id: one of my lists, priced and checked as the shop is now. */
export function useProjectList(id: string) {
  return useQuery({
    queryKey: projectListKeys.one(id),
    queryFn: ({ signal }) => apiGet<ProjectList>(listUrl(id), { signal }),
    meta: { private: true },
  });
}

/** Add pieces of a product to a list, set a line's quantity, or take a line off. */
export type ListLineChange = { kind: 'add'; productId: string; quantity: number } | { kind: 'set'; productId: string; quantity: number } | { kind: 'remove'; productId: string };

function sendLineChange(listId: string, change: ListLineChange): Promise<ProjectListReply> {
  const lineUrl = `${listUrl(listId)}/lines/${encodeURIComponent(change.productId)}`;
  if (change.kind === 'add') return apiPost<ProjectListReply>(`${listUrl(listId)}/lines`, { productId: change.productId, quantity: change.quantity });
  if (change.kind === 'set') return apiPut<ProjectListReply>(lineUrl, { quantity: change.quantity });
  return apiDelete<ProjectListReply>(lineUrl);
}

/** Changes a line of one of my lists; the answer is the list now. Changes run one after another. */
export function useChangeListLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, change }: { listId: string; change: ListLineChange }) => sendLineChange(listId, change),
    scope: { id: 'project-list-lines' },
    onSuccess: (reply) => {
      client.setQueryData(projectListKeys.one(reply.list.id), reply.list);
      return client.invalidateQueries({ queryKey: projectListKeys.mine });
    },
  });
}

/** PUT (on) or DELETE (off) /api/project-lists/:id/share. */
export function useShareList(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? apiPut<ShareReply>(`${listUrl(id)}/share`, {}) : apiDelete<ShareReply>(`${listUrl(id)}/share`)),
    onSuccess: (reply) => {
      client.setQueryData<ProjectList>(projectListKeys.one(id), (list) => list && { ...list, shareToken: reply.shareToken });
      return client.invalidateQueries({ queryKey: projectListKeys.mine });
    },
  });
}

/** POST /api/project-lists/:id/cart or /api/shared-lists/:token/cart: the whole list into my cart. */
export function useListToCart(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ListToCartReply>(url, {}),
    scope: { id: 'cart' },
    onSuccess: (reply) => client.setQueryData(cartKey, reply.cart),
  });
}
