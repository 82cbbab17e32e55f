import { toast } from '../lib/toasts';
import { accountMessages } from '../../shared/accounts';
import { paths } from '../../shared/routes';
import { loginPath } from '../lib/login-path';
import type { AppRouter } from './router';

const ACCOUNT_PAGES: string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/**
 * After a 401 from any API call (the session ended: signed out elsewhere, removed, expired):
 * to the login page, with the page the person was on (path and query) as the return target.
 */
export function redirectToLogin(router: AppRouter): void {
  const current = router.state.navigation.location ?? router.state.location;
  if (ACCOUNT_PAGES.includes(current.pathname.replace(/\/$/, ''))) return;
  toast.error(accountMessages.signInRequired, { id: 'sign-in-required' });
  void router.navigate(loginPath(current.pathname + current.search), { replace: true });
}
