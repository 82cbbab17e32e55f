import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/request-password-reset: the same answer whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiPost<MessageReply>('/api/auth/request-password-reset', body),
  });
}
