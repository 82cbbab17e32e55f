import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeTier } from '../../shared/schemas/trade.js';
import { signUpAdmin } from '../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { seedDemoTradeTiers } from './seed-demo-trade-tiers.js';

describe.each(testDatabaseKinds())('demo trade price tiers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('are added once: Trade at 10 % and Contractor at 15 % off list prices', async () => {
    expect(await seedDemoTradeTiers(t.database.db)).toBe(2);
    expect(await seedDemoTradeTiers(t.database.db)).toBe(0);
    const admin = await signUpAdmin(t.app, t.database.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/trade-tiers', headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const tiers = response.json<{ items: TradeTier[] }>().items;
    expect(tiers.map(({ name, discountBasisPoints, accounts }) => ({ name, discountBasisPoints, accounts }))).toEqual([
      { name: 'Trade', discountBasisPoints: 1_000, accounts: 0 },
      { name: 'Contractor', discountBasisPoints: 1_500, accounts: 0 },
    ]);
  });
});
