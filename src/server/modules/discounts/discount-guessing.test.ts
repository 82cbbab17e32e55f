import { describe, expect, it } from 'vitest';
import { belowCardMinimumMessage, CARD_PAYMENT_MIN_CENTS, CODE_TRIES_PER_WINDOW, discountMessages as m } from '../../../shared/schemas/discounts.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { discountTestBed, expectCodeRefused } from './discount-test-bed.js';

const pickup = { method: 'pickup' };

/** Issue 15 §4: codes cannot be found by trying many, and a code never leaves a card order that cannot be paid. */
describe.each(testDatabaseKinds())('discount codes, guessing and card minimum, on %s', (kind) => {
  const { bed, codes } = discountTestBed(kind);

  it(`limits the codes one account may try at the review to ${CODE_TRIES_PER_WINDOW} (then 429); reviews without a code and other accounts go on`, async () => {
    const guesser = await bed.customer();
    const other = await bed.customer();
    const bolt = await bed.product({ priceCents: 2_000 });
    await bed.fill(guesser, [[bolt.id, 1]]);
    await bed.fill(other, [[bolt.id, 1]]);
    const code = await codes.make();
    for (let i = 0; i < CODE_TRIES_PER_WINDOW; i += 1) {
      expectCodeRefused(await codes.quoteRequest(guesser, pickup, `GUESS-${i}`), 409, m.unknown);
    }
    const limited = await codes.quoteRequest(guesser, pickup, code.code);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: m.tooManyTries });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The review without a code is not limited; another account still tries codes.
    expect((await codes.quoteRequest(guesser, pickup)).statusCode).toBe(200);
    expect((await codes.quote(other, pickup, code.code)).discountCode).toBe(code.code);
  });

  it('refuses a code that brings a card order below a card payment’s minimum, at the review and at the order; cash goes', async () => {
    const full = await codes.make({ percentBasisPoints: 10_000 });
    const customer = await bed.customer();
    const washer = await bed.product({ priceCents: 1_000, availableQuantity: 10 });
    await bed.fill(customer, [[washer.id, 2]]);
    const message = belowCardMinimumMessage(0, CARD_PAYMENT_MIN_CENTS, true, 'USD', 'en-US');
    expect(message).toBe('With this code the order comes to $0.00, below the $0.50 a card payment needs: add more to the order or pay cash on delivery.');
    const review = await bed.t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: customer.cookie }, payload: { delivery: pickup, discountCode: full.code, payment: 'card' } });
    expectCodeRefused(review, 400, message);
    // Without the payment chosen the review shows the code; the card order is refused, nothing written.
    const quote = await codes.quote(customer, pickup, full.code);
    expect(quote.total).toBe(0);
    expectCodeRefused(await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: 0, delivery: pickup, discountCode: full.code }), 400, message);
    expect((await codes.row(full.id)).usedCount).toBe(0);
    expect(await bed.stockOf(washer.id)).toBe(10);
    const placed = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: 0, delivery: pickup, discountCode: full.code, payment: 'cash_on_delivery' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ total: 0, paymentChoice: 'cash_on_delivery', discountCents: 2_000 });
  });

  it('refuses a fixed amount leaving a card order at cents, and takes it from the minimum on', async () => {
    const amount = await codes.make({ kind: 'amount', amount: 980, percentBasisPoints: undefined });
    const customer = await bed.customer();
    const nut = await bed.product({ priceCents: 1_000, availableQuantity: 10 });
    await bed.fill(customer, [[nut.id, 1]]);
    const quote = await codes.quote(customer, pickup, amount.code);
    expect(quote.total).toBe(20);
    const message = belowCardMinimumMessage(20, CARD_PAYMENT_MIN_CENTS, true, 'USD', 'en-US');
    expect(message).toContain('comes to $0.20, below the $0.50');
    expectCodeRefused(await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: 20, delivery: pickup, discountCode: amount.code }), 400, message);
    expect((await codes.row(amount.id)).usedCount).toBe(0);

    const enough = await codes.make({ kind: 'amount', amount: 950, percentBasisPoints: undefined });
    const order = await codes.place(customer, pickup, enough.code);
    expect(order).toMatchObject({ total: CARD_PAYMENT_MIN_CENTS, paymentChoice: 'card' });
  });

  it('does not offer cash on delivery in the message when the total is above what cash may pay', () => {
    expect(belowCardMinimumMessage(20, 50, false, 'USD', 'en-US')).toBe('With this code the order comes to $0.20, below the $0.50 a card payment needs: add more to the order.');
  });
});
