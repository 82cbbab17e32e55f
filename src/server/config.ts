import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * An origin as browsers send it in the Origin header: http(s), host and port, nothing else
 * (`https://App.example.com/` → `https://app.example.com`); null when `text` is something more.
 */
function bareOrigin(text: string): string | null {
  if (text.includes('*')) return null;
  try {
    const url = new URL(text);
    const bare = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash && !/[?#]/.test(text);
    return bare ? url.origin : null;
  } catch {
    return null;
  }
}

const corsOrigin = z.string().transform((text, context) => {
  const origin = bareOrigin(text);
  if (origin) return origin;
  context.addIssue({ code: 'custom', message: `"${text}" is not an origin: give the scheme, host and port only, such as https://app.example.com (no path, no *); separate several with commas` });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0).max(65535, 'must be a port number').default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or : . - _').default('shop:'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://shop.example.com' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino log level' }).default('info'),
  DEMO_DATA: booleanText.default(true),
  TRUST_PROXY: booleanText.default(false),
  CORS_ORIGINS: z
    .string()
    .transform((text) => text.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(corsOrigin))
    .default([]),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ADMIN_EMAILS: z
    .string()
    .transform((text) => text.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })))
    .default([]),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Volt & Bolt <no-reply@voltandbolt.example>'),
  PAYMENT_PROVIDER: z.enum(['test-card', 'stripe'], { error: 'must be test-card or stripe' }).default('test-card'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  ALLOW_TEST_PAYMENTS: booleanText.default(false),
  UNPAID_ORDER_MINUTES: z.coerce.number({ error: 'must be a whole number of minutes' }).int('must be a whole number of minutes').min(1, 'must be at least 1 minute').max(7 * 24 * 60, 'must be at most a week (10080 minutes)').default(30),
  MAX_UNPAID_ORDERS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(5),
  MAX_UNPAID_PIECES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(1000),
  PICKUP_HOLD_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int('must be a whole number of days').min(1, 'must be at least 1 day').max(60, 'must be at most 60 days').default(7),
  MAX_UNPAID_STOCK_PERCENT: z.coerce.number({ error: 'must be a whole number of percent' }).int('must be a whole number of percent').min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
  ORDERS_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(30),
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{2,254}$/, 'must be a bucket name (letters, digits, dots, hyphens)').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Limit counters shared by all app processes: in Redis when set, otherwise in the database. */
  redis: { url: string; keyPrefix: string } | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  /** Load the demo catalog into an empty database on start. */
  demoData: boolean;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** Web pages of these origins may call the API from the browser, with a bearer token only (http/cors.ts). */
  corsOrigins: string[];
  /** Signs sessions; required in production, otherwise kept in DATA_DIR/auth-secret. */
  authSecret: string | undefined;
  /** Accounts with these emails are admins (applied at sign-up and at start-up). */
  adminEmails: string[];
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Stripe settings when PAYMENT_PROVIDER=stripe; otherwise the built-in test-card provider. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** What unpaid orders may hold, so that no customer can take the stock away from the others. */
  unpaidOrders: UnpaidOrderLimits;
  /** Where pictures are kept: DATA_DIR/media (default) or an S3-compatible bucket (MEDIA_STORE=s3). */
  mediaStore: MediaStoreConfig;
}

export type MediaStoreConfig = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `{endpoint}/{bucket}/…` rather than `{bucket}.{host}/…`. */
  forcePathStyle: boolean;
}

export interface UnpaidOrderLimits {
  /** An unpaid order is cancelled, and its stock returned, this long after it was placed. */
  expireAfterMinutes: number;
  /** At most this many unpaid orders per customer at a time. */
  maxOrders: number;
  /** At most this many pieces in all of a customer's unpaid orders together. */
  maxPieces: number;
  /**
   * At most this share (in percent) of a product's stock in one customer's unpaid orders, so that
   * a few unpaid orders cannot sell a product out for everyone else (at least one minimum order).
   */
  maxStockPercent: number;
  /** A cash-on-delivery order for pickup that the shop has not made ready this many days after it was placed is cancelled. */
  pickupHoldDays: number;
  /** At most this many orders placed per customer per hour (paid or not). */
  perHour: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a wrong value throws a ConfigError whose message names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'} (got ${JSON.stringify(env[name])})`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError('Invalid BETTER_AUTH_SECRET: required in production (e.g. openssl rand -hex 32)');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(`Invalid ${e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither`);
  }
  let stripe: Config['stripe'];
  if (e.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[name]) throw new ConfigError(`Invalid ${name}: required when PAYMENT_PROVIDER is stripe`);
    }
    stripe = { secretKey: e.STRIPE_SECRET_KEY ?? '', publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '', webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '' };
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'test-card' && !e.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'Invalid PAYMENT_PROVIDER: test-card takes no real money and is refused in production; set PAYMENT_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true for a demonstration shop',
    );
  }
  const mediaStore = mediaStoreOf(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    authSecret: e.BETTER_AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe,
    unpaidOrders: { expireAfterMinutes: e.UNPAID_ORDER_MINUTES, maxOrders: e.MAX_UNPAID_ORDERS, maxPieces: e.MAX_UNPAID_PIECES, maxStockPercent: e.MAX_UNPAID_STOCK_PERCENT, pickupHoldDays: e.PICKUP_HOLD_DAYS, perHour: e.ORDERS_PER_HOUR },
    mediaStore,
  };
}

function mediaStoreOf(e: z.infer<typeof envSchema>): MediaStoreConfig {
  if (e.MEDIA_STORE === 'local') {
    if (e.S3_BUCKET) throw new ConfigError('Invalid MEDIA_STORE: S3_BUCKET is set but MEDIA_STORE is local; set MEDIA_STORE=s3 to keep pictures in the bucket, or unset S3_BUCKET');
    return { kind: 'local' };
  }
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name]) throw new ConfigError(`Invalid ${name}: required when MEDIA_STORE is s3`);
  }
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET ?? '',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    },
  };
}
