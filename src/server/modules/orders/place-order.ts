import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { orderMessages, type Order, type PlaceOrderRequest } from '../../../shared/schemas/orders.js';
import { idempotencyMessages } from '../../../shared/schemas/common.js';
import { maxLinesTotal, type TaxRule } from '../../../shared/tax.js';
import { rowsOf, type Database, type Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/uuid.js';
import type { UnpaidOrderLimits } from '../../config.js';
import { stockRefusal, takeStock } from '../catalog/stock.service.js';
import { OUTBOX_CHANNEL, taskInsertFrom } from '../../outbox/outbox.js';
import { orderEmailTask } from './order-tasks.js';
import { toOrder } from './order-mapper.js';
import { orderTaxSql } from './order-tax.js';
import { orders } from './orders.tables.js';
import { getOrder } from './orders.service.js';
import { ORDER_EVENTS_CHANNEL, type OrderChange } from './order-notifications.js';
import { newOrderNumber } from './order-number.js';
import { lockUnpaidOrdersOf, unpaidHolding, unpaidLimitRefusal } from './unpaid-orders.js';

export interface Customer {
  id: string;
  name: string;
  email: string;
}

export interface OrderToPlace {
  orderId: string;
  number: string;
  customer: Customer;
  input: PlaceOrderRequest;
  /** The JSON announced on ORDER_EVENTS_CHANNEL once the order commits. */
  announcement: string;
  limits: UnpaidOrderLimits;
  /** The shop's tax rule, copied onto the order. */
  tax: TaxRule;
  /** The request's `Idempotency-Key` and what it asked for, kept with the order. */
  idempotency?: Idempotency | undefined;
}

export interface Idempotency {
  key: string;
  fingerprint: string;
}

interface PlacedRow {
  product_id: string;
  product_name: string;
  unit_price_cents: number;
  line_total_cents: number;
  tax_cents: number;
  total_cents: number;
  /** ISO 8601, UTC, milliseconds: as the API shows it. */
  created_at: string;
  payment_due_at: string;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * SPEC §6: places an order for one product in ONE statement (one round trip, which is most of
 * what placing an order costs). The catalog's `takeStock` takes the pieces with one conditional
 * UPDATE — only while the customer's unpaid orders stay within their limits — and copies the
 * product's name and its piece price at that quantity (after quantity-break tiers) as they are at
 * that moment; then the order (due to be paid within the limits' time), its line, its first
 * event and the customer's email (outbox) are written and the change is announced to every app
 * process once it commits. When no stock was taken, nothing else is written either. Nothing the
 * client sends about money counts.
 */
export function placeOrderStatement({ orderId, number, customer, input, announcement, limits, idempotency, tax }: OrderToPlace) {
  const { productId, quantity } = input;
  const holding = unpaidHolding(customer.id);
  const withinLimits = sql`(select orders from holding) < ${limits.maxOrders} and (select pieces from holding) + ${quantity} <= ${limits.maxPieces}`;
  return sql`
    with holding as (${holding}),
    taken as (${takeStock(productId, quantity, withinLimits, maxLinesTotal(tax))}),
    priced as (
      select id, name, unit_price_cents, unit_price_cents * ${quantity} as line_total_cents,
             (${orderTaxSql(sql`unit_price_cents * ${quantity}`, tax)})::integer as tax_cents
        from taken
    ),
    placed as (
      insert into orders (id, number, user_id, customer_name, email, phone, delivery_address, status, subtotal_cents, total_cents, payment_due_at, idempotency_key, request_fingerprint,
                          tax_cents, tax_name, tax_rate_basis_points, prices_include_tax)
      select ${orderId}::uuid, ${number}, ${customer.id}, ${customer.name}, ${customer.email}, ${input.phone}, ${input.deliveryAddress}, 'pending_payment', line_total_cents,
             line_total_cents + ${tax.pricesIncludeTax ? sql`0` : sql`tax_cents`}, now() + ${limits.expireAfterMinutes} * interval '1 minute',
             ${idempotency?.key ?? null}::text, ${idempotency?.fingerprint ?? null}::text,
             tax_cents, ${tax.name}, ${tax.rateBasisPoints}, ${tax.pricesIncludeTax}
        from priced
      returning total_cents, created_at, payment_due_at
    ), line as (
      insert into order_lines (order_id, line_number, product_id, product_name, unit_price_cents, quantity, line_total_cents)
      select ${orderId}::uuid, 1, id, name, unit_price_cents, ${quantity}::integer, line_total_cents
        from priced
    ), event as (
      insert into order_events (order_id, from_status, to_status, actor, actor_user_id)
      select ${orderId}::uuid, null, 'pending_payment', 'customer', ${customer.id}
        from taken
    ), email as (${taskInsertFrom(orderEmailTask(orderId, 'pending_payment'), sql`taken`)})
    select priced.id as product_id, priced.name as product_name, priced.unit_price_cents, priced.line_total_cents, priced.tax_cents, placed.total_cents,
           ${iso('placed.created_at')} as created_at, ${iso('placed.payment_due_at')} as payment_due_at,
           pg_notify(${ORDER_EVENTS_CHANNEL}, ${announcement}), pg_notify(${OUTBOX_CHANNEL}, '')
      from priced, placed`;
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

/** A placed order, and whether it was placed by an earlier request with the same `Idempotency-Key`. */
export interface PlacedOrder {
  order: Order;
  replayed: boolean;
}

/**
 * Places the order: the customer's unpaid orders are locked (so two of their orders at once are
 * judged one after the other against the limits, and a retry with the same `Idempotency-Key`
 * waits for the first and answers its order), then the statement above runs. Refused: the
 * reason, with the message the order page shows.
 */
export async function placeOrder(db: Database, customer: Customer, input: PlaceOrderRequest, rules: { limits: UnpaidOrderLimits; tax: TaxRule }, idempotency?: Idempotency): Promise<PlacedOrder> {
  const { limits, tax } = rules;
  if (!isUuid(input.productId)) throw new AppError('NOT_FOUND', orderMessages.productUnavailable);
  for (let attempt = 1; ; attempt += 1) {
    const orderId = randomUUID();
    const number = newOrderNumber();
    const change: OrderChange = { orderId, userId: customer.id, status: 'pending_payment' };
    const order: OrderToPlace = { orderId, number, customer, input, announcement: JSON.stringify(change), limits, tax, idempotency };
    let outcome: { earlier: string } | { placed: PlacedRow | undefined };
    try {
      outcome = await db.transaction(async (tx) => {
        await lockUnpaidOrdersOf(tx, customer.id);
        const earlier = await orderOfKey(tx, customer.id, idempotency);
        if (earlier) return { earlier };
        return { placed: (await rowsOf<PlacedRow>(tx, placeOrderStatement(order)))[0] };
      });
    } catch (error) {
      // The same key placed an order meanwhile (the lock makes this rare): answer that one.
      if (attempt < NUMBER_ATTEMPTS && (isUniqueViolation(error, 'orders_number_unique') || isUniqueViolation(error, 'orders_idempotency_key_unique'))) continue;
      throw error;
    }
    if ('earlier' in outcome) return { order: await getOrder(db, outcome.earlier, customer.id), replayed: true };
    if (!outcome.placed) throw (await unpaidLimitRefusal(db, customer.id, input.quantity, limits)) ?? (await stockRefusal(db, input.productId, input.quantity, maxLinesTotal(tax)));
    return { order: placedOrder(order, outcome.placed), replayed: false };
  }
}

/** The order as the API shows it, from what the statement answered (no second read). */
function placedOrder(order: OrderToPlace, placed: PlacedRow): Order {
  const { orderId, number, customer, input } = order;
  const line = { productId: placed.product_id, productName: placed.product_name, unitPriceCents: placed.unit_price_cents, quantity: input.quantity, lineTotalCents: placed.line_total_cents };
  const row = {
    id: orderId,
    number,
    userId: customer.id,
    customerName: customer.name,
    email: customer.email,
    phone: input.phone,
    deliveryAddress: input.deliveryAddress,
    status: 'pending_payment',
    subtotalCents: placed.line_total_cents,
    deliveryMethod: 'home',
    deliveryFeeCents: 0,
    deliveryZoneId: null,
    deliveryZoneName: null,
    deliverySlotDay: null,
    deliverySlotWindow: null,
    siteNotes: null,
    paymentChoice: 'card',
    totalCents: placed.total_cents,
    taxCents: placed.tax_cents,
    taxName: order.tax.name,
    taxRateBasisPoints: order.tax.rateBasisPoints,
    pricesIncludeTax: order.tax.pricesIncludeTax,
    paymentMethod: null,
    transactionId: null,
    createdAt: new Date(placed.created_at),
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    paymentDueAt: new Date(placed.payment_due_at),
    idempotencyKey: order.idempotency?.key ?? null,
    requestFingerprint: order.idempotency?.fingerprint ?? null,
  };
  return toOrder(row, [{ orderId, lineNumber: 1, ...line }], null);
}
