import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('Continue with Google', () => {
  let withGoogle: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withGoogle = await createTestApp('pglite', {
      env: { GOOGLE_CLIENT_ID: 'shop-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'shop-client-secret', PUBLIC_URL: 'https://shop.example.com' },
    });
    without = await createTestApp('pglite');
  });
  afterAll(async () => {
    await withGoogle.close();
    await without.close();
  });

  it('is offered only when Google credentials are configured', async () => {
    expect((await withGoogle.app.inject({ method: 'GET', url: '/api/session' })).json().providers).toEqual({ google: true });
    expect((await without.app.inject({ method: 'GET', url: '/api/session' })).json().providers).toEqual({ google: false });
    const refused = await without.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/' } });
    expect(refused.statusCode).toBe(404);
  });

  it("sends the browser to Google with the shop's client id and callback URL", async () => {
    const response = await withGoogle.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard' },
      headers: { origin: 'https://shop.example.com' },
    });
    expect(response.statusCode).toBe(200);
    const target = new URL(response.json().url);
    expect(target.origin).toBe('https://accounts.google.com');
    expect(target.searchParams.get('client_id')).toBe('shop-client-id.apps.googleusercontent.com');
    expect(target.searchParams.get('redirect_uri')).toBe('https://shop.example.com/api/auth/callback/google');
    expect(target.searchParams.get('state')).toBeTruthy();
  });

  it('never sends the browser back outside the shop', async () => {
    for (const callbackURL of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com']) {
      const response = await withGoogle.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL } });
      expect(response.statusCode, callbackURL).toBe(400);
    }
  });
});
