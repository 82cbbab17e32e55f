import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has defaults that run the shop on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', databaseUrl: undefined, demoData: true, trustProxy: false });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads each variable', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/shop',
      DATABASE_URL: 'postgres://u@db/shop',
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: secret,
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
      ALLOW_TEST_PAYMENTS: 'true',
      UNPAID_ORDER_MINUTES: '45',
      MAX_UNPAID_ORDERS: '3',
      MAX_UNPAID_PIECES: '250',
      ORDERS_PER_HOUR: '12',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/shop',
      databaseUrl: 'postgres://u@db/shop',
      demoData: false,
      env: 'production',
      authSecret: secret,
      adminEmails: ['boss@example.com', 'ops@example.com'],
      google: { clientId: 'id', clientSecret: 'secret' },
      smtpUrl: 'smtp://mail.example.com:587',
      unpaidOrders: { expireAfterMinutes: 45, maxOrders: 3, maxPieces: 250, maxStockPercent: 50, pickupHoldDays: 7, perHour: 12 },
    });
  });

  it('refuses the test-card provider in production unless test payments are allowed on purpose', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow('Invalid PAYMENT_PROVIDER: test-card takes no real money and is refused in production');
    expect(() => loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).stripe).toBeUndefined();
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...production, ...stripe }).stripe).toMatchObject({ secretKey: 'sk_test_x' });
    expect(loadConfig({ NODE_ENV: 'development' }).stripe).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT: must be a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid PORT: must be a port number (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid DATABASE_URL: must start with postgres:// or postgresql:// (got "mysql://x")'],
    [{ DEMO_DATA: 'maybe' }, 'Invalid DEMO_DATA: must be true or false (got "maybe")'],
    [{ NODE_ENV: 'prod' }, 'Invalid NODE_ENV: must be development, production or test (got "prod")'],
    [{ NODE_ENV: 'production' }, 'Invalid BETTER_AUTH_SECRET: required in production (e.g. openssl rand -hex 32)'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'Invalid BETTER_AUTH_SECRET: must be at least 32 characters (e.g. openssl rand -hex 32) (got "short")'],
    [{ ADMIN_EMAILS: 'boss@example.com, nope' }, 'Invalid ADMIN_EMAILS: must be a comma-separated list of email addresses (got "boss@example.com, nope")'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'Invalid GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid SMTP_URL: must start with smtp:// or smtps:// (got "mail.example.com")'],
    [{ UNPAID_ORDER_MINUTES: '0' }, 'Invalid UNPAID_ORDER_MINUTES: must be at least 1 minute (got "0")'],
    [{ MAX_UNPAID_ORDERS: '2.5' }, 'Invalid MAX_UNPAID_ORDERS: must be a whole number (got "2.5")'],
    [{ ALLOW_TEST_PAYMENTS: 'sure' }, 'Invalid ALLOW_TEST_PAYMENTS: must be true or false (got "sure")'],
  ])('stops with a one-line message naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
