import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '../../../../shared/schemas/accounts';
import { apiPost } from '../../../lib/api-client';
import { refreshSession, removePrivateQueries } from '../../../lib/session';

/**
 * POST /api/auth/sign-in/email. The server sets the session cookie; the session query is then
 * asked again, and the login route sends the person on to where they were going.
 */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInRequest) => apiPost<unknown>('/api/auth/sign-in/email', credentials),
    // 401 here means "Invalid email or password", shown on the form, not "your session ended".
    meta: { handles401: true },
    onSuccess: async () => {
      removePrivateQueries(client);
      await refreshSession(client);
    },
  });
}
