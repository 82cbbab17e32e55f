import { isSafeReturnPath, paths } from '../../shared/routes';

/** `/login?returnTo=…` that brings the person back to `returnTo` (path and query) after signing in. */
export function loginPath(returnTo: string): string {
  return isSafeReturnPath(returnTo) && returnTo !== paths.home ? `${paths.login}?${new URLSearchParams({ returnTo })}` : paths.login;
}

/** Where to go after signing in: the asked-for page when it is inside the shop, else home. */
export function safeReturnPath(returnTo: string | null): string {
  return returnTo && isSafeReturnPath(returnTo) ? returnTo : paths.home;
}
