import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteMessages as m } from '../../../shared/schemas/quotes.js';
import type { Transaction } from '../../db/database.js';
import { placeOrderFor } from '../../test/orders-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { markQuoteOrdered, quoteToOrder } from './quote-order.js';
import { quoteLines, quotes } from './quotes.tables.js';
import { expectRefused, quotesTestBed } from './quotes-test-bed.js';

/**
 * Issue 15 §6: changes to one quote at the same moment never cross. Each takes the quote row's
 * lock first: a change arriving while another holds it waits, then is judged against the
 * other's result. Waiting needs two connections, so these run on PostgreSQL (PGlite has one
 * connection and runs transactions one after the other; quote-acceptance.test.ts races the
 * acceptances on both).
 */
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))('quote changes at the same moment on %s', (kind) => {
  const bed = quotesTestBed(kind);

  /** Whether some statement of this database is waiting for a lock. */
  const someoneWaits = async () => {
    const rows = await bed.t.database.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return ((rows as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0) > 0;
  };

  /**
   * Starts `other` while a transaction holds what `hold` took, waits until `other` either waits
   * for a lock or has answered (no lock: the defect), then finishes the transaction with `then`.
   */
  async function whileHeld<T>(hold: (tx: Transaction) => Promise<void>, other: () => Promise<T>, then: (tx: Transaction) => Promise<void> = async () => {}) {
    let pending: Promise<T> | undefined;
    let settled = false;
    let answeredEarly = false;
    await bed.t.database.db.transaction(async (tx) => {
      await hold(tx);
      pending = other();
      void pending.finally(() => (settled = true));
      while (!settled && !(await someoneWaits())) await new Promise((resolve) => setImmediate(resolve));
      answeredEarly = settled;
      await then(tx);
    });
    return { outcome: await pending!, answeredEarly };
  }

  const waitingRequest = async () => {
    const customer = await bed.customer();
    const product = await bed.product({ priceCents: 2_000 });
    return { customer, product, quote: await bed.request(customer, [[product.id, 3]]) };
  };

  it('an acceptance waits for one in progress and is then refused: one order only', async () => {
    const { customer, product, quote } = await waitingRequest();
    await bed.answer(quote, [1_500]);
    const first = await placeOrderFor(bed.t.app, customer, product.id, 1);
    const { outcome, answeredEarly } = await whileHeld(
      async (tx) => {
        await quoteToOrder(tx, quote.id, customer.id, { lock: true, today: bed.today() });
      },
      () => bed.call(customer, 'POST', '/api/checkout', { quoteId: quote.id, expectedTotal: 4_500, delivery: { method: 'pickup' }, phone: '+1 555 014 2290', payment: 'card', acceptTerms: true }),
      (tx) => markQuoteOrdered(tx, quote.id, first.id),
    );
    expect(answeredEarly).toBe(false);
    expectRefused(outcome, 409, [{ field: 'quoteId', message: m.alreadyAccepted }]);
    expect((await bed.row(quote.id)).orderId).toBe(first.id);
  });

  it('an answer waits for the withdrawal in progress and is then refused', async () => {
    const { customer, quote } = await waitingRequest();
    const { outcome, answeredEarly } = await whileHeld(
      async (tx) => {
        await tx.select().from(quotes).where(eq(quotes.id, quote.id)).for('update');
        await tx.update(quotes).set({ status: 'withdrawn', closedAt: new Date() }).where(eq(quotes.id, quote.id));
      },
      () => bed.answerRequest(quote.id, { lines: [{ lineNumber: 1, unitPriceCents: 1_500 }], validUntil: bed.day(7) }),
    );
    expect(answeredEarly).toBe(false);
    expectRefused(outcome, 409, undefined, m.withdrawnByCustomer);
    expect((await bed.read(customer, quote.id)).json()).toMatchObject({ status: 'withdrawn', lines: [{ unitPrice: null }] });
  });

  it('a withdrawal waits for the refusal in progress and is then refused', async () => {
    const { customer, quote } = await waitingRequest();
    const { outcome, answeredEarly } = await whileHeld(
      async (tx) => {
        await tx.select().from(quotes).where(eq(quotes.id, quote.id)).for('update');
        await tx.update(quotes).set({ status: 'declined', answerNote: 'Not in our range', closedAt: new Date() }).where(eq(quotes.id, quote.id));
      },
      () => bed.withdraw(customer, quote.id),
    );
    expect(answeredEarly).toBe(false);
    expectRefused(outcome, 409, undefined, m.cannotWithdraw);
    expect((await bed.row(quote.id)).status).toBe('declined');
  });

  it('a refusal waits for the answer in progress and is then refused', async () => {
    const { quote } = await waitingRequest();
    const { outcome, answeredEarly } = await whileHeld(
      async (tx) => {
        await tx.select().from(quotes).where(eq(quotes.id, quote.id)).for('update');
        await tx.update(quoteLines).set({ unitPriceCents: 1_500 }).where(eq(quoteLines.quoteId, quote.id));
        await tx.update(quotes).set({ status: 'answered', validUntil: bed.day(7), answeredAt: new Date() }).where(eq(quotes.id, quote.id));
      },
      () => bed.decline(quote.id, 'Not in our range'),
    );
    expect(answeredEarly).toBe(false);
    expectRefused(outcome, 409, undefined, m.notWaiting);
    expect((await bed.row(quote.id)).status).toBe('answered');
  });
});
