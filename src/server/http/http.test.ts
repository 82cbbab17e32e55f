import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';

describe('HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    t = await createTestApp('pglite', { webDir });
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document describing the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/reviews', '/api/shop', '/api/contact', '/healthz']));
    expect(document.paths['/api/contact'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'subject', 'message']);
  });

  it('serves the API reference page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page = response.statusCode === 302 ? await t.app.inject({ method: 'GET', url: response.headers.location as string }) : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API routes with a JSON 404 problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('serves the web app for browser routes, with a 404 status for paths the app has no page for', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
      const root = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(root.statusCode).toBe(200);
      expect(root.headers['content-type']).toContain('text/html');
    }
    const home = await t.app.inject({ method: 'GET', url: '/allProduct?page=2' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('sends security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large JSON responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shop', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves stored pictures with a year-long immutable cache', async () => {
    const name = `${'b'.repeat(24)}-400.webp`;
    await writeFile(path.join(t.config.dataDir, 'media', name), Buffer.from('RIFF0000WEBP'));
    const response = await t.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/media/nope.webp' });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' });
    expect(traversal.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('health check on %s', (kind) => {
  it('reports ok while the database answers and 503 once it does not', async () => {
    const t = await createTestApp(kind);
    try {
      // The search index is read once the app listens to the catalog announcements.
      await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', database: 'ok', search: 'index' }), { timeout: 10_000, interval: 20 });
      const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(ok.statusCode).toBe(200);
      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      // Whether the search index is still used then depends on the listening connection, which a dropped test database also ends.
      expect(down.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await t.close();
    }
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://shop.example.com' } });
  });
  afterAll(() => t.close());

  const contact = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: { email: 'a@b.co', subject: 'Hi', message: 'A question about breakers.' }, headers, remoteAddress });

  it('refuses a state-changing request from a foreign page', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example.com' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const [i, headers] of foreign.entries()) {
      const response = await contact(headers, `10.77.0.${i}`);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().detail).toBe('This request did not come from the shop.');
    }
  });

  it('accepts the shop itself and clients that are not browsers', async () => {
    expect((await contact({ origin: 'https://shop.example.com', 'sec-fetch-site': 'same-origin' }, '10.78.0.1')).statusCode).toBe(201);
    expect((await contact({ origin: 'http://localhost:80', host: 'localhost:80' }, '10.78.0.2')).statusCode).toBe(201);
    expect((await contact({}, '10.78.0.3')).statusCode).toBe(201);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com', ALLOW_TEST_PAYMENTS: 'true' } });
  });
  afterAll(() => t.close());

  it('sends HSTS and marks session cookies Secure, httpOnly and SameSite=Lax', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Prod', email: 'prod@example.com', password: 'password123' }, headers: { origin: 'https://shop.example.com' } });
    expect(signUp.statusCode).toBe(200);
    const cookie = String(signUp.headers['set-cookie']);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });
});
