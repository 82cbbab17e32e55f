import { z } from 'zod';
import { orderStatuses, paymentChoices } from '../order-status.js';
import { pageQuerySchema, pageSchema } from './common.js';
import { phoneSchema } from './phone.js';
import { DELIVERY_METHODS } from '../delivery.js';
import { centsSchema } from './cents.js';

export const orderMessages = {
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number',
  quantityPositive: 'Quantity must be at least 1',
  deliveryAddressRequired: 'Delivery address is required',
  deliveryAddressTooLong: 'Delivery address must be at most 500 characters',
  placed: 'Your order has been placed. Please pay to confirm it.',
  cancelled: 'Order cancelled',
  shipped: 'Order marked as shipped',
  delivered: 'Order marked as delivered',
  readyForPickup: 'Order marked as ready for pickup',
  collected: 'Order marked as collected',
  notFound: 'This order does not exist',
  productUnavailable: 'This product is no longer sold',
  totalTooLarge: 'This order is too large to take online. Please order fewer pieces or contact us.',
  statusUnknown: `Status must be one of: ${orderStatuses.join(', ')}`,
  tooManyOrders: 'You have placed many orders in a short time. Please wait a while before placing another.',
  expired: 'This order was not paid in time and has been cancelled.',
  notDueToExpire: 'This order is not due to be cancelled by the shop',
} as const;

/** Said when a customer's limits were lowered because orders of theirs expired unpaid. */
const LOWERED = ' (Fewer than usual, because some of your recent orders were not paid in time.)';

/** An order would take a customer's unpaid orders past the number they may have open (`lowered`: after orders of theirs expired). */
export function unpaidOrdersMessage(maxOrders: number, lowered = false): string {
  const already = maxOrders === 1 ? 'You already have an unpaid order. Please pay for or cancel it' : `You already have ${maxOrders} unpaid orders. Please pay for or cancel one of them`;
  return `${already} before placing another.${lowered ? LOWERED : ''}`;
}

/** An order would take a customer's unpaid orders past the pieces they may hold together. */
export function unpaidPiecesMessage(maxPieces: number, held: number, lowered = false): string {
  return `Unpaid orders may hold at most ${maxPieces} pcs together, and yours hold ${held} pcs. Please pay for your open orders first, or order fewer pieces.${lowered ? LOWERED : ''}`;
}

/** An order would let a customer's unpaid orders hold more than their share of one product's stock. */
export function unpaidShareMessage(productName: string, allowed: number, held: number): string {
  const already = held > 0 ? `, and your unpaid orders hold ${held} pcs` : '';
  return `${productName}: unpaid orders may hold at most ${allowed} pcs of it${already}. Please pay for your open orders first, or order fewer pieces.`;
}

export const MAX_ORDER_QUANTITY = 100_000;

export function stockMessage(available: number): string {
  return `Sorry, only ${available} pcs are in stock`;
}

export function minimumMessage(minimum: number): string {
  return `Sorry, the minimum order is ${minimum} pcs`;
}

/** SPEC §6 order form. Name and email come from the account; prices are never sent. */
export const placeOrderSchema = z.object({
  productId: z.string().min(1).max(100),
  quantity: z
    .number({ error: orderMessages.quantityRequired })
    .int(orderMessages.quantityWhole)
    .min(1, orderMessages.quantityPositive)
    .max(MAX_ORDER_QUANTITY, stockMessage(MAX_ORDER_QUANTITY)),
  phone: phoneSchema,
  deliveryAddress: z.string({ error: orderMessages.deliveryAddressRequired }).trim().min(1, orderMessages.deliveryAddressRequired).max(500, orderMessages.deliveryAddressTooLong),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;

/** The quantity rules that need the product: the same function on the order page and the server. */
export function quantityProblem(quantity: number, product: { availableQuantity: number; minOrderQuantity: number }): string | null {
  if (quantity > product.availableQuantity) return stockMessage(product.availableQuantity);
  if (quantity < product.minOrderQuantity) return minimumMessage(product.minOrderQuantity);
  return null;
}

export const orderStatusSchema = z.enum(orderStatuses);

export const orderLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  unitPrice: centsSchema('Price of one piece'),
  quantity: z.number().int(),
  lineTotal: centsSchema('unitPrice × quantity'),
});

export { DELIVERY_METHODS as deliveryMethods, type DeliveryMethod } from '../delivery.js';
export { paymentChoices, type PaymentChoice } from '../order-status.js';

export const orderDeliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  /** The delivery fee in cents (0: free or picked up), within `total`. */
  fee: centsSchema('Delivery fee', ', within `total`'),
  /** The delivery zone the address fell in (null: pickup, or an order placed from a product's own order page). */
  zone: z.string().nullable(),
  /** The booked delivery slot: a day (YYYY-MM-DD, the shop's time zone) and a window such as 08:00-12:00. */
  slot: z.object({ day: z.string(), window: z.string() }).nullable(),
  /** For a building site: what the driver needs to know. */
  siteNotes: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** The tax within an order's (or a review's) total, under the shop's rule (`included`: the prices held it; otherwise it was added). */
export const orderTaxSchema = z.object({ name: z.string(), rateBasisPoints: z.number().int(), included: z.boolean(), amount: centsSchema('The tax') });

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryAddress: z.string(),
  status: orderStatusSchema,
  lines: z.array(orderLineSchema),
  /** The lines' total in cents. */
  subtotal: centsSchema('The lines\' total'),
  /** The discount code applied at the checkout, as the shop wrote it (null: none). */
  discountCode: z.string().nullable(),
  /** What the code took off the lines, in cents, within `total` (0: none). */
  discountCents: centsSchema('What the discount code took off', ' (0: none)'),
  delivery: orderDeliverySchema,
  paymentChoice: z.enum(paymentChoices),
  /** The invoice's number once the order is paid, or from the start for an order on invoice (its PDF: GET /api/orders/:id/invoice). */
  invoiceNumber: z.string().nullable(),
  /** Total in cents, computed on the server: the lines less the discount, the delivery fee and, when prices are net, the tax. */
  total: centsSchema('What the customer pays', ': lines less discount, plus delivery and, when prices are net, tax'),
  /** The tax within `total`, under the shop's rule when the order was placed (`included`: the prices held it; otherwise it was added). */
  tax: orderTaxSchema,
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /**
   * While unpaid: when the order is cancelled and its pieces go back on sale — a card order unless
   * paid by then, a cash-on-delivery order unless sent off (or made ready for pickup) by then, and
   * one ready for pickup unless collected by then.
   */
  paymentDueAt: z.iso.datetime().nullable(),
  /** Paid on invoice (trade accounts): the payment terms in days and the last day to pay (YYYY-MM-DD); null otherwise. */
  invoiceTerms: z.object({ paymentTermsDays: z.number().int(), dueOn: z.iso.date() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDERS_PAGE_SIZE = 20;
export const myOrdersQuerySchema = pageQuerySchema(ORDERS_PAGE_SIZE);
export const allOrdersQuerySchema = pageQuerySchema(ORDERS_PAGE_SIZE).extend({ status: z.enum(orderStatuses, { error: orderMessages.statusUnknown }).optional() });
export const orderPageSchema = pageSchema(orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;
