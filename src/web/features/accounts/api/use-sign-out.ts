import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/routes';
import { apiPost } from '../../../lib/api-client';
import { forgetSessionUser } from '../../../lib/session';

/**
 * POST /api/auth/sign-out ends the session on the server; then the shop goes home and forgets the
 * user and their data. Home first, so a signed-in page is not asked to redirect to the login page.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiPost<unknown>('/api/auth/sign-out', {}),
    meta: { handles401: true },
    onSuccess: async () => {
      await navigate(paths.home);
      forgetSessionUser(client);
    },
  });
}
