import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { idempotencyMessages } from '../../../shared/schemas/common.js';
import type { Order, PaymentChoice } from '../../../shared/schemas/orders.js';
import type { TaxRule } from '../../../shared/tax.js';
import { rowsOf, type Database, type Executor, type Transaction } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { UnpaidOrderLimits } from '../../config.js';
import { lockProductsForOrder, takeStockForOrder } from '../catalog/order-stock.service.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { claimDiscount, priceWithDiscount, recordDiscountUse, type DiscountShop } from '../discounts/discount-claims.service.js';
import { checkLines, lineQuantityField, type LinePricing, type LineWording, type WantedLine } from './order-lines-check.js';
import { toOrder } from './order-mapper.js';
import { orders } from './orders.tables.js';
import { getOrder } from './orders.service.js';
import { newOrderNumber } from './order-number.js';
import { judgeUnpaidLimits, lockUnpaidOrdersOf, unpaidShareRefusal } from './unpaid-orders.js';
import { writeOrderStatement, type Customer, type OrderDeliveryPlan, type OrderToWrite, type PaymentDue, type WrittenOrder } from './write-order.js';

export type { Customer } from './write-order.js';

export interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * An order to place, as the product's own order page (one line) or the checkout (a cart) asks for
 * it. The steps that belong to other modules (the cart, the delivery slot, the cash-on-delivery
 * limit, a saved address) come in as functions run inside the order's transaction.
 */
export interface OrderRequest {
  customer: Customer;
  phone: string;
  delivery: OrderDeliveryPlan;
  paymentChoice: PaymentChoice;
  /** The delivery fee for these lines (a zone may deliver free above a subtotal). */
  deliveryFee: (subtotal: number) => number;
  /** The lines, read inside the transaction (a cart is locked and read there). */
  lines: (tx: Transaction) => Promise<readonly WantedLine[]>;
  wording: LineWording;
  /** Refuses (throws) when the priced order may not be placed as asked (total changed, cash limit). */
  accept?: (tx: Transaction, total: number) => Promise<void>;
  /** Paid in cash on delivery: when the order, not sent off by then, gives its pieces back (the end of its slot's day; days after it is placed for pickup). */
  cashDue?: PaymentDue;
  /** Books what the order needs besides stock (a delivery slot); throws when it cannot. */
  book?: (tx: Transaction) => Promise<void>;
  /** Runs last, in the same transaction, with the new order's id (empty the cart, save the address, mark a quote ordered). */
  after?: (tx: Transaction, lines: readonly WantedLine[], orderId: string) => Promise<void>;
  /**
   * The checkout's discount code as typed: judged under the code's lock (after the products'), taken
   * off the lines before the total is accepted, and its use recorded with the order.
   */
  discount?: { code: string; shop: DiscountShop } | undefined;
  /**
   * Whose prices the lines are at (a trade account's tier, a quote's prices), read inside the
   * transaction after the customer's lock; list prices when absent.
   */
  pricing?: (tx: Transaction) => Promise<LinePricing>;
  /**
   * Paid on invoice (issue 15 §5): the account's terms and the last day to pay (null: it may not
   * pay on invoice), and the shop's time zone, whose year numbers the invoice issued with the order.
   */
  invoice?: { terms: (tx: Transaction) => Promise<InvoiceTerms | null>; timeZone: string };
}

/** An order paid on invoice: the terms it was placed under and its last day to pay (YYYY-MM-DD, the shop's time zone). */
export interface InvoiceTerms {
  paymentTermsDays: number;
  dueOn: string;
}

export interface OrderRules {
  limits: UnpaidOrderLimits;
  tax: TaxRule;
}

/** A placed order, and whether it was placed by an earlier request with the same `Idempotency-Key`. */
export interface PlacedOrder {
  order: Order;
  replayed: boolean;
}

/** Order numbers are random; the rare one already taken is drawn again. */
const NUMBER_ATTEMPTS = 5;

/**
 * The order an earlier request with this `Idempotency-Key` placed, if any (null: none). The same
 * key for another order is refused: a client that reuses keys would otherwise get an old order.
 */
async function orderOfKey(db: Executor, customerId: string, idempotency: Idempotency | undefined): Promise<string | null> {
  if (!idempotency) return null;
  const [earlier] = await db
    .select({ id: orders.id, fingerprint: orders.requestFingerprint })
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.idempotencyKey, idempotency.key)));
  if (!earlier) return null;
  if (earlier.fingerprint !== idempotency.fingerprint) throw new AppError('CONFLICT', idempotencyMessages.keyReused);
  return earlier.id;
}

/**
 * The order an earlier request with this `Idempotency-Key` placed, as its retry answers it; null
 * when there is none. A checkout asks this before judging the delivery, so a retry answers the
 * first order even when the zone, the slot or the address changed since.
 */
export async function earlierOrder(db: Database, customerId: string, idempotency: Idempotency | undefined): Promise<PlacedOrder | null> {
  const earlier = await orderOfKey(db, customerId, idempotency);
  return earlier ? { order: await getOrder(db, earlier, customerId), replayed: true } : null;
}

/**
 * SPEC §6 and issue 14 §2: places an order of one or many lines, all or nothing, in one
 * transaction. The customer's lock comes first (their orders at the same moment are judged one
 * after the other against the unpaid-order limits, and a retry with the same `Idempotency-Key`
 * waits for the first and answers its order); then the products of every line are locked and
 * read, the lines judged and priced from what was read (a discount code's row locked and judged
 * next, issue 15 §4), the slot booked, the stock of every line taken and the order written (with
 * the code's use; an order on invoice with its invoice). Any refusal rolls the whole transaction
 * back: no stock, slot, code use, invoice number or cart line is lost. Nothing the client sends
 * about money counts.
 */
export async function placeOrder(db: Database, request: OrderRequest, rules: OrderRules, idempotency?: Idempotency): Promise<PlacedOrder> {
  const { customer } = request;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await db.transaction(async (tx): Promise<{ earlier: string } | { placed: Order }> => {
        await lockUnpaidOrdersOf(tx, customer.id);
        const earlier = await orderOfKey(tx, customer.id, idempotency);
        if (earlier) return { earlier };
        return { placed: await placeIn(tx, request, rules, idempotency) };
      });
      if ('earlier' in outcome) return { order: await getOrder(db, outcome.earlier, customer.id), replayed: true };
      return { order: outcome.placed, replayed: false };
    } catch (error) {
      // The same key placed an order meanwhile (the lock makes this rare), or the number was taken: try again.
      if (attempt < NUMBER_ATTEMPTS && (isUniqueViolation(error, 'orders_number_unique') || isUniqueViolation(error, 'orders_idempotency_key_unique'))) continue;
      throw error;
    }
  }
}

async function placeIn(tx: Transaction, request: OrderRequest, rules: OrderRules, idempotency: Idempotency | undefined): Promise<Order> {
  const { customer } = request;
  const wanted = await request.lines(tx);
  // Card and cash-on-delivery orders hold their pieces unpaid (until paid, expired or sent off); orders on invoice are bounded by the credit limit.
  const holdsUnpaid = request.paymentChoice !== 'invoice';
  const pieces = holdsUnpaid ? wanted.reduce((total, line) => total + line.quantity, 0) : 0;
  // Lowered for a customer whose orders keep expiring unpaid.
  const { refusal, limits } = await judgeUnpaidLimits(tx, customer.id, pieces, rules.limits);
  if (refusal) throw refusal;
  const products = await lockProductsForOrder(
    tx,
    wanted.map((line) => line.productId),
  );
  const shareRefusal = holdsUnpaid ? await unpaidShareRefusal(tx, customer.id, wanted, products, limits, (index) => lineQuantityField(request.wording, index)) : null;
  if (shareRefusal) throw shareRefusal;
  const pricing = request.pricing ? await request.pricing(tx) : undefined;
  const checked = checkLines(wanted, products, request.deliveryFee, rules.tax, request.wording, pricing);
  const { lines } = checked;
  const discount = request.discount ? await claimDiscount(tx, request.discount.code, customer.id, { lock: true, now: new Date(), shop: request.discount.shop }) : null;
  const price = discount && request.discount ? priceWithDiscount(checked.price, discount, request.deliveryFee, rules.tax, request.discount.shop) : checked.price;
  await request.accept?.(tx, price.total);
  await request.book?.(tx);
  const invoice = request.paymentChoice === 'invoice' && request.invoice ? await request.invoice.terms(tx) : null;
  if (request.paymentChoice === 'invoice' && !invoice) throw new Error('an order paid on invoice needs its terms');
  const order: OrderToWrite = {
    orderId: randomUUID(),
    number: newOrderNumber(),
    customer,
    phone: request.phone,
    delivery: request.delivery,
    paymentChoice: request.paymentChoice,
    lines,
    price,
    discountCode: discount?.code ?? null,
    tax: rules.tax,
    paymentDue: request.paymentChoice === 'card' ? { minutes: rules.limits.expireAfterMinutes } : request.paymentChoice === 'cash_on_delivery' ? (request.cashDue ?? null) : null,
    invoice: invoice ?? null,
    idempotency: idempotency ?? null,
  };
  await takeStockForOrder(tx, lines, { order: { id: order.orderId, number: order.number }, actor: { userId: customer.id, name: customer.name } });
  const [written] = await rowsOf<WrittenOrder>(tx, writeOrderStatement(order));
  if (!written) throw new Error('the order statement wrote no order');
  if (discount) await recordDiscountUse(tx, discount, { orderId: order.orderId, userId: customer.id, discountCents: price.discount });
  // An order on invoice is paid against its invoice: the invoice is issued with the order (its number, its PDF, the confirmation email's attachment).
  const issued = invoice && request.invoice ? await issueInvoice(tx, order.orderId, new Date(written.created_at), request.invoice.timeZone) : null;
  await request.after?.(tx, wanted, order.orderId);
  return placedOrder(order, written, issued?.number ?? null);
}

/** The order as the API shows it, from what was written (no second read). */
function placedOrder(order: OrderToWrite, written: WrittenOrder, invoiceNumber: string | null): Order {
  const { orderId, customer, delivery, price, tax } = order;
  const row = {
    id: orderId,
    number: order.number,
    userId: customer.id,
    customerName: customer.name,
    email: customer.email,
    phone: order.phone,
    deliveryAddress: delivery.address,
    status: 'pending_payment',
    subtotalCents: price.subtotal,
    deliveryMethod: delivery.method,
    deliveryFeeCents: price.deliveryFee,
    deliveryZoneId: delivery.zone?.id ?? null,
    deliveryZoneName: delivery.zone?.name ?? null,
    deliverySlotDay: delivery.slot?.day ?? null,
    deliverySlotWindow: delivery.slot?.window ?? null,
    siteNotes: delivery.siteNotes,
    paymentChoice: order.paymentChoice,
    discountCode: order.discountCode,
    discountCents: price.discount,
    totalCents: price.total,
    taxCents: price.tax,
    taxName: tax.name,
    taxRateBasisPoints: tax.rateBasisPoints,
    pricesIncludeTax: tax.pricesIncludeTax,
    paymentMethod: null,
    transactionId: null,
    createdAt: new Date(written.created_at),
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    paymentDueAt: written.payment_due_at === null ? null : new Date(written.payment_due_at),
    paymentTermsDays: order.invoice?.paymentTermsDays ?? null,
    invoiceDueOn: order.invoice?.dueOn ?? null,
    idempotencyKey: order.idempotency?.key ?? null,
    requestFingerprint: order.idempotency?.fingerprint ?? null,
  };
  const lines = order.lines.map((line, index) => ({
    orderId,
    lineNumber: index + 1,
    productId: line.productId,
    productName: line.productName,
    unitPriceCents: line.unitPrice,
    quantity: line.quantity,
    lineTotalCents: line.lineTotal,
  }));
  return toOrder(row, lines, invoiceNumber);
}
