import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../shared/schemas/cart';
import type { Quote } from '../../../shared/schemas/quotes';
import { reviewOf, sourceCartLines, sourceLines, sourceQuote, sourceSubtotal, type CheckoutSource } from './checkout-source';

const cart: CartView = {
  revision: 7,
  lines: [
    {
      productId: 'p-1',
      slug: 'drill',
      name: 'Drill',
      pictureUrl: '/drill.webp',
      listUnitPrice: 10_000,
      unitPrice: 9_500,
      quantity: 2,
      lineTotal: 19_000,
      availableQuantity: 10,
      minOrderQuantity: 1,
      tiers: [],
      nextTier: null,
      priceChange: null,
      problem: null,
    },
  ],
  subtotal: 19_000,
  count: 2,
  notices: [],
};

const quote: Quote = {
  id: 'q-1',
  number: 'Q-ABC123',
  status: 'answered',
  customerName: 'Robin',
  email: 'robin@shop.test',
  customerNote: '',
  answerNote: '',
  validUntil: '2026-12-01',
  lines: [{ lineNumber: 1, productId: 'p-1', productName: 'Drill', quantity: 20, unitPrice: 8_000, lineTotal: 160_000, currentUnitPrice: 9_500 }],
  subtotal: 160_000,
  requestedAt: '2026-11-01T10:00:00.000Z',
  answeredAt: '2026-11-02T10:00:00.000Z',
  closedAt: null,
  order: null,
};

describe('what the checkout orders', () => {
  it('a cart: reviewed and placed at its revision, its lines with their pictures', () => {
    const source: CheckoutSource = { kind: 'cart', cart };
    expect(reviewOf(source)).toEqual({ cartRevision: 7 });
    expect(sourceLines(source)).toEqual([{ productId: 'p-1', name: 'Drill', quantity: 2, unitPrice: 9_500, lineTotal: 19_000 }]);
    expect(sourceSubtotal(source)).toBe(19_000);
    expect(sourceCartLines(source)).toBe(cart.lines);
    expect(sourceQuote(source)).toBeNull();
  });

  it('a quote: reviewed and placed by its id, at the quoted prices, never with the cart’s lines', () => {
    const source: CheckoutSource = { kind: 'quote', quote };
    expect(reviewOf(source)).toEqual({ quoteId: 'q-1' });
    expect(sourceLines(source)).toEqual([{ productId: 'p-1', name: 'Drill', quantity: 20, unitPrice: 8_000, lineTotal: 160_000 }]);
    expect(sourceSubtotal(source)).toBe(160_000);
    expect(sourceCartLines(source)).toEqual([]);
    expect(sourceQuote(source)).toEqual({ id: 'q-1', number: 'Q-ABC123' });
  });
});
