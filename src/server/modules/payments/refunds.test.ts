import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { act, payWithTestCard, placeOrderFor } from '../../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { orders } from '../orders/orders.tables.js';
import { payments } from './payments.tables.js';
import { testCardProvider, type TestCardProvider } from './test-card-provider.js';

/**
 * Refunds are calls to an outside service: they are made after the cancellation has committed
 * (never while the order row is locked in a transaction whose commit could still fail), and
 * retried until they succeed, once per payment.
 */
describe.each(testDatabaseKinds())('refunds after an admin cancels a paid order on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  /** What the provider saw when it was asked to refund: the order's status as committed then. */
  const refundCalls: { orderId: string; orderStatusSeen: string | undefined }[] = [];
  let failNextRefunds = 0;

  beforeAll(async () => {
    // The real test-card provider needs the app's database, which exists once the app does.
    const real: { provider?: TestCardProvider } = {};
    t = await createTestApp(kind, {
      paymentProvider: <TestCardProvider>{
        name: 'test-card',
        publishableKey: null,
        methodLabel: 'Card (test mode)',
        createPayment: (input) => real.provider!.createPayment(input),
        retrievePayment: (id) => real.provider!.retrievePayment(id),
        cancelPayment: (id) => real.provider!.cancelPayment(id),
        charge: (id, cardNumber) => real.provider!.charge(id, cardNumber),
        async refund(input) {
          const [order] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
          refundCalls.push({ orderId: input.orderId, orderStatusSeen: order?.status });
          if (failNextRefunds > 0) {
            failNextRefunds -= 1;
            throw new Error('the payment provider is unavailable');
          }
          await real.provider!.refund(input);
        },
      },
    });
    real.provider = testCardProvider(t.database.db);
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const paidOrder = async () => {
    const order = await placeOrderFor(t.app, customer, (await insertProduct(t.database.db)).id, 2);
    expect((await payWithTestCard(t.app, customer, order.id)).statusCode).toBe(200);
    return order;
  };
  const paymentStatus = async (orderId: string) => (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.status;

  it('asks the provider only once the cancellation is committed', async () => {
    const order = await paidOrder();
    expect((await act(t.app, admin, order.id, 'cancel')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await paymentStatus(order.id)).toBe('refunded'), { timeout: 30_000 });
    expect(refundCalls.filter((c) => c.orderId === order.id)).toEqual([{ orderId: order.id, orderStatusSeen: 'cancelled' }]);
  });

  it('keeps the order cancelled when the provider fails, and retries the refund until it is done', async () => {
    const order = await paidOrder();
    failNextRefunds = 1;
    const cancelled = await act(t.app, admin, order.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    // The first attempt fails; the retry (after about a second of back-off) refunds it.
    await vi.waitFor(async () => expect(await paymentStatus(order.id)).toBe('refunded'), { timeout: 30_000 });
    expect(refundCalls.filter((c) => c.orderId === order.id)).toHaveLength(2);
  });
});
