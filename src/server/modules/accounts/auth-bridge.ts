import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/errors.js';
import { accountMessages } from '../../../shared/accounts.js';
import { sendProblem } from '../../http/problem.js';
import type { Sender } from '../../http/same-origin.js';
import type { Auth } from './auth.js';

/** Messages people see for Better Auth's error codes; anything else gets a generic one. */
const authErrors: Record<string, { code: ErrorCode; message: string; status?: number }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'UNAUTHORIZED', message: accountMessages.invalidCredentials },
  USER_ALREADY_EXISTS: { code: 'CONFLICT', message: accountMessages.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'CONFLICT', message: accountMessages.emailTaken },
  INVALID_TOKEN: { code: 'BAD_REQUEST', message: accountMessages.resetInvalid },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', message: accountMessages.passwordTooShort },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', message: accountMessages.passwordTooLong },
  BANNED_USER: { code: 'FORBIDDEN', message: accountMessages.accountSuspended },
};

export interface AuthResponse {
  status: number;
  setCookies: string[];
  location: string | null;
  /** The bearer token of the session just created (Better Auth's `set-auth-token`), if any. */
  authToken: string | null;
  /** The JSON body, when there is one. */
  json: unknown;
  text: string;
}

/** The request's headers as web Headers (what Better Auth reads), without content-length. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  return headers;
}

/**
 * Hands a request to Better Auth as a web Request, with the body we choose (already validated),
 * at the request's own path or at `path` (a shop route served by another Better Auth endpoint).
 */
export async function callAuth(auth: Auth, request: FastifyRequest, body?: unknown, path: string = request.url): Promise<AuthResponse> {
  const url = new URL(path, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = toWebHeaders(request);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', request.ip);
  const init: RequestInit = { method: request.method, headers };
  if (body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const response = await auth.handler(new Request(url, init));
  const text = await response.text();
  let json: unknown = undefined;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, setCookies: response.headers.getSetCookie(), location: response.headers.get('location'), authToken: response.headers.get('set-auth-token'), json, text };
}

/**
 * Passes on the bearer token of a session just created by signing in or up (`set-auth-token`, as
 * Better Auth's bearer plugin names it), to programs and pages of CORS_ORIGINS: the caller has just
 * given the password, so the token tells it nothing that POST /api/auth/token would not. Never to
 * the shop's own pages (session-token.ts: their session lives in an httpOnly cookie that no script
 * there can read, and a token in a header would undo that), nor on answers about an existing
 * session (get-session).
 */
export function relayBearerToken(reply: FastifyReply, result: AuthResponse, sender: Sender): void {
  if (sender === 'shop') return;
  if (result.status < 300 && result.authToken) reply.header('set-auth-token', result.authToken);
}

/**
 * Copies Better Auth's answer to the reply: every Set-Cookie, redirects, and either `success`
 * (when given) or Better Auth's own body; errors become application/problem+json like the rest
 * of the API.
 */
export function relayAuthResponse(request: FastifyRequest, reply: FastifyReply, result: AuthResponse, success?: unknown) {
  for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
  if (result.location) reply.header('location', result.location);
  reply.header('cache-control', 'no-store');
  if (result.status >= 400) {
    const json = result.json;
    const authCode = typeof json === 'object' && json && 'code' in json ? String((json as { code: unknown }).code) : '';
    const known = authErrors[authCode];
    request.log.info({ status: result.status, authCode }, 'auth request refused');
    if (known) return sendProblem(reply, known.code, known.message, undefined, known.status);
    if (result.status >= 500) return sendProblem(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    return sendProblem(reply, result.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', 'This request could not be completed.', undefined, result.status);
  }
  if (success !== undefined) return reply.code(200).send(success);
  reply.code(result.status);
  if (result.json !== undefined) return reply.type('application/json').send(result.json);
  return reply.send(result.text || undefined);
}
