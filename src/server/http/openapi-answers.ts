import { z } from 'zod';
import { roleSchema } from '../../shared/schemas/accounts.js';
import { uploadedPictureSchema } from '../../shared/schemas/media.js';
import { sessionCookieName } from '../modules/accounts/session-cookie.js';
import { DEVICE_COOKIE } from '../modules/accounts/device-cookie.js';

/**
 * Answers documented for routes that relay a body they do not build themselves (Better Auth's
 * answers, passed on as they come) or whose handler replies without a response schema. They are
 * for the OpenAPI document only: a response schema on the route would also filter and check the
 * body at run time. openapi-document.test.ts checks each of them against a real answer.
 */
export interface DocumentedAnswer {
  schema?: z.ZodType;
  description: string;
  headers?: Record<string, { type: 'string' | 'integer'; description: string }>;
}

const dateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601 date and time (UTC)' });

/** The user object of Better Auth's answers (sign-in, sign-up, get-session). */
const authUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  role: roleSchema,
  banned: z.boolean().nullable(),
  banReason: z.string().nullable(),
  banExpires: dateTime.nullable(),
});

const authSessionSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: dateTime,
  createdAt: dateTime,
  updatedAt: dateTime,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  impersonatedBy: z.string().nullable(),
});

const sessionCookie = sessionCookieName(false);
const setSessionCookie = {
  type: 'string' as const,
  description: `\`${sessionCookie}\` (\`__Secure-${sessionCookie}\` in production): the session, HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days. Browsers send it back by themselves; programs use the bearer token instead.`,
};
const location = { type: 'string' as const, description: 'Where the browser goes next: a page of the shop' };
const setAuthToken = {
  type: 'string' as const,
  description: 'The bearer token of the new session, for programs (requests without an Origin, or from a page allowed by CORS_ORIGINS; never to the shop\'s own pages): send it as `Authorization: Bearer <token>`. It ends with the session (sign-out, password reset).',
};

export const documentedAnswers: Record<string, Record<number, DocumentedAnswer>> = {
  'POST /api/auth/sign-in/email': {
    200: {
      description: 'Signed in: the account in the body; the session as a cookie (browsers) and, for programs, as a bearer token in `set-auth-token`',
      schema: z.looseObject({ redirect: z.boolean(), url: z.string().optional(), user: authUserSchema }),
      headers: {
        'set-auth-token': setAuthToken,
        'Set-Cookie': {
          ...setSessionCookie,
          description: `${setSessionCookie.description} Also \`${DEVICE_COOKIE}\` (Path=/api/auth, one year): this browser signed in to the account before, so failed guesses from elsewhere do not lock it out.`,
        },
      },
    },
  },
  'POST /api/auth/sign-up/email': {
    200: {
      description: 'The account is created and signed in: the account in the body; the session as a cookie and, for programs, as a bearer token in `set-auth-token`',
      schema: z.looseObject({ user: authUserSchema }),
      headers: { 'set-auth-token': setAuthToken, 'Set-Cookie': setSessionCookie },
    },
  },
  'POST /api/auth/sign-out': {
    200: {
      description: 'The session has ended; the session cookie is cleared',
      schema: z.looseObject({ success: z.boolean() }),
      headers: { 'Set-Cookie': { type: 'string', description: `Clears \`${sessionCookie}\`` } },
    },
    403: { description: 'Sent from another site: an Origin other than the shop’s (`null` included), `Sec-Fetch-Site: cross-site` or `same-site`, or cookies with a Referer of another site; also cookies from an origin of CORS_ORIGINS (it must use a bearer token)' },
  },
  'GET /api/auth/get-session': {
    200: {
      description: 'The current session and its user (Better Auth format), or null when not signed in',
      schema: z.looseObject({ session: authSessionSchema, user: authUserSchema }).nullable(),
    },
  },
  'GET /api/auth/verify-email': {
    200: { description: 'The address is confirmed (without callbackURL)', schema: z.looseObject({ status: z.boolean(), user: authUserSchema.nullable() }) },
    302: { description: 'With callbackURL: to that page, with `?error=CODE` when the link is not valid', headers: { Location: location } },
  },
  'GET /api/auth/reset-password/{token}': {
    302: { description: 'To callbackURL with `?token=…` to set a new password, or with `?error=INVALID_TOKEN`', headers: { Location: location } },
  },
  'POST /api/auth/sign-in/social': {
    200: { description: 'Where to send the browser to sign in with Google', schema: z.looseObject({ url: z.string(), redirect: z.boolean() }) },
  },
  'GET /api/auth/callback/google': {
    302: { description: 'Signed in (the session cookie is set): to the page the sign-in started from', headers: { Location: location, 'Set-Cookie': setSessionCookie } },
  },
  'POST /api/media/pictures': {
    201: { description: 'The picture is stored: its key (to send with a product or review) and its URLs', schema: uploadedPictureSchema },
    400: { description: 'No file in the request' },
    413: { description: 'The picture is larger than 5 MB' },
    415: { description: 'Not multipart/form-data, or the file is not a JPEG, PNG, WebP or AVIF picture' },
  },
};
