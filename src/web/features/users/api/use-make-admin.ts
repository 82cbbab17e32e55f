import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserListItem } from '../../../../shared/schemas/users';
import { apiPost } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session';
import { userKeys } from './user-keys';

/** POST /api/users/:id/admin. */
export function useMakeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiPost<{ message: string; user: UserListItem }>(`/api/users/${encodeURIComponent(userId)}/admin`, {}),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: sessionKey })]);
    },
  });
}
