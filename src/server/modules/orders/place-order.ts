import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { orderMessages, type Order, type PlaceOrderRequest } from '../../../shared/schemas/orders.js';
import { rowsOf, type Database } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { stockRefusal } from '../catalog/stock.service.js';
import { toOrder } from './order-mapper.js';
import { ORDER_EVENTS_CHANNEL, type OrderChange } from './order-notifications.js';
import { newOrderNumber } from './order-number.js';

export interface Customer {
  id: string;
  name: string;
  email: string;
}

interface PlacedRow {
  product_id: string;
  product_name: string;
  unit_price_cents: number;
  total_cents: number;
  /** ISO 8601, UTC, milliseconds: as the API shows it. */
  created_at: string;
}

/**
 * SPEC §6: places an order for one product, in ONE statement (atomic on its own, and one round
 * trip, which is most of what placing an order costs). The first part takes the stock with one
 * conditional UPDATE, so stock never goes below zero however many buyers race for it: the losers
 * see the row already changed and take nothing. The name and price are copied from the product as
 * it is at that moment and the total (unit price × quantity, refused above MAX_MINOR_UNITS) is
 * computed in the same step; then the order, its line and its first event are written and the
 * change is announced to every app process once it commits. When no stock was taken, nothing
 * else is written either. Nothing the client sends about money counts.
 */
export function placeOrderStatement(orderId: string, number: string, customer: Customer, input: PlaceOrderRequest, announcement: string) {
  const { productId, quantity } = input;
  return sql`
    with taken as (
      update products
         set available_quantity = available_quantity - ${quantity}, updated_at = now()
       where id = ${productId} and archived_at is null
         and available_quantity >= ${quantity} and min_order_quantity <= ${quantity}
         and price_cents::bigint * ${quantity} <= ${MAX_MINOR_UNITS}
      returning id, name, price_cents
    ), placed as (
      insert into orders (id, number, user_id, customer_name, email, phone, delivery_address, status, total_cents)
      select ${orderId}::uuid, ${number}, ${customer.id}, ${customer.name}, ${customer.email}, ${input.phone}, ${input.deliveryAddress}, 'pending_payment', price_cents * ${quantity}
        from taken
      returning total_cents, created_at
    ), line as (
      insert into order_lines (order_id, line_number, product_id, product_name, unit_price_cents, quantity, line_total_cents)
      select ${orderId}::uuid, 1, id, name, price_cents, ${quantity}::integer, price_cents * ${quantity}
        from taken
    ), event as (
      insert into order_events (order_id, from_status, to_status, actor, actor_user_id)
      select ${orderId}::uuid, null, 'pending_payment', 'customer', ${customer.id}
        from taken
    )
    select taken.id as product_id, taken.name as product_name, taken.price_cents as unit_price_cents, placed.total_cents,
           to_char(placed.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           pg_notify(${ORDER_EVENTS_CHANNEL}, ${announcement})
      from taken, placed`;
}

export async function placeOrder(db: Database, customer: Customer, input: PlaceOrderRequest): Promise<Order> {
  if (!isUuid(input.productId)) throw new AppError('NOT_FOUND', orderMessages.productUnavailable);
  const orderId = randomUUID();
  const number = newOrderNumber();
  const change: OrderChange = { orderId, userId: customer.id, status: 'pending_payment' };
  const [placed] = await rowsOf<PlacedRow>(db, placeOrderStatement(orderId, number, customer, input, JSON.stringify(change)));
  if (!placed) throw await stockRefusal(db, input.productId, input.quantity);

  const line = { productId: placed.product_id, productName: placed.product_name, unitPriceCents: placed.unit_price_cents, quantity: input.quantity, lineTotalCents: placed.total_cents };
  const row = {
    id: orderId,
    number,
    userId: customer.id,
    customerName: customer.name,
    email: customer.email,
    phone: input.phone,
    deliveryAddress: input.deliveryAddress,
    status: 'pending_payment',
    totalCents: placed.total_cents,
    paymentMethod: null,
    transactionId: null,
    createdAt: new Date(placed.created_at),
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
  };
  return toOrder(row, [{ orderId, lineNumber: 1, ...line }]);
}
