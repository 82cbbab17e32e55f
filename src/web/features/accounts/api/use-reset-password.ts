import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiPost } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/** POST /api/auth/reset-password: sets the new password; every session of that account ends. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) => apiPost<MessageReply>('/api/auth/reset-password', body),
    // If this browser was signed in to that account, that session has just ended too.
    onSuccess: async () => {
      await refreshSession(client);
    },
  });
}
