import { sessionCookieName } from '../modules/accounts/session-cookie.js';
import type { RouteAccess } from '../modules/accounts/session.js';

/** Names of the security schemes in the OpenAPI document. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const BEARER_SCHEME = 'bearerToken';

type SecurityRequirements = { [scheme: string]: string[] }[];

/** Signed in with either credential: the session cookie (browsers) or a bearer token (programs). */
export const signedIn: SecurityRequirements = [{ [SESSION_COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];

/**
 * For public routes whose answer depends on who asks (the current session, reviews marked as
 * mine): anyone may call them, and credentials are read when sent. A route declares it with
 * `schema: { security: optionalSignIn }`.
 */
export const optionalSignIn: SecurityRequirements = [{}, ...signedIn];

/** The requirement a route's declared access (`config.access`) implies; public routes need none. */
export function securityFor(access: RouteAccess | undefined): SecurityRequirements {
  return access === 'user' || access === 'owner' || access === 'admin' ? signedIn : [];
}

export function securitySchemes(production: boolean) {
  const cookie = sessionCookieName(production);
  return {
    [SESSION_COOKIE_SCHEME]: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: cookie,
      description:
        `The session cookie a browser gets from POST /api/auth/sign-in/email or /api/auth/sign-up/email (HttpOnly, SameSite=Lax, 30 days). ` +
        `It is named \`${sessionCookieName(false)}\` over plain HTTP (development) and \`${sessionCookieName(true)}\` in production (HTTPS); this server uses \`${cookie}\`. ` +
        'Changing requests (POST, PUT, PATCH, DELETE) sent by a browser from another site are refused with 403.',
    },
    [BEARER_SCHEME]: {
      type: 'http' as const,
      scheme: 'bearer',
      description:
        'For programs: the `set-auth-token` header of the answer to POST /api/auth/sign-in/email or /api/auth/sign-up/email, or POST /api/auth/token (email and password; answers `{ token, tokenType: "Bearer", expiresIn }` and sets no cookie). ' +
        'Send `Authorization: Bearer <token>`. The token stands for the session: it ends when the session ends (sign-out, password reset, account removed). It is never in a JSON body of sign-in, sign-up or get-session.',
    },
  };
}
