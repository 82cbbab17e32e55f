import { sql, type SQL } from 'drizzle-orm';
import type { OrderPrice } from '../../../shared/order-pricing.js';
import type { DeliveryMethod, PaymentChoice } from '../../../shared/schemas/orders.js';
import type { TaxRule } from '../../../shared/tax.js';
import { OUTBOX_CHANNEL, taskInsertFrom } from '../../outbox/outbox.js';
import type { CheckedLine } from './order-lines-check.js';
import { ORDER_EVENTS_CHANNEL } from './order-notifications.js';
import { orderEmailTask } from './order-tasks.js';

export interface Customer {
  id: string;
  name: string;
  email: string;
}

export interface OrderDeliveryPlan {
  method: DeliveryMethod;
  /** The order's delivery address as one line (for pickup: where it is picked up). */
  address: string;
  zone: { id: string; name: string } | null;
  slot: { day: string; window: string } | null;
  siteNotes: string | null;
}

/** Everything the order's rows are written from, once its lines were judged and priced. */
export interface OrderToWrite {
  orderId: string;
  number: string;
  customer: Customer;
  phone: string;
  delivery: OrderDeliveryPlan;
  paymentChoice: PaymentChoice;
  lines: readonly CheckedLine[];
  price: OrderPrice;
  /** The discount code taken off the lines (`price.discount`), as its admin wrote it; null: none. */
  discountCode: string | null;
  tax: TaxRule;
  /** When the order, still unpaid, is cancelled and its pieces go back on sale (see PaymentDue). */
  paymentDue: PaymentDue;
  /** Paid on invoice: the terms and the last day to pay. */
  invoice: { paymentTermsDays: number; dueOn: string } | null;
  idempotency: { key: string; fingerprint: string } | null;
}

/**
 * When an order that holds its pieces unpaid gives them back: a card order so many minutes after
 * it is placed; a cash-on-delivery order at the end of its slot's day in the shop's time zone (not
 * sent off by then), or so many days after it is placed for pickup; null for an order on invoice.
 */
export type PaymentDue = { minutes: number } | { endOfDay: string; timeZone: string } | { days: number } | null;

function dueMoment(due: PaymentDue): SQL {
  if (due === null) return sql`null::timestamptz`;
  if ('minutes' in due) return sql`now() + ${due.minutes} * interval '1 minute'`;
  if ('days' in due) return sql`now() + ${due.days} * interval '1 day'`;
  return sql`((${due.endOfDay}::date + 1)::timestamp at time zone ${due.timeZone})`;
}

export interface WrittenOrder {
  /** ISO 8601, UTC, milliseconds: as the API shows it. */
  created_at: string;
  payment_due_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Writes a placed order in ONE statement: the order, its lines, its first event and the
 * customer's email (outbox), and announces it to every app process once it commits.
 */
export function writeOrderStatement(order: OrderToWrite): SQL {
  const { orderId, customer, delivery, price, tax } = order;
  const lines = sql.join(
    order.lines.map((line, index) => sql`(${orderId}::uuid, ${index + 1}::integer, ${line.productId}::uuid, ${line.productName}, ${line.unitPrice}::integer, ${line.quantity}::integer, ${line.lineTotal}::integer)`),
    sql`, `,
  );
  const announcement = JSON.stringify({ orderId, userId: customer.id, status: 'pending_payment' });
  const due = dueMoment(order.paymentDue);
  return sql`
    with placed as (
      insert into orders (id, number, user_id, customer_name, email, phone, delivery_address, status, subtotal_cents, delivery_method, delivery_fee_cents,
                          delivery_zone_id, delivery_zone_name, delivery_slot_day, delivery_slot_window, site_notes, payment_choice, total_cents, payment_due_at,
                          idempotency_key, request_fingerprint, tax_cents, tax_name, tax_rate_basis_points, prices_include_tax,
                          discount_code, discount_cents, payment_terms_days, invoice_due_on)
      values (${orderId}::uuid, ${order.number}, ${customer.id}, ${customer.name}, ${customer.email}, ${order.phone}, ${delivery.address}, 'pending_payment',
              ${price.subtotal}::integer, ${delivery.method}, ${price.deliveryFee}::integer, ${delivery.zone?.id ?? null}::uuid, ${delivery.zone?.name ?? null}::text,
              ${delivery.slot?.day ?? null}::date, ${delivery.slot?.window ?? null}::text, ${delivery.siteNotes}::text, ${order.paymentChoice}, ${price.total}::integer, ${due},
              ${order.idempotency?.key ?? null}::text, ${order.idempotency?.fingerprint ?? null}::text, ${price.tax}::integer, ${tax.name}, ${tax.rateBasisPoints}::integer, ${tax.pricesIncludeTax},
              ${order.discountCode}::text, ${price.discount}::integer, ${order.invoice?.paymentTermsDays ?? null}::integer, ${order.invoice?.dueOn ?? null}::date)
      returning created_at, payment_due_at
    ), lines as (
      insert into order_lines (order_id, line_number, product_id, product_name, unit_price_cents, quantity, line_total_cents) values ${lines}
    ), event as (
      insert into order_events (order_id, from_status, to_status, actor, actor_user_id) values (${orderId}::uuid, null, 'pending_payment', 'customer', ${customer.id})
    ), email as (${taskInsertFrom(orderEmailTask(orderId, 'pending_payment'), sql`placed`)})
    select ${iso('placed.created_at')} as created_at, ${iso('placed.payment_due_at')} as payment_due_at,
           pg_notify(${ORDER_EVENTS_CHANNEL}, ${announcement}), pg_notify(${OUTBOX_CHANNEL}, '')
      from placed`;
}
