import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import { apiPost } from '../../../lib/api-client';
import { forgetSessionUser } from '../../../lib/session';

/**
 * POST /api/auth/sign-out ends the session on the server; then the shop goes home and forgets the
 * user and their data. Home first, so a signed-in page is not asked to redirect to the login page;
 * and before that the requests still on their way are called off: one of the signed-in page's,
 * answered 401 now that the session has ended, would send the visitor to the login page.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiPost<unknown>('/api/auth/sign-out', {}),
    meta: { handles401: true },
    onSuccess: async () => {
      await client.cancelQueries();
      await navigate(paths.home);
      forgetSessionUser(client);
    },
  });
}
