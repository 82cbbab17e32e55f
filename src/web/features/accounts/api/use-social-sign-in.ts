import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

interface SocialSignInReply {
  url: string;
  redirect: boolean;
}

/** POST /api/auth/sign-in/social: Google's sign-in page; afterwards Google returns to `callbackURL`. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: (callbackURL: string) => apiPost<SocialSignInReply>('/api/auth/sign-in/social', { provider: 'google', callbackURL }),
    onSuccess: (reply) => {
      window.location.assign(reply.url);
    },
  });
}
