import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { paymentMessages } from '../../../shared/schemas/payments.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, placeOrderFor } from '../../test/orders-helpers.js';
import { startStripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { expireDueOrders } from '../orders/order-expiry.js';
import { orders } from '../orders/orders.tables.js';
import { payments } from './payments.tables.js';
import { stripeProvider } from './stripe-provider.js';

const intentId = (clientSecret: unknown) => String(clientSecret).split('_secret_')[0] ?? '';

describe.each(testDatabaseKinds())('Stripe payments (real SDK, local stand-in for its API) on %s', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let customer: TestUser;
  let admin: TestUser;
  let eventNumber = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(kind, {
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: stripe.settings.secretKey, STRIPE_PUBLISHABLE_KEY: stripe.settings.publishableKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret },
      paymentProvider: stripeProvider(stripe.settings),
    });
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const newOrder = async () => placeOrderFor(t.app, customer, (await insertProduct(t.database.db, { priceCents: 4999, availableQuantity: 50 })).id, 3);
  const getOrder = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie: customer.cookie } })).json<Order>();
  const paymentStatus = async (orderId: string) => (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.status;
  const start = async (orderId: string) => (await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: { cookie: customer.cookie } })).json();

  function webhook(type: string, intent: object, options: { secret?: string; id?: string } = {}) {
    eventNumber += 1;
    const payload = JSON.stringify({ id: options.id ?? `evt_${eventNumber}_${Date.now()}`, object: 'event', type, data: { object: intent } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? stripe.webhookSecret });
    return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  }

  it('creates one PaymentIntent per order for the amount on the server, with Elements keys', async () => {
    const order = await newOrder();
    const session = await start(order.id);
    expect(session).toMatchObject({ provider: 'stripe', amount: 14997, publishableKey: 'pk_test_standin' });
    expect(session.clientSecret).toMatch(/^pi_\w+_secret_/);
    const intent = [...stripe.intents.values()].find((i) => i.metadata.orderId === order.id);
    expect(intent).toMatchObject({ amount: 14997, currency: 'usd' });
    const again = await start(order.id);
    expect(again.paymentId).toBe(session.paymentId);
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === order.id)).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const order = await newOrder();
    const { clientSecret } = await start(order.id);
    const intent = stripe.succeed(intentId(clientSecret));
    const forged = await webhook('payment_intent.succeeded', intent, { secret: 'whsec_not_the_secret' });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: { type: 'payment_intent.succeeded' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await getOrder(order.id)).status).toBe('pending_payment');
  });

  it('marks the order paid from a verified webhook, once, even when replayed or followed by a late failure', async () => {
    const order = await newOrder();
    const { clientSecret } = await start(order.id);
    const intent = stripe.succeed(intentId(clientSecret));
    const first = await webhook('payment_intent.succeeded', intent, { id: 'evt_replayed_1' });
    expect(first.json()).toMatchObject({ received: true, outcome: 'settled' });
    const paid = await getOrder(order.id);
    expect(paid).toMatchObject({ status: 'paid', transactionId: intent.id, paymentMethod: 'Card' });

    expect((await webhook('payment_intent.succeeded', intent, { id: 'evt_replayed_1' })).json().outcome).toBe('duplicate');
    expect((await webhook('payment_intent.succeeded', intent)).json().outcome).toBe('ignored');
    expect((await webhook('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' })).json().outcome).toBe('ignored');
    expect(await getOrder(order.id)).toEqual(paid);
  });

  it('ignores a succeeded event whose amount differs from the order', async () => {
    const order = await newOrder();
    const { clientSecret } = await start(order.id);
    const intent = stripe.succeed(intentId(clientSecret));
    const response = await webhook('payment_intent.succeeded', { ...intent, amount_received: 1 });
    expect(response.json().outcome).toBe('ignored');
    expect((await getOrder(order.id)).status).toBe('pending_payment');
  });

  it('settles when the server asks Stripe after the browser confirmed, never on the browser’s word', async () => {
    const order = await newOrder();
    const { paymentId, clientSecret } = await start(order.id);
    const confirm = () => t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: { cookie: customer.cookie }, payload: { status: 'succeeded' } });
    const early = await confirm();
    expect(early.statusCode).toBe(402);
    expect((await getOrder(order.id)).status).toBe('pending_payment');
    stripe.succeed(intentId(clientSecret));
    const settled = await confirm();
    expect(settled.statusCode).toBe(200);
    expect((await getOrder(order.id)).status).toBe('paid');
  });

  it('refunds through Stripe when an admin cancels a paid order', async () => {
    const order = await newOrder();
    const { clientSecret } = await start(order.id);
    const intent = stripe.succeed(intentId(clientSecret));
    await webhook('payment_intent.succeeded', intent);
    const cancelled = await act(t.app, admin, order.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    // The refund is made after the cancellation commits (outbox), not while the order is locked.
    await vi.waitFor(async () => expect(await paymentStatus(order.id)).toBe('refunded'));
    expect(stripe.refunds).toEqual(expect.arrayContaining([{ paymentIntent: intent.id, idempotencyKey: `refund-${intent.id}` }]));
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent.id)).toHaveLength(1);
  });

  it('refunds, once, a payment that arrives after its order expired; the order stays cancelled', async () => {
    const order = await newOrder();
    const { clientSecret, paymentId } = await start(order.id);
    const intent = stripe.succeed(intentId(clientSecret));
    await t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    expect(await expireDueOrders(t.database.db)).toBe(1);
    const late = await webhook('payment_intent.succeeded', intent);
    expect(late.statusCode).toBe(200);
    expect(['refunding', 'ignored']).toContain(late.json().outcome);
    await t.app.outbox.drain();
    expect(await paymentStatus(order.id)).toBe('refunded');
    expect(stripe.refunds.filter((r) => r.paymentIntent === intent.id)).toHaveLength(1);
    expect((await getOrder(order.id)).status).toBe('cancelled');
    const confirm = await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: { cookie: customer.cookie } });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().detail).toBe(paymentMessages.refundedLate);
  });

  it('closes the open PaymentIntent of an order that expired unpaid', async () => {
    const order = await newOrder();
    const { clientSecret } = await start(order.id);
    await t.database.db.update(orders).set({ paymentDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    expect(await expireDueOrders(t.database.db)).toBe(1);
    await t.app.outbox.drain();
    expect(stripe.intents.get(intentId(clientSecret))?.status).toBe('canceled');
    expect(await paymentStatus(order.id)).toBe('cancelled');
  });

  it('lets Stripe Elements load under the content security policy', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/shop' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('does not offer the test-card form when Stripe is the provider', async () => {
    const order = await newOrder();
    const { paymentId } = await start(order.id);
    const response = await t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/test-card`, headers: { cookie: customer.cookie }, payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' } });
    expect(response.statusCode).toBe(404);
  });
});
