import type { AuthResponse } from './auth-bridge.js';

/**
 * Better Auth puts the session token in the JSON of sign-in, sign-up and get-session. A script on
 * the page (an XSS) could read it there and use it as a bearer token elsewhere, although the
 * cookie itself is httpOnly: the shop removes it from every body a browser gets. Programs that
 * want a bearer token ask for one (POST /api/auth/token), or read the `set-auth-token` header of
 * signing in or up, which the shop's own pages never get (auth-bridge.ts `relayBearerToken`).
 */
export function withoutSessionToken(result: AuthResponse): AuthResponse {
  if (!result.json || typeof result.json !== 'object') return result;
  const json = strip(result.json as Record<string, unknown>);
  return { ...result, json, text: JSON.stringify(json) };
}

function strip(body: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, ...rest } = body;
  if (rest.session && typeof rest.session === 'object') {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    return { ...rest, session };
  }
  return rest;
}
