import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopConfigSchema } from '../../../shared/schemas/shop.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('shop configuration API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves the shop configuration the home page needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(response.statusCode).toBe(200);
    const shop = shopConfigSchema.parse(response.json());
    expect(shop).toEqual(t.shop);
    expect(shop.currency).toBe('USD');
    expect(shop.footer.copyrightYear).toBe(2022);
    expect(shop.counters.map((c) => `${c.label} ${c.value}${c.suffix}`)).toEqual([
      'Served customers 670',
      'Annual revenue 120M',
      'Reviews 33K',
      'Tools 123',
    ]);
    expect(shop.capabilities.faq.map((f) => f.question)).toEqual([
      'Why Buy From Us',
      'Safety',
      'Quality',
      'Why Do We Do It?',
      'Why Do You Like Our Service?',
    ]);
    expect(shop.partners).toHaveLength(6);
  });
});
