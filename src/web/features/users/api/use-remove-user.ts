import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiDelete } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** DELETE /api/users/:id: the account is removed and signed out everywhere. */
export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiDelete<MessageReply>(`/api/users/${encodeURIComponent(userId)}`),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
