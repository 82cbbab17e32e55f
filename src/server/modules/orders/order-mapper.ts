import { asc, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/order-status.js';
import type { DeliveryMethod, Order, PaymentChoice } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { invoiceNumbersOf } from '../invoices/invoice-numbers.js';
import { orderLines, type orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type OrderLineRow = typeof orderLines.$inferSelect;

/** An order as the API shows it, from its row, its lines' rows and its invoice's number (null: none yet). */
/** A cash order made ready for pickup and not yet collected: it waits at the counter until its `paymentDueAt`. */
export function atTheCounter(row: Pick<OrderRow, 'status' | 'deliveryMethod' | 'paymentChoice' | 'paidAt'>): boolean {
  return row.status === 'shipped' && row.deliveryMethod === 'pickup' && row.paymentChoice === 'cash_on_delivery' && row.paidAt === null;
}

export function toOrder(row: OrderRow, lines: OrderLineRow[], invoiceNumber: string | null): Order {
  return {
    id: row.id,
    number: row.number,
    customerId: row.userId,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    deliveryAddress: row.deliveryAddress,
    status: row.status as OrderStatus,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      unitPrice: line.unitPriceCents,
      quantity: line.quantity,
      lineTotal: line.lineTotalCents,
    })),
    subtotal: row.subtotalCents,
    discountCode: row.discountCode,
    discountCents: row.discountCents,
    delivery: {
      method: row.deliveryMethod as DeliveryMethod,
      fee: row.deliveryFeeCents,
      zone: row.deliveryZoneName,
      slot: row.deliverySlotDay && row.deliverySlotWindow ? { day: row.deliverySlotDay, window: row.deliverySlotWindow } : null,
      siteNotes: row.siteNotes,
    },
    paymentChoice: row.paymentChoice as PaymentChoice,
    invoiceNumber,
    total: row.totalCents,
    tax: { name: row.taxName, rateBasisPoints: row.taxRateBasisPoints, included: row.pricesIncludeTax, amount: row.taxCents },
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    // Until when the order holds its pieces unpaid: waiting for its payment, or (cash, ready for pickup) at the counter.
    paymentDueAt: row.status === 'pending_payment' || atTheCounter(row) ? iso(row.paymentDueAt) : null,
    invoiceTerms: row.paymentChoice === 'invoice' && row.invoiceDueOn !== null && row.paymentTermsDays !== null ? { paymentTermsDays: row.paymentTermsDays, dueOn: row.invoiceDueOn } : null,
  };
}

/** Orders with their lines and invoice numbers, in the order given, with one query for all lines. */
export async function withLines(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, invoiceNumbers] = await Promise.all([linesOf(db, ids), invoiceNumbersOf(db, ids)]);
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      invoiceNumbers.get(row.id) ?? null,
    ),
  );
}

function linesOf(db: Executor, orderIds: string[]): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.lineNumber));
}
