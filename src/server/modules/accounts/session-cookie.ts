import { SESSION_COOKIE_PREFIX } from './auth.js';

/** Name of the session cookie: Better Auth prefixes `__Secure-` when cookies are Secure (production). */
export function sessionCookieName(production: boolean): string {
  return `${production ? '__Secure-' : ''}${SESSION_COOKIE_PREFIX}.session_token`;
}

/** How long the session a sign-in or sign-up set lasts (its cookie's Max-Age), in seconds; 0 when none was set. */
export function sessionLifetimeSeconds(setCookies: readonly string[]): number {
  const names = [sessionCookieName(false), sessionCookieName(true)];
  const cookie = setCookies.find((line) => names.some((name) => line.startsWith(`${name}=`))) ?? '';
  return Number(/max-age=(\d+)/i.exec(cookie)?.[1] ?? 0);
}
