import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { paymentMessages } from '../../../shared/schemas/payments.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { payments, testCardPayments } from './payments.tables.js';

describe.each(testDatabaseKinds())('paying with the built-in test cards on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const newOrder = async (quantity = 2) => placeOrderFor(t.app, customer, (await insertProduct(t.database.db, { priceCents: 2599 })).id, quantity);
  const getOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: customer.cookie } })).json<Order>();
  const start = (id: string, user = customer) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/payment`, headers: { cookie: user.cookie }, payload: { amount: 1 } });
  const pay = (paymentId: string, card: Record<string, unknown>, user = customer) =>
    t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/test-card`, headers: { cookie: user.cookie }, payload: { expiry: '12 / 39', cvc: '123', ...card } });

  it("creates the payment for the order's amount, whatever the client says", async () => {
    const order = await newOrder(2);
    const session = await start(order.id);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ provider: 'test-card', amount: 5198, currency: 'USD', clientSecret: null });
  });

  it('4242 4242 4242 4242 pays the order and gives a transaction id', async () => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    const paid = await pay(paymentId, { number: '4242 4242 4242 4242', amount: 1 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(paymentMessages.succeeded);
    expect(paid.json().transactionId).toMatch(/^tc_/);
    expect(await getOrder(order.id)).toMatchObject({ status: 'paid', transactionId: paid.json().transactionId, paymentMethod: 'Card (test mode)' });
  });

  it('4000 0000 0000 0002 is declined and the order stays unpaid', async () => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    const declined = await pay(paymentId, { number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_FAILED', detail: 'Your card was declined.' });
    expect((await getOrder(order.id)).status).toBe('pending_payment');
    expect((await pay(paymentId, { number: '4242424242424242' })).statusCode).toBe(200);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', paymentMessages.invalidNumber],
    [{ number: '' }, 'number', paymentMessages.numberRequired],
    [{ number: '4242 4242 4242 4242', expiry: '01 / 20' }, 'expiry', paymentMessages.expired],
    [{ number: '4242 4242 4242 4242', expiry: '13/30' }, 'expiry', paymentMessages.invalidExpiry],
    [{ number: '4242 4242 4242 4242', cvc: '12' }, 'cvc', paymentMessages.invalidCvc],
  ])('checks the card like a real form: %j', async (card, field, message) => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    const response = await pay(paymentId, card);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await getOrder(order.id)).status).toBe('pending_payment');
  });

  it('cannot pay twice, not even with two simultaneous requests', async () => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    const results = await Promise.all([pay(paymentId, { number: '4242424242424242' }), pay(paymentId, { number: '4242424242424242' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await start(order.id)).statusCode).toBe(409);
    const again = await pay(paymentId, { number: '4242424242424242' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This order has already been paid');
  });

  it("cannot pay someone else's order or payment", async () => {
    const order = await newOrder();
    expect((await start(order.id, other)).statusCode).toBe(404);
    const { paymentId } = (await start(order.id)).json();
    expect((await pay(paymentId, { number: '4242424242424242' }, other)).statusCode).toBe(404);
    expect((await getOrder(order.id)).status).toBe('pending_payment');
  });

  it('cannot pay a cancelled order', async () => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    expect((await pay(paymentId, { number: '4242424242424242' })).statusCode).toBe(409);
    expect((await start(order.id)).statusCode).toBe(409);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(409);
  });

  it('answers the confirmation like any provider: not completed before the card, paid after (never a 500)', async () => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    const confirm = () => t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: { cookie: customer.cookie } });
    const early = await confirm();
    expect(early.statusCode).toBe(402);
    expect(early.json().detail).toBe(paymentMessages.notCompleted);
    const paid = await pay(paymentId, { number: '4242424242424242' });
    expect(paid.statusCode).toBe(200);
    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(paid.json());
    expect((await getOrder(order.id)).status).toBe('paid');
  });

  it('closes the open payment of a cancelled order at the provider, so the card form can no longer charge it', async () => {
    const order = await newOrder();
    const { paymentId } = (await start(order.id)).json();
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    await t.app.outbox.drain();
    const [row] = await t.database.db.select().from(testCardPayments).innerJoin(payments, eq(payments.providerPaymentId, testCardPayments.id)).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ payments: { status: 'cancelled' }, test_card_payments: { status: 'cancelled' } });
  });
});
