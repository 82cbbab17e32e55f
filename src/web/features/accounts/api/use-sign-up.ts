import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '../../../../shared/schemas/accounts';
import { apiPost } from '../../../lib/api-client';
import { refreshSession, removePrivateQueries } from '../../../lib/session';

/** POST /api/auth/sign-up/email: creates the account and signs it in (session cookie). */
export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: SignUpRequest) => apiPost<unknown>('/api/auth/sign-up/email', account),
    onSuccess: async () => {
      removePrivateQueries(client);
      await refreshSession(client);
    },
  });
}
