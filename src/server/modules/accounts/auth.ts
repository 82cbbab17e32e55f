import { and, eq, like, ne } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, magicLink } from 'better-auth/plugins';
import { SIGN_IN_LINK_MINUTES } from '../../../shared/accounts.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Log } from '../../log.js';
import type { Mailer } from '../../mail/mailer.js';
import { authAccounts, sessions, users, verifications } from './accounts.tables.js';
import { addressConfirmationMail } from './address-confirmation-mail.js';
import { passwordResetMail } from './password-reset-mail.js';
import { signInLinkMail } from './sign-in-link-mail.js';
import { isBanActive } from './session.js';
import { promoteOwners } from './users.service.js';

export const SESSION_COOKIE_PREFIX = 'shop';
/** Where the address-confirmation link lands (it adds `?error=CODE` when the link is not valid). */
export const EMAIL_VERIFIED_PAGE = '/email-verified';
const DAY_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Signs session cookies: BETTER_AUTH_SECRET, or the one kept in DATA_DIR. */
  secret: string;
  /** The address people open the shop at (PUBLIC_URL or http://localhost:PORT). */
  baseUrl: string;
  shopName: string;
  /** Better Auth's own messages go to the shop's log. */
  log?: Log;
}

/** Self-hosted accounts (SPEC §4): email and password, Google when configured, roles and bans. */
export function createAuth({ config, db, mailer, secret, baseUrl, shopName, log }: AuthOptions) {
  const development = config.env !== 'production';
  const localOrigins = development ? [baseUrl.replace('localhost', '127.0.0.1'), baseUrl.replace('127.0.0.1', 'localhost')] : [];
  return betterAuth({
    appName: shopName,
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl, ...localOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url, token }) => {
        await endOlderResetLinks(db, user.id, token);
        await mailer.send(passwordResetMail({ to: user.email, name: user.emailVerified ? user.name : null, url, shopName }));
      },
    },
    socialProviders: config.google ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } } : {},
    emailVerification: {
      // Every new address is asked to confirm (cash on delivery and order emails in full wait for it);
      // confirming an owner's address (ADMIN_EMAILS) makes the account an admin.
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PAGE)}`;
        await mailer.send(addressConfirmationMail({ to: user.email, url, shopName, owner: config.adminEmails.includes(user.email.toLowerCase()) }));
      },
      afterEmailVerification: async (user) => {
        await promoteOwners(db, config.adminEmails, { userId: user.id });
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    user: { deleteUser: { enabled: false } },
    plugins: [
      admin({ defaultRole: 'customer', adminRoles: ['admin'] }),
      bearer(),
      // A sign-in link by email (issue 39, hole 3): the owner of an address gets in even while failed
      // passwords from elsewhere hold the password sign-in. It makes no accounts, and goes only to a
      // confirmed address of an account not banned; any other address is sent nothing (the answer is
      // the same). Not to an unconfirmed one: opening it would confirm the address and end the
      // account's password (Better Auth ends what the registrant set up without proving the address),
      // and whatever a stranger typed into such an account would then be mailed to its reader.
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          if (!(await mayGetSignInLink(db, email))) return;
          await mailer.send(signInLinkMail({ to: email, url, shopName }));
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS: such an account is an admin from the start only when its address is already
          // confirmed (by Google); otherwise once its owner confirms it (afterEmailVerification).
          before: async (user) => ({ data: { ...user, role: user.emailVerified && config.adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'customer' } }),
        },
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      // Where a state-changing request may come from is judged once, for every route, by the shop's
      // cross-site guard (http/same-origin.ts). Better Auth's own CSRF check would refuse programs
      // that carry no cookie a page could forge, for lacking an Origin (Node's fetch sends
      // Sec-Fetch-Mode without one). Both settings are explicit because Better Auth otherwise skips
      // its checks under NODE_ENV=test: its check of redirect targets (callbackURL) runs in tests too.
      disableCSRFCheck: true,
      disableOriginCheck: false,
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    ...(log ? { logger: { level: 'warn' as const, log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => log[level]({ component: 'auth' }, message) } } : {}),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether `email` is the confirmed address of an account that is not banned (see the magic-link plugin above). */
async function mayGetSignInLink(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ banned: users.banned, banExpires: users.banExpires })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)));
  return row !== undefined && !isBanActive(row);
}

/**
 * A newer password-reset link ends the older ones: only the link in the latest email works, so a
 * link left in an old email (or someone else's copy of it) no longer resets the password.
 */
async function endOlderResetLinks(db: Database, userId: string, newestToken: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%'), ne(verifications.identifier, `reset-password:${newestToken}`)));
}
