import { AppError } from '../../../shared/errors.js';
import { orderMessages, type PlaceOrderRequest } from '../../../shared/schemas/orders.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { tradeBuyerOf } from '../trade/trade-buyer.service.js';
import { placeOrder, type Customer, type Idempotency, type OrderRules, type PlacedOrder } from './place-order.js';

/**
 * SPEC §6: the order page of one product — one line, the address as typed, paid by card, no
 * delivery fee — placed through the same code as a checkout; a trade account buys at its tier's
 * price (issue 15 §5), read in the order's transaction.
 */
export function placeProductOrder(db: Database, customer: Customer, input: PlaceOrderRequest, rules: OrderRules, idempotency?: Idempotency): Promise<PlacedOrder> {
  if (!isUuid(input.productId)) throw new AppError('NOT_FOUND', orderMessages.productUnavailable);
  return placeOrder(
    db,
    {
      customer,
      phone: input.phone,
      delivery: { method: 'home', address: input.deliveryAddress, zone: null, slot: null, siteNotes: null },
      paymentChoice: 'card',
      deliveryFee: () => 0,
      lines: () => Promise.resolve([{ productId: input.productId, quantity: input.quantity }]),
      wording: 'single',
      pricing: async (tx) => (await tradeBuyerOf(tx, customer.id)).pricing,
    },
    rules,
    idempotency,
  );
}
