import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/sign-in/magic-link: a link that signs in without the password; the same answer whether or not the account exists. */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (body: { email: string; returnTo?: string }) => apiPost<MessageReply>('/api/auth/sign-in/magic-link', body),
  });
}
