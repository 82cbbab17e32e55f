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
    });
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
  ])('stops with a one-line message naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
