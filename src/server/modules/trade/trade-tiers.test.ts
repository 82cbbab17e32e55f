import { describe, expect, it } from 'vitest';
import { MAX_TRADE_DISCOUNT_BASIS_POINTS, TIER_NAME_MAX, tradeMessages as m, type TradeTier } from '../../../shared/schemas/trade.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { tierName, tradeTestBed } from './trade-test-bed.js';

const UNKNOWN_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/** Issue 15 §5: the trade price tiers admins keep — a name and a share off every list price. */
describe.each(testDatabaseKinds())('trade price tiers on %s', (kind) => {
  const bed = tradeTestBed(kind);
  const listed = async (): Promise<TradeTier[]> => {
    const response = await bed.tiers();
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: TradeTier[] }>().items;
  };

  it('makes, lists (the smallest share first, with their approved accounts), renames and re-prices a tier', async () => {
    const name = tierName();
    const created = await bed.createTier({ name: `  ${name} `, discountBasisPoints: 1_750 });
    expect(created.statusCode, created.body).toBe(201);
    const { message, tier } = created.json<{ message: string; tier: TradeTier }>();
    expect(message).toBe(m.tierCreated);
    expect(tier).toEqual({ id: expect.any(String), name, discountBasisPoints: 1_750, accounts: 0 });
    expect(await listed()).toContainEqual(tier);

    const customer = await bed.customer();
    await bed.applied(customer);
    await bed.approved(customer.id, { tierId: tier.id });
    const waiting = await bed.customer();
    await bed.applied(waiting);
    expect((await listed()).find((item) => item.id === tier.id)?.accounts).toBe(1);

    const renamed = await bed.patchTier(tier.id, { name: `${name} Plus` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ message: m.tierSaved, tier: { ...tier, name: `${name} Plus`, accounts: 1 } });
    expect((await bed.patchTier(tier.id, { discountBasisPoints: 2_000 })).json().tier).toMatchObject({ name: `${name} Plus`, discountBasisPoints: 2_000 });
    // The account buys at the tier's new share from now on.
    expect(await bed.myAccount(customer)).toMatchObject({ tier: { name: `${name} Plus`, discountBasisPoints: 2_000 } });

    const shares = (await listed()).map((item) => item.discountBasisPoints);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('refuses a name another tier has, in any case, on making and on renaming', async () => {
    const name = tierName();
    await bed.tier(1_000, name);
    const taken = await bed.createTier({ name: name.toLowerCase(), discountBasisPoints: 1_100 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', detail: m.tierNameTaken, errors: [{ field: 'name', message: m.tierNameTaken }] });
    const other = await bed.tier(1_200);
    const renamed = await bed.patchTier(other.id, { name: ` ${name.toUpperCase()} ` });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().detail).toBe(m.tierNameTaken);
    expect((await listed()).find((item) => item.id === other.id)?.name).toBe(other.name);
    // Renaming a tier to its own name in another case is no clash.
    expect((await bed.patchTier(other.id, { name: other.name.toUpperCase() })).statusCode).toBe(200);
  });

  const badTiers: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: undefined }, 'name', m.tierNameRequired],
    ['a name of spaces', { name: '   ' }, 'name', m.tierNameRequired],
    ['a name too long', { name: 'x'.repeat(TIER_NAME_MAX + 1) }, 'name', m.tierNameTooLong],
    ['no share', { discountBasisPoints: undefined }, 'discountBasisPoints', m.tierDiscountRange],
    ['a share of nothing', { discountBasisPoints: 0 }, 'discountBasisPoints', m.tierDiscountRange],
    ['a negative share', { discountBasisPoints: -500 }, 'discountBasisPoints', m.tierDiscountRange],
    ['a share over half', { discountBasisPoints: MAX_TRADE_DISCOUNT_BASIS_POINTS + 1 }, 'discountBasisPoints', m.tierDiscountRange],
    ['a share with more than two decimals', { discountBasisPoints: 1_000.5 }, 'discountBasisPoints', m.tierDiscountPrecision],
    ['a share as text', { discountBasisPoints: '1000' }, 'discountBasisPoints', m.tierDiscountRange],
  ];

  it.each(badTiers)('refuses a tier with %s, making nothing', async (_, change, field, message) => {
    const before = await listed();
    const response = await bed.createTier({ name: tierName(), discountBasisPoints: 1_000, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await listed()).toEqual(before);
  });

  it('refuses bad changes and unknown tiers', async () => {
    const tier = await bed.tier(900);
    for (const [payload, field, message] of [
      [{}, 'body', m.nothingToChange],
      [{ name: '' }, 'name', m.tierNameRequired],
      [{ discountBasisPoints: 6_000 }, 'discountBasisPoints', m.tierDiscountRange],
    ] as const) {
      const response = await bed.patchTier(tier.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect((await listed()).find((item) => item.id === tier.id)).toEqual(tier);
    for (const id of [UNKNOWN_ID, 'not-a-tier', "1' OR '1'='1"]) {
      expect((await bed.patchTier(id, { discountBasisPoints: 1_000 })).statusCode, id).toBe(404);
      const deleted = await bed.deleteTier(id);
      expect(deleted.statusCode, id).toBe(404);
      expect(deleted.json().detail).toBe(m.tierNotFound);
    }
  });

  it('deletes a tier no account is in, and refuses one an approved account is in (409)', async () => {
    const unused = await bed.tier(800);
    const deleted = await bed.deleteTier(unused.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: m.tierDeleted });
    expect((await listed()).map((item) => item.id)).not.toContain(unused.id);
    expect((await bed.deleteTier(unused.id)).statusCode).toBe(404);

    const used = await bed.tier(850);
    const customer = await bed.customer();
    await bed.applied(customer);
    await bed.approved(customer.id, { tierId: used.id });
    const inUse = await bed.deleteTier(used.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'CONFLICT', detail: m.tierInUse });
    expect((await listed()).map((item) => item.id)).toContain(used.id);

    // Moved to another tier, the account no longer holds it.
    const other = await bed.tier(860);
    expect((await bed.patch(customer.id, { tierId: other.id })).statusCode).toBe(200);
    expect((await bed.deleteTier(used.id)).statusCode).toBe(200);
  });
});
