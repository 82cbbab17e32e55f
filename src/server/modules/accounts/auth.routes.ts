import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages, CONFIRMATION_MAILS_PER_HOUR, tooManySignInAttempts } from '../../../shared/accounts.js';
import { forgotPasswordSchema, resetPasswordSchema, signInLinkRequestSchema, signInSchema, signUpSchema } from '../../../shared/schemas/accounts.js';
import { messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import { isSafeReturnPath } from '../../../shared/routes.js';
import { failingClosed } from '../../http/fail-closed-limit.js';
import { optionalSignIn } from '../../http/openapi-security.js';
import { perAccountRateLimit } from '../../http/per-account-rate-limit.js';
import { markAnswerPersonal } from '../../http/private-answers.js';
import { sendProblem, setRetryAfter } from '../../http/problem.js';
import type { SenderOf } from '../../http/same-origin.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_VERIFIED_PAGE, type Auth } from './auth.js';
import { callAuth, relayAuthResponse, relayBearerToken, type AuthResponse } from './auth-bridge.js';
import type { DeviceCookies } from './device-cookie.js';
import { forgetSessionsAfterChanges } from './session.js';
import { sessionLifetimeSeconds } from './session-cookie.js';
import type { SessionCache } from './session-cache.js';
import type { SignInLimiter } from './sign-in-limiter.js';
import { withoutSessionToken } from './session-token.js';

/** Per client address: how often accounts may be created and reset emails asked for. */
const SIGN_UP_LIMIT = {
  max: 20,
  timeWindow: 60 * 60 * 1000,
  errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many accounts were created from this address. Please try again later.' }),
};
const RESET_LIMIT = {
  max: 5,
  timeWindow: 15 * 60 * 1000,
  errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many reset requests. Please wait a few minutes and try again.' }),
};

/** What sign-up and reset requests answer (a 503 problem) while their limits cannot be counted. */
export const SIGN_UP_UNAVAILABLE = 'Accounts cannot be created for a moment. Please try again in a minute.';
export const RESET_UNAVAILABLE = 'Reset emails cannot be sent for a moment. Please try again in a minute.';

const SIGN_IN_LINK_LIMIT = {
  max: 5,
  timeWindow: 15 * 60 * 1000,
  errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many sign-in links were asked for. Please wait a few minutes and try again.' }),
};
export const SIGN_IN_LINK_UNAVAILABLE = 'Sign-in links cannot be sent for a moment. Please try again in a minute.';

const signUpLimit = failingClosed(SIGN_UP_LIMIT, SIGN_UP_UNAVAILABLE);
const resetLimit = failingClosed(RESET_LIMIT, RESET_UNAVAILABLE);
const signInLinkLimit = failingClosed(SIGN_IN_LINK_LIMIT, SIGN_IN_LINK_UNAVAILABLE);

/** Where an emailed sign-in link that no longer works lands (Better Auth adds `&error=CODE`). */
export const SIGN_IN_LINK_FAILED_PAGE = '/login?link=expired';

const bearerTokenSchema = z.object({ token: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int().describe('Seconds until the token expires') });

/** The token of an address-confirmation link: a signed JWT (three base64url parts). */
const confirmationTokenSchema = z
  .string({ error: accountMessages.confirmationLinkInvalid })
  .max(4000, accountMessages.confirmationLinkInvalid)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, accountMessages.confirmationLinkInvalid);

/** The token of an emailed sign-in link: Better Auth's 32 letters. */
const signInLinkTokenSchema = z.string({ error: accountMessages.signInLinkInvalid }).regex(/^[A-Za-z]{32}$/, accountMessages.signInLinkInvalid);

/** Where Better Auth may send the browser afterwards: a path inside the shop, never another site. */
const returnPathSchema = z.string({ error: accountMessages.returnPathOutside }).max(2000, accountMessages.returnPathOutside).refine(isSafeReturnPath, accountMessages.returnPathOutside);

/**
 * The Better Auth endpoints the shop uses, mounted under /api/auth. Only these are reachable:
 * each body is validated with the shop's own schema (same messages as the forms) and only the
 * fields we expect are passed on, so a client cannot slip in a role or other extras.
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth; limiter: SignInLimiter; devices: DeviceCookies; google: boolean; sessions: SessionCache; senderOf: SenderOf }> = async (
  app,
  { auth, limiter, devices, google, sessions, senderOf },
) => {
  const tags = ['accounts'];
  forgetSessionsAfterChanges(app, sessions);

  /**
   * Checks a password under the guessing limits (sign-in-limiter.ts): the attempt is counted
   * before Better Auth checks it. Null when refused (the 429 has been sent).
   */
  const checkPassword = async (request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<{ result: AuthResponse; deviceId: string | null } | null> => {
    const deviceId = devices.deviceFor(request.headers.cookie, email);
    const start = await limiter.begin(email, request.ip, deviceId);
    if (!start.attempt) {
      setRetryAfter(reply, start.retryAfterMs / 1000);
      sendProblem(reply, 'RATE_LIMITED', tooManySignInAttempts(start.retryAfterMs / 1000));
      return null;
    }
    const { attempt } = start;
    const result = await callAuth(auth, request, { email, password, rememberMe: true }, '/api/auth/sign-in/email');
    if (result.status < 300) {
      // The session exists: a store that fails to forget the attempt must not turn a right password into an error.
      await attempt.succeeded().catch((error: unknown) => request.log.error({ err: error }, 'sign-in succeeded, but its attempt could not be taken back from the counters'));
    }
    return { result, deviceId };
  };

  app.post(
    '/api/auth/sign-in/email',
    { config: { access: 'public' }, schema: { tags, summary: 'Sign in with email and password (sets the session cookie, and a device cookie)', body: signInSchema, response: { 401: problemSchema, 429: problemSchema, 503: problemSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const checked = await checkPassword(request, reply, email, password);
      if (!checked) return reply;
      const { result, deviceId } = checked;
      if (result.status < 300) reply.header('set-cookie', devices.issue(email, deviceId));
      relayBearerToken(reply, result, senderOf(request));
      return relayAuthResponse(request, reply, withoutSessionToken(result));
    },
  );

  app.post(
    '/api/auth/token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'For programs, not browsers: sign in with email and password and get a bearer token (Authorization: Bearer <token>) instead of a cookie; same limits as signing in',
        body: signInSchema,
        response: { 200: bearerTokenSchema, 401: problemSchema, 429: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const checked = await checkPassword(request, reply, request.body.email, request.body.password);
      if (!checked) return reply;
      const { result } = checked;
      if (result.status >= 300) return relayAuthResponse(request, reply, { ...result, setCookies: [] });
      const token = (result.json as { token?: unknown } | null)?.token;
      if (typeof token !== 'string') return sendProblem(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
      reply.header('cache-control', 'no-store');
      return { token, tokenType: 'Bearer' as const, expiresIn: sessionLifetimeSeconds(result.setCookies) };
    },
  );

  app.post(
    '/api/auth/sign-up/email',
    {
      config: { access: 'public', rateLimit: signUpLimit.rateLimit },
      errorHandler: signUpLimit.errorHandler,
      schema: { tags, summary: 'Create an account and sign in', body: signUpSchema, response: { 409: problemSchema, 503: problemSchema } },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const result = await callAuth(auth, request, { name, email, password });
      relayBearerToken(reply, result, senderOf(request));
      return relayAuthResponse(request, reply, withoutSessionToken(result));
    },
  );

  app.post('/api/auth/sign-out', { config: { access: 'public' }, schema: { tags, summary: 'End the session on the server', security: optionalSignIn } }, async (request, reply) => {
    return relayAuthResponse(request, reply, await callAuth(auth, request, {}));
  });

  app.post(
    '/api/auth/request-password-reset',
    {
      config: { access: 'public', rateLimit: resetLimit.rateLimit },
      errorHandler: resetLimit.errorHandler,
      schema: { tags, summary: 'Email a password-reset link (same answer whether or not the account exists)', body: forgotPasswordSchema, response: { 200: messageSchema, 503: problemSchema } },
    },
    async (request, reply) => {
      const result = await callAuth(auth, request, { email: request.body.email, redirectTo: '/reset-password' });
      return relayAuthResponse(request, reply, result, { message: accountMessages.resetSent });
    },
  );

  app.get(
    '/api/auth/reset-password/:token',
    { config: { access: 'public' }, schema: { tags, summary: 'Link from the reset email: checks the token and redirects to the reset page', params: z.object({ token: z.string().max(200) }), querystring: z.object({ callbackURL: returnPathSchema.optional() }) } },
    async (request, reply) => {
      return relayAuthResponse(request, reply, await callAuth(auth, request));
    },
  );

  app.post('/api/auth/reset-password', { config: { access: 'public' }, schema: { tags, summary: 'Set a new password with a reset token (ends every session)', body: resetPasswordSchema, response: { 200: messageSchema, 400: problemSchema } } }, async (request, reply) => {
    const result = await callAuth(auth, request, request.body);
    return relayAuthResponse(request, reply, result, { message: accountMessages.resetDone });
  });

  app.post(
    '/api/auth/sign-in/magic-link',
    {
      config: { access: 'public', rateLimit: signInLinkLimit.rateLimit },
      errorHandler: signInLinkLimit.errorHandler,
      schema: {
        tags,
        summary: 'Email a link that signs the account of this address in without its password (same answer whether or not the account exists)',
        description: 'The link works once, within 15 minutes, and leads to `returnTo` (a page of the shop; home when absent). Failed password attempts do not hold it back. Limited per client address (429).',
        body: signInLinkRequestSchema,
        response: { 200: messageSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const { email, returnTo } = request.body;
      const result = await callAuth(auth, request, { email, callbackURL: returnTo ?? '/', errorCallbackURL: SIGN_IN_LINK_FAILED_PAGE });
      return relayAuthResponse(request, reply, result, { message: accountMessages.signInLinkSent });
    },
  );

  app.get(
    '/api/auth/magic-link/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Link from the sign-in email: signs in (once) and redirects to the page asked for, or to Login when the link no longer works',
        querystring: z.object({ token: signInLinkTokenSchema.optional(), callbackURL: returnPathSchema.optional(), errorCallbackURL: returnPathSchema.optional() }),
      },
    },
    async (request, reply) => {
      // Both are in every link the shop mails; without `callbackURL` Better Auth would answer the session token in the body.
      if (!request.query.token) return sendProblem(reply, 'VALIDATION_FAILED', accountMessages.signInLinkInvalid, [{ field: 'token', message: accountMessages.signInLinkInvalid }]);
      if (!request.query.callbackURL) return sendProblem(reply, 'VALIDATION_FAILED', accountMessages.signInLinkInvalid, [{ field: 'callbackURL', message: accountMessages.signInLinkInvalid }]);
      const result = await callAuth(auth, request);
      // Opening the link confirms the address: this process forgets the sessions it knows at once.
      sessions.invalidate();
      return relayAuthResponse(request, reply, result);
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Link from the address-confirmation email: confirms the address (an ADMIN_EMAILS account becomes an admin) and redirects to the result page',
        querystring: z.object({ token: confirmationTokenSchema.optional(), callbackURL: returnPathSchema.optional() }),
      },
    },
    async (request, reply) => {
      if (!request.query.token) return sendProblem(reply, 'VALIDATION_FAILED', accountMessages.confirmationLinkInvalid, [{ field: 'token', message: accountMessages.confirmationLinkInvalid }]);
      const result = await callAuth(auth, request);
      // The account's role may have changed: this process forgets the sessions it knows at once.
      sessions.invalidate();
      return relayAuthResponse(request, reply, result);
    },
  );

  app.post(
    '/api/auth/send-verification-email',
    {
      config: { access: 'user', rateLimit: perAccountRateLimit(CONFIRMATION_MAILS_PER_HOUR, 60 * 60 * 1000, accountMessages.tooManyConfirmations) },
      schema: { tags, summary: "Email me a new link that confirms my account's address", response: { 200: messageSchema, 409: problemSchema, 429: problemSchema } },
    },
    async (request, reply) => {
      if (request.user.emailVerified) return sendProblem(reply, 'CONFLICT', accountMessages.alreadyConfirmed);
      const result = await callAuth(auth, request, { email: request.user.email, callbackURL: EMAIL_VERIFIED_PAGE });
      return relayAuthResponse(request, reply, result, { message: accountMessages.confirmationSent });
    },
  );

  app.get('/api/auth/get-session', { config: { access: 'public' }, schema: { tags, summary: 'The current session (Better Auth format)', security: optionalSignIn } }, async (request, reply) => {
    markAnswerPersonal(request);
    const result = await callAuth(auth, request);
    // Better Auth does not look at bans here; the shop treats a banned user's session as none.
    if (result.status === 200 && result.json && !(await request.sessionUser())) return relayAuthResponse(request, reply, { ...result, setCookies: [], json: null, text: 'null' });
    return relayAuthResponse(request, reply, withoutSessionToken(result));
  });

  if (google) {
    app.post(
      '/api/auth/sign-in/social',
      { config: { access: 'public' }, schema: { tags, summary: 'Start signing in with Google', body: z.object({ provider: z.literal('google'), callbackURL: returnPathSchema.default('/') }) } },
      async (request, reply) => {
        return relayAuthResponse(request, reply, await callAuth(auth, request, { provider: 'google', callbackURL: request.body.callbackURL, errorCallbackURL: '/login' }));
      },
    );
    app.get('/api/auth/callback/google', { config: { access: 'public' }, schema: { tags, summary: 'Google redirects here after sign-in' } }, async (request, reply) =>
      relayAuthResponse(request, reply, await callAuth(auth, request)),
    );
  }
};
