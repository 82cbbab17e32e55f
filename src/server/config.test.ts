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
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/shop', DATABASE_URL: 'postgres://u@db/shop', DEMO_DATA: 'false', NODE_ENV: 'production' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/shop', databaseUrl: 'postgres://u@db/shop', demoData: false, env: 'production' });
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
  ])('stops with a one-line message naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
