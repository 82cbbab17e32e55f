import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../shared/schemas/payments.js';
import { insertProduct } from '../test/fixtures.js';
import type { paths } from '../test/generated/shop-api.js';
import { orderForm } from '../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';

/** The answer's body when it succeeded; otherwise fails with its status and problem. */
function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(`${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

/**
 * An integrator's program: a client generated from the OpenAPI document by third-party tools
 * (openapi-typescript for the types, openapi-fetch for the calls), talking to a listening shop over
 * HTTP with Node's fetch, no Origin and a bearer token. `npm run check` writes the types from the
 * live document (`npm run api:types`) and type-checks this journey against them, so a route change
 * that would break integrators' generated clients breaks it at compile time.
 */
describe.each(testDatabaseKinds())('a typed client generated from the OpenAPI document, on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    productId = (await insertProduct(t.database.db, { name: 'Cordless drill 18 V', priceCents: 8900 })).id;
  });
  afterAll(() => t.close());

  it('runs the customer journey: browse, sign up, order, pay by test card, see it paid, write a review', async () => {
    const shop = createClient<paths>({ baseUrl });

    const list = dataOf(await shop.GET('/api/products', { params: { query: { pageSize: 50 } } }));
    const listed = list.items.find((item) => item.id === productId);
    expect(listed).toMatchObject({ name: 'Cordless drill 18 V', price: 8900 });

    const product = dataOf(await shop.GET('/api/products/{id}', { params: { path: { id: productId } } }));
    expect(product.name).toBe('Cordless drill 18 V');
    expect(product.availableQuantity).toBe(100);

    const email = `typed-client-${kind}@example.com`;
    const signUp = await shop.POST('/api/auth/sign-up/email', { body: { name: 'Parts Robot', email, password: 'correct horse battery' } });
    expect(dataOf(signUp).user.email).toBe(email);
    const token = signUp.response.headers.get('set-auth-token') ?? '';
    expect(token).toMatch(/\S+\.\S+/);

    const customer = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    const placed = dataOf(
      await customer.POST('/api/orders', {
        params: { header: { 'idempotency-key': randomUUID() } },
        body: { ...orderForm, productId, quantity: 2 },
      }),
    );
    expect(placed.order).toMatchObject({ status: 'pending_payment', subtotal: 17_800, customerName: 'Parts Robot' });
    expect(placed.order.lines).toEqual([expect.objectContaining({ productId, quantity: 2, unitPrice: 8900, lineTotal: 17_800 })]);

    const payment = dataOf(await customer.POST('/api/orders/{id}/payment', { params: { path: { id: placed.order.id } } }));
    expect(payment).toMatchObject({ provider: 'test-card', amount: placed.order.total });
    const [card] = TEST_CARDS.succeeds;
    const paid = dataOf(
      await customer.POST('/api/payments/{paymentId}/test-card', {
        params: { path: { paymentId: payment.paymentId } },
        body: { number: card, expiry: '12 / 39', cvc: '123' },
      }),
    );
    expect(paid.transactionId).toMatch(/^tc_/);

    const mine = dataOf(await customer.GET('/api/orders/mine'));
    expect(mine.items.map((order) => [order.id, order.status])).toEqual([[placed.order.id, 'paid']]);

    const review = dataOf(await customer.POST('/api/reviews', { body: { country: 'Germany', rating: 5, comment: 'Ordered and paid from our stock program in one go.' } }));
    expect(review.review).toMatchObject({ name: 'Parts Robot', rating: 5, country: 'Germany' });
  });

  it('gets a refusal typed as the Problem: ordering 0 pieces is a 400 naming the field', async () => {
    const shop = createClient<paths>({ baseUrl });
    const email = `typed-refusal-${kind}@example.com`;
    const signUp = await shop.POST('/api/auth/sign-up/email', { body: { name: 'Parts Robot 2', email, password: 'correct horse battery' } });
    const customer = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${signUp.response.headers.get('set-auth-token') ?? ''}` } });

    const { data, error, response } = await customer.POST('/api/orders', { body: { ...orderForm, productId, quantity: 0 } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    // `error` is the document's Problem: status, code (an enum), detail, errors — no cast needed.
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('VALIDATION_FAILED');
    expect(error?.detail).toBe('Quantity must be at least 1');
    expect(error?.errors).toEqual([{ field: 'quantity', message: 'Quantity must be at least 1' }]);
    expect(dataOf(await customer.GET('/api/orders/mine')).items).toEqual([]);
  });
});
