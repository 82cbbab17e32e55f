import { isSafeReturnPath, paths } from '../../shared/routes';

/** `/login?returnTo=…` (or `/register?returnTo=…`) that brings the person back to `returnTo` (path and query) after signing in. */
export function loginPath(returnTo: string, page: typeof paths.login | typeof paths.register = paths.login): string {
  return isSafeReturnPath(returnTo) && returnTo !== paths.home ? `${page}?${new URLSearchParams({ returnTo })}` : page;
}

const SIGN_IN_PAGES = new Set<string>([paths.login, paths.register]);

/** Where to go after signing in: the asked-for page when it is inside the shop (not a sign-in page), else home. */
export function safeReturnPath(returnTo: string | null): string {
  if (!returnTo || !isSafeReturnPath(returnTo)) return paths.home;
  const pathname = returnTo.split(/[?#]/)[0]?.replace(/(.)\/$/, '$1') ?? '';
  return SIGN_IN_PAGES.has(pathname) ? paths.home : returnTo;
}
