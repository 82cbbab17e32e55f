import { describe, expect, it } from 'vitest';
import { sessionCookieName, sessionLifetimeSeconds } from './session-cookie.js';

describe('the session cookie', () => {
  it('is Secure-prefixed in production only', () => {
    expect(sessionCookieName(false)).toBe('shop.session_token');
    expect(sessionCookieName(true)).toBe('__Secure-shop.session_token');
  });

  it("gives a bearer token the session's lifetime whether or not the cookie is Secure (production)", () => {
    const device = 'shop.device=abc; Path=/api/auth; Max-Age=31536000; HttpOnly';
    expect(sessionLifetimeSeconds([device, 'shop.session_token=t.s; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'])).toBe(2_592_000);
    expect(sessionLifetimeSeconds([device, '__Secure-shop.session_token=t.s; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax'])).toBe(2_592_000);
    expect(sessionLifetimeSeconds([device])).toBe(0);
  });
});
