import { describe, expect, it } from 'vitest';
import { creditLimitMessage } from '../../../shared/schemas/trade.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { tradeOrdersTestBed } from '../../test/trade-orders-test-bed.js';

/** Issue 15 §5: orders on invoice placed at the same moment never pass the credit limit together. */
describe.each(testDatabaseKinds())('orders on invoice at once on %s', (kind) => {
  const bed = tradeOrdersTestBed(kind);

  it('places as many orders on invoice as the credit limit holds when each fits alone; the others are refused on payment', async () => {
    // A tier of 0.01 % leaves these prices as they are; the quotes' prices count anyway.
    const trade = await bed.tradeCustomer({ creditLimitCents: 10_000, discountBasisPoints: 1 });
    const product = await bed.product({ priceCents: 3_000, availableQuantity: 100 });
    const quotes = await Promise.all(Array.from({ length: 3 }, () => bed.answeredQuote(trade.id, [{ productId: product.id, quantity: 1, unitPriceCents: 3_000 }])));
    await bed.fill(trade, [[product.id, 1]]);
    const cart = await bed.review(trade);
    // Each of the four fits the $100.00 limit alone; three of them together use $90.00 of it.
    const answers = await Promise.all([
      bed.checkoutRequest(trade, { cartRevision: cart.cartRevision, expectedTotal: 3_000, payment: 'invoice' }),
      ...quotes.map((quote) => bed.checkoutRequest(trade, { quoteId: quote.id, expectedTotal: 3_000, payment: 'invoice' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().errors).toEqual([{ field: 'payment', message: creditLimitMessage(1_000, 'USD', 'en-US') }]);
    expect(await bed.creditUsed(trade.id)).toBe(9_000);
    expect(await bed.stockOf(product.id)).toBe(97);
  });

  it('places exactly one of two orders on invoice that each fit the credit left but not together', async () => {
    const trade = await bed.tradeCustomer({ creditLimitCents: 10_000, discountBasisPoints: 1 });
    const product = await bed.product({ priceCents: 4_000, availableQuantity: 100 });
    await bed.invoiceOrder(trade, 4_000);
    const [first, second] = await Promise.all([1, 2].map(() => bed.answeredQuote(trade.id, [{ productId: product.id, quantity: 1, unitPriceCents: 4_000 }])));
    const answers = await Promise.all([first!, second!].map((quote) => bed.checkoutRequest(trade, { quoteId: quote.id, expectedTotal: 4_000, payment: 'invoice' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await bed.creditUsed(trade.id)).toBe(8_000);
  });
});
