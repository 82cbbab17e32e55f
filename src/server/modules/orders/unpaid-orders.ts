import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { unpaidOrdersMessage, unpaidPiecesMessage, unpaidShareMessage } from '../../../shared/schemas/orders.js';
import { rowsOf, type Executor, type Transaction } from '../../db/database.js';
import type { UnpaidOrderLimits } from '../../config.js';
import { quantityRefusal } from '../catalog/stock.service.js';

/** First key of the advisory locks taken per customer while an order of theirs is placed. */
const UNPAID_ORDERS_LOCK = 72_210_002;

/**
 * Holds the customer's lock until the caller's transaction ends: their orders placed at the same
 * moment are judged one after the other, each seeing the ones before it (each statement of a
 * READ COMMITTED transaction sees what committed before it began).
 */
export async function lockUnpaidOrdersOf(tx: Transaction, customerId: string): Promise<void> {
  await tx.execute(unpaidOrdersLock(customerId));
}

/** The statement of `lockUnpaidOrdersOf`. */
export function unpaidOrdersLock(customerId: string): SQL {
  return sql`select pg_advisory_xact_lock(${UNPAID_ORDERS_LOCK}, hashtext(${customerId}))`;
}

/**
 * The orders that hold their pieces without having been paid: card orders waiting for their
 * payment, and cash-on-delivery orders not yet sent off (paid at the door or the counter). Orders
 * on invoice are bounded by the trade account's credit limit instead.
 */
const holdsUnpaid = sql`o.status = 'pending_payment' and o.payment_choice in ('card', 'cash_on_delivery')`;

/** How far back the shop remembers a customer's orders that expired unpaid. */
export const EXPIRY_MEMORY_DAYS = 30;

/**
 * One row: how many unpaid orders the customer has (`orders`), how many pieces they hold
 * (`pieces`), and how many of their orders lapsed through them in the last EXPIRY_MEMORY_DAYS
 * (`expired`: card orders not paid in time, and pickup orders left at the counter; not cash
 * orders the shop did not send off in time, which is the shop's doing).
 */
export function unpaidHolding(customerId: string): SQL {
  return sql`
    select count(distinct o.id)::integer as orders, coalesce(sum(l.quantity), 0)::integer as pieces,
           (select count(*)::integer from orders x
             where x.user_id = ${customerId} and x.status = 'cancelled' and x.cancelled_at > now() - ${EXPIRY_MEMORY_DAYS} * interval '1 day'
               and (x.payment_choice = 'card' or x.shipped_at is not null)
               and exists (select 1 from order_events e where e.order_id = x.id and e.to_status = 'cancelled' and e.actor = 'system')) as expired
      from orders o join order_lines l on l.order_id = o.id
     where o.user_id = ${customerId} and ${holdsUnpaid}`;
}

/**
 * The limits as they stand for a customer: halved for each of their orders that expired unpaid in
 * the last EXPIRY_MEMORY_DAYS, so one who keeps letting orders lapse holds less and less (never
 * less than one order, one piece and 1 % of a product's stock; a minimum order stays possible).
 */
export function lowerAfterExpiries(limits: UnpaidOrderLimits, expired: number): UnpaidOrderLimits {
  if (expired <= 0) return limits;
  const halve = (limit: number) => Math.max(1, Math.floor(limit / 2 ** Math.min(expired, 30)));
  const percent = limits.maxStockPercent >= 100 ? 100 : halve(limits.maxStockPercent);
  return { ...limits, maxOrders: halve(limits.maxOrders), maxPieces: halve(limits.maxPieces), maxStockPercent: percent };
}

/**
 * Judges the new order against the customer's unpaid orders: `refusal` says why it may not be
 * placed now (null when the limits allow it), `limits` are the limits as they stand for this
 * customer (lowered after expiries), for the share of each product. `quantity`: the pieces the new
 * order holds while unpaid (by card or cash on delivery); 0 for an order that holds none (on
 * invoice), which the pieces limit then does not judge.
 */
export async function judgeUnpaidLimits(db: Executor, customerId: string, quantity: number, configured: UnpaidOrderLimits): Promise<{ refusal: AppError | null; limits: UnpaidOrderLimits }> {
  const [holding] = await rowsOf<{ orders: number; pieces: number; expired: number }>(db, unpaidHolding(customerId));
  const { orders = 0, pieces = 0, expired = 0 } = holding ?? {};
  const limits = lowerAfterExpiries(configured, expired);
  const lowered = limits !== configured;
  if (orders >= limits.maxOrders) return { refusal: new AppError('CONFLICT', unpaidOrdersMessage(limits.maxOrders, lowered)), limits };
  if (quantity > 0 && pieces + quantity > limits.maxPieces) return { refusal: quantityRefusal('CONFLICT', unpaidPiecesMessage(limits.maxPieces, pieces, lowered)), limits };
  return { refusal: null, limits };
}

/** A product as the share limit reads it, locked for the order. */
interface StockOfProduct {
  name: string;
  availableQuantity: number;
  minOrderQuantity: number;
}

/**
 * The most pieces of a product one customer's unpaid orders may hold: the configured share of its
 * stock (what is on sale now plus what the customer already holds), and never less than one
 * minimum order, so a product with little stock can still be ordered.
 */
function unpaidShareOf(product: StockOfProduct, held: number, percent: number): number {
  return Math.max(Math.floor(((product.availableQuantity + held) * percent) / 100), product.minOrderQuantity, 1);
}

/**
 * Why the new order's lines would let the customer's unpaid orders hold more than their share of
 * a product's stock (MAX_UNPAID_STOCK_PERCENT), or null. Read under the customer's lock, with the
 * products locked, so orders placed at once are judged one after the other.
 */
export async function unpaidShareRefusal(
  tx: Executor,
  customerId: string,
  lines: readonly { productId: string; quantity: number }[],
  products: ReadonlyMap<string, StockOfProduct>,
  limits: UnpaidOrderLimits,
  field: (index: number) => string,
): Promise<AppError | null> {
  if (lines.length === 0 || limits.maxStockPercent >= 100) return null;
  const rows = await rowsOf<{ product_id: string; held: number }>(
    tx,
    sql`select l.product_id, sum(l.quantity)::integer as held
          from orders o join order_lines l on l.order_id = o.id
         where o.user_id = ${customerId} and ${holdsUnpaid}
           and l.product_id in (${sql.join(
             lines.map((line) => sql`${line.productId}::uuid`),
             sql`, `,
           )})
         group by l.product_id`,
  );
  const heldOf = new Map(rows.map((row) => [row.product_id, row.held]));
  const errors = lines.flatMap((line, index) => {
    const product = products.get(line.productId);
    // Unknown products and lines over the stock are refused by the lines' own check.
    if (!product || line.quantity > product.availableQuantity) return [];
    const held = heldOf.get(line.productId) ?? 0;
    const allowed = unpaidShareOf(product, held, limits.maxStockPercent);
    if (held + line.quantity <= allowed) return [];
    return [{ field: field(index), message: unpaidShareMessage(product.name, allowed, held) }];
  });
  const [first] = errors;
  return first ? new AppError('CONFLICT', first.message, { errors }) : null;
}
