import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { discountMessages as m, maxUsesBelowUsedMessage, type DiscountCodePage, type DiscountCodeView } from '../../../shared/schemas/discounts.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { startOfDay } from './discount-days.js';
import { discountCodes } from './discounts.tables.js';

let codes = 0;

/** A valid new code of its own. */
function newCode(overrides: Record<string, unknown> = {}) {
  codes += 1;
  return { code: `Spring-${codes}`, kind: 'percent', percentBasisPoints: 1_000, ...overrides };
}

/** Issue 15 §4, admins: making, listing, changing and archiving discount codes, and every bad input. */
describe.each(testDatabaseKinds())('discount codes (admins) on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, user: TestUser | null = admin) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: user ? { cookie: user.cookie } : {} });
  const create = async (code: Record<string, unknown>) => {
    const response = await send('POST', '/api/discount-codes', code);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: string; discountCode: DiscountCodeView }>().discountCode;
  };
  const change = (id: string, changes: Record<string, unknown>) => send('PATCH', `/api/discount-codes/${id}`, changes);
  const listed = async (query = '?pageSize=100') => (await send('GET', `/api/discount-codes${query}`)).json<DiscountCodePage>();
  const expectRefused = async (response: Awaited<ReturnType<typeof send>>, status: number, field: string, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toContainEqual({ field, message });
  };

  it('makes a percentage code and a fixed-amount code, kept as typed, and lists them with their uses', async () => {
    const response = await send('POST', '/api/discount-codes', newCode({ code: ' Summer-Sale_26 ', description: ' Summer flyer ', percentBasisPoints: 1_250, minOrder: 5_000, startsOn: '2026-06-01', endsOn: '2026-08-31', maxUses: 100, maxUsesPerCustomer: 1 }));
    expect(response.statusCode, response.body).toBe(201);
    const { message, discountCode } = response.json<{ message: string; discountCode: DiscountCodeView }>();
    expect(message).toBe(m.created);
    expect(discountCode).toMatchObject({
      code: 'Summer-Sale_26',
      description: 'Summer flyer',
      kind: 'percent',
      percentBasisPoints: 1_250,
      amount: null,
      minOrder: 5_000,
      startsOn: '2026-06-01',
      endsOn: '2026-08-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      used: 0,
    });
    const fixed = await create(newCode({ kind: 'amount', amount: 1_500, percentBasisPoints: undefined }));
    expect(fixed).toMatchObject({ kind: 'amount', amount: 1_500, percentBasisPoints: null, minOrder: 0, startsOn: null, endsOn: null, maxUses: null, maxUsesPerCustomer: null, status: 'active' });
    const page = await listed();
    expect(page.items.find((item) => item.id === discountCode.id)).toEqual(discountCode);
    expect(page.items.find((item) => item.id === fixed.id)).toEqual(fixed);
    // Newest first.
    expect(page.items.findIndex((item) => item.id === fixed.id)).toBeLessThan(page.items.findIndex((item) => item.id === discountCode.id));
  });

  it('keeps the days as the shop’s days: from the start of the first to the end of the last', async () => {
    const made = await create(newCode({ startsOn: '2026-03-28', endsOn: '2026-03-29' }));
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, made.id));
    expect(row?.startsAt).toEqual(startOfDay('2026-03-28', t.shop.timeZone));
    expect(row?.endsAt).toEqual(startOfDay('2026-03-30', t.shop.timeZone));
    // One day only is a valid period.
    expect(await create(newCode({ startsOn: '2026-05-01', endsOn: '2026-05-01' }))).toMatchObject({ startsOn: '2026-05-01', endsOn: '2026-05-01' });
  });

  it('says where each code stands: active, scheduled, expired, used up, archived', async () => {
    const scheduled = await create(newCode({ startsOn: '2999-01-01' }));
    const expired = await create(newCode({ endsOn: '2001-01-31' }));
    const usedUp = await create(newCode({ maxUses: 1 }));
    await t.database.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, usedUp.id));
    expect([scheduled.status, expired.status]).toEqual(['scheduled', 'expired']);
    expect((await listed()).items.find((item) => item.id === usedUp.id)).toMatchObject({ status: 'used_up', used: 1 });
  });

  it('refuses a code that differs from an existing one only in case (409)', async () => {
    await create(newCode({ code: 'TAKEN-ONE' }));
    await expectRefused(await send('POST', '/api/discount-codes', newCode({ code: 'taken-one' })), 409, 'code', m.codeTaken);
    const twice = await Promise.all([send('POST', '/api/discount-codes', newCode({ code: 'Race-Code' })), send('POST', '/api/discount-codes', newCode({ code: 'RACE-code' }))]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no code', { code: undefined }, 'code', m.codeRequired],
    ['a code of 2 characters', { code: 'AB' }, 'code', m.codeShape],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, 'code', m.codeShape],
    ['a code with a space', { code: 'SPRING 10' }, 'code', m.codeShape],
    ['a code with other letters', { code: 'FRÜHLING' }, 'code', m.codeShape],
    ['an unknown kind', { kind: 'free' }, 'kind', m.kindRequired],
    ['a percentage code without its percentage', { percentBasisPoints: undefined }, 'percentBasisPoints', m.percentRequired],
    ['0 %', { percentBasisPoints: 0 }, 'percentBasisPoints', m.percentRange],
    ['more than 100 %', { percentBasisPoints: 10_001 }, 'percentBasisPoints', m.percentRange],
    ['a fraction of a basis point', { percentBasisPoints: 12.5 }, 'percentBasisPoints', m.percentPrecision],
    ['a percentage code with an amount too', { amount: 500 }, 'amount', m.valueOfOtherKind],
    ['an amount code without its amount', { kind: 'amount', percentBasisPoints: undefined }, 'amount', m.amountRequired],
    ['an amount of 0', { kind: 'amount', percentBasisPoints: undefined, amount: 0 }, 'amount', m.amountCents],
    ['an amount in fractions of a cent', { kind: 'amount', percentBasisPoints: undefined, amount: 9.5 }, 'amount', m.amountCents],
    ['an amount beyond the money limit', { kind: 'amount', percentBasisPoints: undefined, amount: MAX_MINOR_UNITS + 1 }, 'amount', m.amountTooHigh],
    ['a negative minimum order', { minOrder: -1 }, 'minOrder', m.minOrderCents],
    ['a day that is no day', { startsOn: '2026-02-30' }, 'startsOn', m.dayShape],
    ['a time instead of a day', { endsOn: '2026-05-01T10:00:00Z' }, 'endsOn', m.dayShape],
    ['a last day before the first', { startsOn: '2026-05-02', endsOn: '2026-05-01' }, 'endsOn', m.endsBeforeStarts],
    ['no uses at all', { maxUses: 0 }, 'maxUses', m.maxUsesRange],
    ['uses per customer in fractions', { maxUsesPerCustomer: 1.5 }, 'maxUsesPerCustomer', m.maxUsesPerCustomerRange],
    ['a description too long', { description: 'x'.repeat(201) }, 'description', m.descriptionTooLong],
  ])('refuses %s with a 400 that names the field', async (_case, overrides, field, message) => {
    await expectRefused(await send('POST', '/api/discount-codes', newCode(overrides)), 400, field, message);
  });

  it.each([
    ['a last day far off', { endsOn: '9999-12-31' }, 'endsOn'],
    ['a last day after the year 2999', { endsOn: '3000-01-01' }, 'endsOn'],
    ['a first day in the year 0', { startsOn: '0000-01-01' }, 'startsOn'],
    ['a first day in the year 1', { startsOn: '0001-01-01' }, 'startsOn'],
    ['a first day before the year 2000', { startsOn: '1999-12-31' }, 'startsOn'],
  ])('refuses %s (400, nothing written) when making and when changing a code', async (_case, days, field) => {
    const made = await create(newCode({ startsOn: '2026-01-01', endsOn: '2026-12-31' }));
    const before = await t.database.db.select().from(discountCodes);
    const attempt = newCode(days);
    await expectRefused(await send('POST', '/api/discount-codes', attempt), 400, field, m.dayYears);
    await expectRefused(await change(made.id, days), 400, field, m.dayYears);
    expect(await t.database.db.select().from(discountCodes)).toEqual(before);
    // The years at the edges are taken.
    const edges = await change(made.id, { startsOn: '2000-01-01', endsOn: '2999-12-31' });
    expect(edges.statusCode, edges.body).toBe(200);
    expect(edges.json().discountCode).toMatchObject({ startsOn: '2000-01-01', endsOn: '2999-12-31' });
  });

  it('changes the description, minimum, days and limits; the code and its value stay', async () => {
    const made = await create(newCode({ maxUses: 10 }));
    const response = await change(made.id, { description: 'For the newsletter', minOrder: 2_500, startsOn: '2026-01-01', endsOn: '2026-12-31', maxUses: 20, maxUsesPerCustomer: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.saved);
    expect(response.json().discountCode).toMatchObject({ code: made.code, percentBasisPoints: 1_000, description: 'For the newsletter', minOrder: 2_500, startsOn: '2026-01-01', endsOn: '2026-12-31', maxUses: 20, maxUsesPerCustomer: 2 });
    const lifted = await change(made.id, { maxUses: null, endsOn: null });
    expect(lifted.json().discountCode).toMatchObject({ maxUses: null, endsOn: null, startsOn: '2026-01-01' });
    // What it is worth cannot change: unknown fields are not taken.
    const worth = await change(made.id, { description: 'x', percentBasisPoints: 5_000, code: 'OTHER' });
    expect(worth.json().discountCode).toMatchObject({ code: made.code, percentBasisPoints: 1_000 });
  });

  it('refuses a last day before the first, counting the day already kept (400)', async () => {
    const made = await create(newCode({ startsOn: '2026-05-10' }));
    await expectRefused(await change(made.id, { endsOn: '2026-05-09' }), 400, 'endsOn', m.endsBeforeStarts);
    await expectRefused(await change(made.id, { startsOn: '2026-05-12', endsOn: '2026-05-11' }), 400, 'endsOn', m.endsBeforeStarts);
  });

  it('refuses uses in all below the uses a code already has (409)', async () => {
    const made = await create(newCode({ maxUses: 10 }));
    await t.database.db.update(discountCodes).set({ usedCount: 4 }).where(eq(discountCodes.id, made.id));
    await expectRefused(await change(made.id, { maxUses: 3 }), 409, 'maxUses', maxUsesBelowUsedMessage(4));
    expect((await change(made.id, { maxUses: 4 })).statusCode).toBe(200);
  });

  it('archives a code (listed after those in use) and restores it', async () => {
    const made = await create(newCode());
    const archived = await change(made.id, { archived: true });
    expect(archived.json()).toMatchObject({ message: m.archived, discountCode: { status: 'archived' } });
    const page = await listed();
    const lastActive = page.items.findLastIndex((item) => item.status !== 'archived');
    expect(page.items.findIndex((item) => item.id === made.id)).toBeGreaterThan(lastActive);
    expect((await change(made.id, { archived: false })).json()).toMatchObject({ message: m.restored, discountCode: { status: 'active' } });
  });

  it('pages the list', async () => {
    const page = await listed('?page=1&pageSize=2');
    expect(page.items).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    expect((await send('GET', '/api/discount-codes?page=0')).statusCode).toBe(400);
  });

  it('answers an unknown code 404, an empty change 400, and customers 403', async () => {
    expect((await change(randomUUID(), { description: 'x' })).statusCode).toBe(404);
    expect((await change('not-an-id', { description: 'x' })).json().detail).toBe(m.notFound);
    const made = await create(newCode());
    const empty = await change(made.id, {});
    expect([empty.statusCode, empty.json().detail]).toEqual([400, m.nothingToChange]);
    await expectRefused(await change(made.id, { maxUses: -2 }), 400, 'maxUses', m.maxUsesRange);
    await expectRefused(await change(made.id, { archived: 'yes' }), 400, 'archived', m.archivedFlag);
    expect((await send('GET', '/api/discount-codes', undefined, customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/discount-codes', newCode(), customer)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/discount-codes/${made.id}`, { archived: true }, null)).statusCode).toBe(401);
  });
});
