import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { cartTestBed } from './cart-test-bed.js';

const tiers = [
  { minQuantity: 10, discountBasisPoints: 500 },
  { minQuantity: 50, discountBasisPoints: 1000 },
];
// List: 1,999; less 5 % is 1,899, less 10 % is 1,799.
const listTiers = [
  { minQuantity: 10, discountBasisPoints: 500, unitPrice: 1899 },
  { minQuantity: 50, discountBasisPoints: 1000, unitPrice: 1799 },
];
// At a 10 % trade tier: 1,999 → 1,799.1 → 1,799; then 5 % off it is 1,709.05 → 1,709, 10 % off 1,619.1 → 1,619.
const tradeTiers = [
  { minQuantity: 10, discountBasisPoints: 500, unitPrice: 1709 },
  { minQuantity: 50, discountBasisPoints: 1000, unitPrice: 1619 },
];

let companies = 0;

/** Issue 15 §5: an approved trade customer's cart shows and compares the trade price; everyone else's the list price. */
describe.each(testDatabaseKinds())('cart prices of trade accounts on %s', (kind) => {
  const bed = cartTestBed(kind);
  const { cartOf, put } = bed;
  const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) => bed.t.app.inject({ method, url, payload, headers: { cookie: bed.admin.cookie } });

  const tier = async (discountBasisPoints: number): Promise<string> => {
    companies += 1;
    const response = await asAdmin('POST', '/api/admin/trade-tiers', { name: `Cart tier ${companies}-${Date.now() % 100_000}`, discountBasisPoints });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().tier.id;
  };
  const apply = async (customer: TestUser) => {
    companies += 1;
    const response = await bed.t.app.inject({ method: 'POST', url: '/api/trade/account', payload: { companyName: `Cart Co ${companies}`, companyAddress: '1 Main Street', vatNumber: '12-3456789' }, headers: { cookie: customer.cookie } });
    expect(response.statusCode, response.body).toBe(201);
  };
  const decide = async (customer: TestUser, decision: 'approve' | 'refuse', payload: object) => {
    const response = await asAdmin('POST', `/api/admin/trade-accounts/${customer.id}/${decision}`, payload);
    expect(response.statusCode, response.body).toBe(200);
  };
  /** A customer with an approved trade account at this share. */
  const tradeCustomer = async (discountBasisPoints = 1_000) => {
    const customer = await bed.customer();
    await apply(customer);
    const tierId = await tier(discountBasisPoints);
    await decide(customer, 'approve', { tierId, paymentTermsDays: 30, creditLimitCents: 100_000 });
    return { customer, tierId };
  };
  const product = () => bed.product({ priceCents: 1999, priceTiers: tiers, availableQuantity: 100 });

  it('prices the owner’s job-site list at the trade prices its cart charges; the list’s shared link shows list prices (issue 39 §6)', async () => {
    const { customer } = await tradeCustomer(1_000);
    const drill = await product();
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => bed.t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: customer.cookie } });
    const created = await as('POST', '/api/project-lists', { name: `Trade site ${Date.now() % 100_000}` });
    expect(created.statusCode, created.body).toBe(201);
    const listId: string = created.json().list.id;
    expect((await as('POST', `/api/project-lists/${listId}/lines`, { productId: drill.id, quantity: 10 })).statusCode).toBeLessThan(300);
    const own = await as('GET', `/api/project-lists/${listId}`);
    expect(own.statusCode, own.body).toBe(200);
    // As the cart: 1,799 a piece at the 10 % tier, 1,709 at 10 pieces.
    expect(own.json().lines[0]).toMatchObject({ listUnitPrice: 1799, unitPrice: 1709, lineTotal: 17090 });
    expect((await put(customer, drill.id, 10)).lines[0]).toMatchObject({ unitPrice: 1709, lineTotal: 17090 });
    const shared = await as('PUT', `/api/project-lists/${listId}/share`);
    const opened = await bed.t.app.inject({ method: 'GET', url: `/api/shared-lists/${shared.json().shareToken as string}` });
    expect(opened.json().lines[0]).toMatchObject({ listUnitPrice: 1999, unitPrice: 1899 });
  });

  it('prices an approved account’s lines at the trade price, quantity prices on top; the list price stays as it was', async () => {
    const { customer } = await tradeCustomer(1_000);
    const drill = await product();
    const at8 = await put(customer, drill.id, 8);
    expect(at8.lines[0]).toMatchObject({ listUnitPrice: 1999, unitPrice: 1799, lineTotal: 14392, tiers: tradeTiers, nextTier: { more: 2, unitPrice: 1709 }, priceChange: null, problem: null });
    expect(at8.subtotal).toBe(14392);
    expect((await put(customer, drill.id, 10)).lines[0]).toMatchObject({ unitPrice: 1709, lineTotal: 17090, priceChange: null });
    expect((await put(customer, drill.id, 60)).lines[0]).toMatchObject({ unitPrice: 1619, lineTotal: 97140, nextTier: null });
    expect(await cartOf(customer)).toMatchObject({ subtotal: 97140, lines: [{ unitPrice: 1619, priceChange: null }] });
  });

  it('prices everyone else at list prices: customers waiting for an answer, refused ones, and visitors', async () => {
    const drill = await product();
    const waiting = await bed.customer();
    await apply(waiting);
    expect((await put(waiting, drill.id, 8)).lines[0]).toMatchObject({ listUnitPrice: 1999, unitPrice: 1999, tiers: listTiers, nextTier: { more: 2, unitPrice: 1899 } });

    await decide(waiting, 'refuse', { reason: 'We could not check this company.' });
    expect((await cartOf(waiting)).lines[0]).toMatchObject({ unitPrice: 1999, lineTotal: 15992, priceChange: null });

    const preview = await bed.preview({ lines: [{ productId: drill.id, quantity: 8 }] }, undefined, (await tradeCustomer()).customer);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().lines[0]).toMatchObject({ unitPrice: 1999, tiers: listTiers });
  });

  it('shows lines put in the cart before the approval as a price change down to the trade price', async () => {
    const customer = await bed.customer();
    const drill = await product();
    await put(customer, drill.id, 12);
    await apply(customer);
    expect((await cartOf(customer)).lines[0]).toMatchObject({ unitPrice: 1899, priceChange: null });
    await decide(customer, 'approve', { tierId: await tier(1_000), paymentTermsDays: 0, creditLimitCents: 0 });
    expect((await cartOf(customer)).lines[0]).toMatchObject({ listUnitPrice: 1999, unitPrice: 1709, lineTotal: 20508, priceChange: { from: 1899, to: 1709 } });
    // Setting the quantity again takes the price in front of the customer.
    expect((await put(customer, drill.id, 12)).lines[0]).toMatchObject({ unitPrice: 1709, priceChange: null });
  });

  it('follows the account’s tier as it changes: another tier, or a new share of it', async () => {
    const { customer, tierId } = await tradeCustomer(1_000);
    const drill = await product();
    await put(customer, drill.id, 2);
    expect((await asAdmin('PATCH', `/api/admin/trade-tiers/${tierId}`, { discountBasisPoints: 2_000 })).statusCode).toBe(200);
    // 1,999 less 20 % is 1,599.2 → 1,599.
    expect((await cartOf(customer)).lines[0]).toMatchObject({ unitPrice: 1599, priceChange: { from: 1799, to: 1599 } });
    const other = await tier(1_500);
    expect((await asAdmin('PATCH', `/api/admin/trade-accounts/${customer.id}`, { tierId: other })).statusCode).toBe(200);
    // Less 15 %: 1,699.15 → 1,699.
    expect((await cartOf(customer)).lines[0]).toMatchObject({ unitPrice: 1699, priceChange: { from: 1799, to: 1699 } });
  });

  it('keeps the trade price as the added price when the browser cart merges in at sign-in', async () => {
    const { customer } = await tradeCustomer(1_000);
    const drill = await product();
    const response = await bed.merge(customer, { lines: [{ productId: drill.id, quantity: 8 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines[0]).toMatchObject({ unitPrice: 1799, priceChange: null, nextTier: { more: 2, unitPrice: 1709 } });
    const [stored] = await bed.storedLines(customer);
    expect(stored?.addedUnitPriceCents).toBe(1799);
    // Adding more of it again: the quantities add up, at the trade price of the new quantity.
    const more = await bed.merge(customer, { lines: [{ productId: drill.id, quantity: 4 }] });
    expect(more.json().lines[0]).toMatchObject({ quantity: 12, unitPrice: 1709, priceChange: null });
  });
});
