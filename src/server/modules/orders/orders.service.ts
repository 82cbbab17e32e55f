import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { canTransition, refusalMessage, type OrderActor, type OrderStatus } from '../../../shared/order-status.js';
import type { DeliveryMethod } from '../../../shared/delivery.js';
import { totalPages, type Page, type PageQuery } from '../../../shared/schemas/common.js';
import { orderMessages, type Order, type PaymentChoice } from '../../../shared/schemas/orders.js';
import type { Database, Executor, Transaction } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { returnStock } from '../catalog/stock.service.js';
import { releaseSlot } from '../delivery/delivery.service.js';
import { giveDiscountBack } from '../discounts/discount-claims.service.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { atTheCounter, withLines, type OrderRow } from './order-mapper.js';
import { announceOrderChange } from './order-notifications.js';
import { orderCancelledTask, orderEmailTask } from './order-tasks.js';
import { orderEvents, orders } from './orders.tables.js';

async function page(db: Executor, where: SQL | undefined, query: PageQuery): Promise<Page<Order>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items: await withLines(db, rows), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

/** My Orders: the customer's own orders, newest first. */
export function listOrdersOf(db: Executor, userId: string, query: PageQuery): Promise<Page<Order>> {
  return page(db, eq(orders.userId, userId), query);
}

/** Manage All Orders: every order, optionally of one status, newest first. */
export function listAllOrders(db: Executor, query: PageQuery & { status?: OrderStatus | undefined }): Promise<Page<Order>> {
  return page(db, query.status ? eq(orders.status, query.status) : undefined, query);
}

function notFound() {
  return new AppError('NOT_FOUND', orderMessages.notFound);
}

/** One order; someone else's order is "not found" to a customer (its existence is not revealed). */
export async function getOrder(db: Executor, orderId: string, ownerId?: string): Promise<Order> {
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db.select().from(orders).where(ownerId ? and(eq(orders.id, orderId), eq(orders.userId, ownerId)) : eq(orders.id, orderId));
  if (!row) throw notFound();
  const [order] = await withLines(db, [row]);
  if (!order) throw notFound();
  return order;
}

export interface TransitionRequest {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  actorUserId: string | null;
  /** A customer acts only on their own orders. */
  ownerId?: string;
  /** For `paid`: how it was paid. */
  payment?: { method: string; transactionId: string };
  /** The shop's time zone (content/shop.json): the year of the invoice a payment issues is its year. UTC when not given. */
  timeZone?: string;
  /** For `shipped`: how many days an unpaid cash order made ready for pickup waits at the counter before its pieces go back on sale. */
  pickupHoldDays?: number;
}

const stampColumn = { paid: 'paidAt', shipped: 'shippedAt', delivered: 'deliveredAt', cancelled: 'cancelledAt' } as const;

/**
 * Moves an order along the status machine (shared/order-status.ts) inside the caller's
 * transaction. The order row is locked first, so two simultaneous changes are applied one
 * after the other and the second is judged against the first's result (409 when illegal).
 * A cancellation gives the stock back, once, in the same transaction, and records (outbox) that
 * the order's payments must be settled: refunded if paid, closed at the provider if still open;
 * that happens after the commit, never while the order is locked; a booked delivery slot is given
 * back. A cash-on-delivery order ships unpaid and is paid when delivered. The customer's email
 * about the change is recorded (outbox) in the same transaction.
 */
export async function transitionOrderIn(tx: Transaction, request: TransitionRequest): Promise<Order> {
  if (!isUuid(request.orderId)) throw notFound();
  const ownership = request.ownerId ? and(eq(orders.id, request.orderId), eq(orders.userId, request.ownerId)) : eq(orders.id, request.orderId);
  const [row] = await tx.select().from(orders).where(ownership).for('update');
  if (!row) throw notFound();
  const from = row.status as OrderStatus;
  const payment = row.paymentChoice as PaymentChoice;
  const method = row.deliveryMethod as DeliveryMethod;
  if (!canTransition(from, request.to, request.actor, payment)) throw new AppError('CONFLICT', refusalMessage(from, request.to, request.actor, payment, method));
  // The shop itself ends only an order whose time ran out, judged again under the lock: one paid,
  // sent off, made ready or collected since the expiry sweep picked it is not touched.
  if (request.actor === 'system' && request.to === 'cancelled' && !dueToExpire(row, new Date())) throw new AppError('CONFLICT', orderMessages.notDueToExpire);
  // An order on invoice whose invoice was paid is paid, whatever its status: like a paid card order, only the shop cancels it.
  if (request.to === 'cancelled' && request.actor === 'customer' && row.paidAt) throw new AppError('CONFLICT', refusalMessage('paid', 'cancelled', 'customer'));

  const [current] = await withLines(tx, [row]);
  if (!current) throw notFound();
  if (request.to === 'cancelled') {
    // An expired order gives its pieces back as the shop; a shipped one refused at the door brings the goods back.
    const reason = request.actor === 'system' ? 'expiry' : from === 'shipped' ? 'return' : 'cancellation';
    await returnStock(tx, current.lines, { reason, order: { id: row.id, number: row.number }, actor: request.actorUserId === null ? null : { userId: request.actorUserId } });
    // Its discount code's use comes back (locks taken as placing takes them: products, then the code, then the slot).
    await giveDiscountBack(tx, row.id);
    if (row.deliveryZoneId && current.delivery.slot) await releaseSlot(tx, row.deliveryZoneId, current.delivery.slot);
    await enqueueTask(tx, orderCancelledTask(row.id));
  }
  const now = new Date();
  const changes: Partial<OrderRow> = { status: request.to, [stampColumn[request.to as keyof typeof stampColumn]]: now };
  if (request.payment) {
    changes.paymentMethod = request.payment.method;
    changes.transactionId = request.payment.transactionId;
  }
  // Ready for pickup and still to be paid in cash: it waits at the counter for the pickup window, then goes back on sale (order-expiry.ts).
  if (request.to === 'shipped' && payment === 'cash_on_delivery' && row.deliveryMethod === 'pickup' && !row.paidAt && request.pickupHoldDays) {
    changes.paymentDueAt = new Date(now.getTime() + request.pickupHoldDays * 24 * 60 * 60 * 1000);
  }
  // Cash on delivery: the driver takes the money, so the order is paid when it is delivered.
  if (request.to === 'delivered' && payment === 'cash_on_delivery' && !row.paidAt) {
    changes.paidAt = now;
    changes.paymentMethod = 'cash_on_delivery';
  }
  const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, row.id)).returning();
  if (!updated) throw notFound();
  // Paid by this change (by card, or in cash at delivery): the invoice is issued in the same transaction.
  if (!row.paidAt && updated.paidAt) await issueInvoice(tx, row.id, updated.paidAt, request.timeZone ?? 'UTC');
  await tx.insert(orderEvents).values({ orderId: row.id, fromStatus: from, toStatus: request.to, actor: request.actor, actorUserId: request.actorUserId });
  await enqueueTask(tx, orderEmailTask(row.id, request.to));
  await announceOrderChange(tx, { orderId: row.id, userId: row.userId, status: request.to });
  const [result] = await withLines(tx, [updated]);
  if (!result) throw notFound();
  return result;
}

/** Whether the shop ends this order now: unpaid past its due time, or left at the counter past its pickup window. */
function dueToExpire(row: OrderRow, now: Date): boolean {
  const waiting = row.status === 'pending_payment' || atTheCounter(row);
  return waiting && row.paymentDueAt !== null && row.paymentDueAt.getTime() <= now.getTime();
}

export function transitionOrder(db: Database, request: TransitionRequest): Promise<Order> {
  return db.transaction((tx) => transitionOrderIn(tx, request));
}
