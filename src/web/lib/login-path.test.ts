import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './login-path';

describe('loginPath', () => {
  it('keeps the path and query of the page to come back to', () => {
    expect(loginPath('/dashboard/updateProfile?tab=x')).toBe('/login?returnTo=%2Fdashboard%2FupdateProfile%3Ftab%3Dx');
  });

  it('leads to Register with the same return when asked', () => {
    expect(loginPath('/checkout', '/register')).toBe('/register?returnTo=%2Fcheckout');
    expect(loginPath('/', '/register')).toBe('/register');
  });

  it('leaves out home and anything outside the shop', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example/phish')).toBe('/login');
  });
});

describe('safeReturnPath', () => {
  it('returns a path inside the shop as it is', () => {
    expect(safeReturnPath('/dashboard?page=2')).toBe('/dashboard?page=2');
  });

  it('sends anything else home', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'dashboard', '/login', '/login/?returnTo=%2Flogin', '/register']) {
      expect(safeReturnPath(value)).toBe('/');
    }
  });
});
