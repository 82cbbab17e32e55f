import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tables of Better Auth (user, session, account, verification, with the admin plugin's
 * fields), kept in our own schema so one set of migrations serves the whole shop. The property
 * names are the ones Better Auth uses; the columns are snake_case.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('customer'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_known', sql`${t.role} in ('customer', 'admin')`), index('users_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sign-in methods of a user: the password hash (provider "credential") or a Google link. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

/** One-time values such as password-reset tokens. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** SPEC §9: one profile per user, updated in place. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  hometown: text('hometown').notNull(),
  nationality: text('nationality').notNull(),
  education: text('education').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every change of an account's role, and every removal: who, by whom, when. It keeps the email of
 * the account and of the one who made the change, so the history stays readable once either
 * account is gone (no foreign keys on purpose).
 */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    fromRole: text('from_role'),
    /** `admin`, `customer`, or `removed` (the account was removed). */
    toRole: text('to_role').notNull(),
    /** The admin who made the change; null when the shop did (ADMIN_EMAILS) or the command line. */
    changedByUserId: text('changed_by_user_id'),
    /** How people see who made the change: the admin's email, "ADMIN_EMAILS" or "command line". */
    changedBy: text('changed_by').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('role_changes_to_known', sql`${t.toRole} in ('admin', 'customer', 'removed')`), index('role_changes_newest_idx').on(t.at)],
);
