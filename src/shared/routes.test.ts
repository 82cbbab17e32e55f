import { describe, expect, it } from 'vitest';
import { isAppPath, orderPath } from './routes.js';

describe('browser routes', () => {
  it('knows every page of SPEC §2, with its historic spelling', () => {
    for (const path of ['/', '/allProduct', '/allReview', '/blogs', '/myProtfolio', '/login', '/register', '/order/abc', '/dashboard', '/dashboard/manageAllprodcts']) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('does not know other paths, so they get a 404 status', () => {
    for (const path of ['/nope', '/allProducts/x', '/order', '/order/a/b', '/api/products']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('builds order links', () => {
    expect(orderPath('0b6f')).toBe('/order/0b6f');
  });
});
