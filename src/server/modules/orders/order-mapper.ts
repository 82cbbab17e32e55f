import { asc, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { orderLines, type orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type OrderLineRow = typeof orderLines.$inferSelect;

/** An order as the API shows it, from its row and its lines' rows. */
export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
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
    total: row.totalCents,
    tax: { name: row.taxName, rateBasisPoints: row.taxRateBasisPoints, included: row.pricesIncludeTax, amount: row.taxCents },
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    paymentDueAt: row.status === 'pending_payment' ? iso(row.paymentDueAt) : null,
  };
}

/** Orders with their lines, in the order given, with one query for all lines. */
export async function withLines(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.lineNumber));
  return rows.map((row) => toOrder(row, lines.filter((line) => line.orderId === row.id)));
}
