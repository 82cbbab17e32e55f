import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CheckoutQuote } from '../../../shared/schemas/checkout.js';
import type { DiscountCodeView } from '../../../shared/schemas/discounts.js';
import type { Order } from '../../../shared/schemas/orders.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { checkoutTestBed } from '../../test/checkout-test-bed.js';
import type { DatabaseKind } from '../../test/test-database.js';
import { discountCodes, discountCodeUses } from './discounts.tables.js';

let made = 0;

/** The checkout test bed with discount codes: made by its admin, typed at the review and at the order. */
export function discountTestBed(kind: DatabaseKind) {
  const bed = checkoutTestBed(kind);
  const codes = {
    /** A new code of its own (10 % off, no limits unless given), made through the API. */
    make: async (fields: Record<string, unknown> = {}): Promise<DiscountCodeView> => {
      made += 1;
      const response = await bed.t.app.inject({
        method: 'POST',
        url: '/api/discount-codes',
        headers: { cookie: bed.admin.cookie },
        payload: { code: `Save-${kind}-${made}`, kind: 'percent', percentBasisPoints: 1_000, ...fields },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().discountCode;
    },
    change: (id: string, changes: Record<string, unknown>) => bed.t.app.inject({ method: 'PATCH', url: `/api/discount-codes/${id}`, headers: { cookie: bed.admin.cookie }, payload: changes }),
    quoteRequest: (user: TestUser, delivery: Record<string, unknown>, discountCode?: string) =>
      bed.t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie: user.cookie }, payload: { delivery, ...(discountCode === undefined ? {} : { discountCode }) } }),
    quote: async (user: TestUser, delivery: Record<string, unknown>, discountCode?: string): Promise<CheckoutQuote> => {
      const response = await codes.quoteRequest(user, delivery, discountCode);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** Reviews the cart with the code, then places it as reviewed (with the code); answers the response. */
    reviewAndPlace: async (user: TestUser, delivery: Record<string, unknown>, discountCode: string) => {
      const quote = await codes.quote(user, delivery, discountCode);
      return bed.checkoutRequest(user, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, discountCode });
    },
    place: async (user: TestUser, delivery: Record<string, unknown>, discountCode: string): Promise<Order> => {
      const response = await codes.reviewAndPlace(user, delivery, discountCode);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order;
    },
    /** The code's row as stored (its uses so far). */
    row: async (id: string) => (await bed.t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!,
    uses: (id: string) => bed.t.database.db.select().from(discountCodeUses).where(eq(discountCodeUses.codeId, id)),
  };
  return { bed, codes };
}

/** A refusal of the checkout about the code: its status, and the message named on the field `discountCode`. */
export function expectCodeRefused(response: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => { detail: string; errors?: { field: string; message: string }[] } }, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  expect(response.json().detail).toBe(message);
  expect(response.json().errors).toEqual([{ field: 'discountCode', message }]);
}
