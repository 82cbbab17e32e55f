import { describe, expect, it } from 'vitest';
import { isAppPath, isSafeReturnPath, legalPath, orderPath } from './routes.js';

describe('browser routes', () => {
  it('knows every page of SPEC §2, with its historic spelling', () => {
    for (const path of ['/', '/allProduct', '/allReview', '/blogs', '/myProtfolio', '/login', '/register', '/order/abc', '/dashboard', '/dashboard/manageAllprodcts', '/search', '/category/drills', '/product/cordless-drill-dd-18', '/stock-alerts/unsubscribe', '/dashboard/categories', '/legal/terms-of-use', '/legal/cookie-policy/', '/cart', '/checkout', '/cart/', '/compare']) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('does not know other paths, so they get a 404 status', () => {
    for (const path of ['/nope', '/allProducts/x', '/order', '/order/a/b', '/api/products', '/category', '/category/a/b', '/product', '/product/a/b', '/legal', '/legal/', '/legal/a/b', '/legal/no-such-page', '/cart/x', '/checkout/x', '/carts']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('builds order links', () => {
    expect(orderPath('0b6f')).toBe('/order/0b6f');
  });

  it('builds legal page links', () => {
    expect(legalPath('privacy-policy')).toBe('/legal/privacy-policy');
    expect(legalPath('a/b')).toBe('/legal/a%2Fb');
  });

  it('accepts return paths inside the shop, with their query', () => {
    for (const value of ['/', '/dashboard', '/dashboard/updateProfile?tab=x', '/order/abc#form', '/allProduct?page=2', '/a/./b', '/%2F%2Fevil.example']) {
      expect(isSafeReturnPath(value), value).toBe(true);
    }
  });

  it('refuses return paths that lead to another site, however they are spelt', () => {
    for (const value of ['', 'dashboard', 'https://evil.example', 'javascript:alert(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/.//evil.example', '/..//evil.example/x', '/a/..//evil.example', '/.\\/evil.example', '/\u007f/evil.example']) {
      expect(isSafeReturnPath(value), JSON.stringify(value)).toBe(false);
    }
  });
});
