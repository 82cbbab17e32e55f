import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { rowsOf, type Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { products } from './catalog.tables.js';
import { noticesResolvedFrom } from './low-stock.service.js';
import { movementsInsertFrom, namedActor, type MovementContext } from './stock-ledger.service.js';
import { productBackInStockTask } from './stock-tasks.js';

/**
 * Giving stock back, and telling those who wait when a product can be ordered again (pieces are
 * taken for orders in order-stock.service.ts).
 */

export function quantityRefusal(code: 'VALIDATION_FAILED' | 'CONFLICT', message: string): AppError {
  return new AppError(code, message, { errors: [{ field: 'quantity', message }] });
}

/** Why pieces come back: a cancelled order, an unpaid order that expired, or goods that came back (refused at the door). */
export interface StockReturn extends MovementContext {
  reason: 'cancellation' | 'expiry' | 'return';
}

/**
 * Puts the pieces of an order's lines back (a cancelled or expired order), archived products
 * included: their count stays true. The rows are locked in id order first, as an order locks
 * them when it is placed, so a cancellation and a checkout sharing products never wait for each
 * other in a circle. Each product's statement also records its movement in the stock ledger and
 * resolves its low-stock notice when the stock is above the threshold again. When that makes a
 * live product orderable again, the caller's transaction also records it (outbox), for the
 * addresses waiting for it.
 */
export async function returnStock(tx: Executor, lines: readonly { productId: string; quantity: number }[], how: StockReturn = { reason: 'return' }): Promise<void> {
  const returned = new Map<string, number>();
  for (const line of lines) returned.set(line.productId, (returned.get(line.productId) ?? 0) + line.quantity);
  const ids = [...returned.keys()].sort();
  const context = { ...how, actor: await namedActor(tx, how.actor) };
  for (const id of ids) {
    const quantity = returned.get(id)!;
    const [after] = await rowsOf<{ id: string; before: number; after: number; min_order_quantity: number; archived_at: string | Date | null }>(
      tx,
      sql`with changed as (
            update products set available_quantity = available_quantity + ${quantity}::integer, updated_at = now()
             where id = ${id}::uuid
            returning id, available_quantity - ${quantity}::integer as before, available_quantity as after, low_stock_threshold as threshold, min_order_quantity, archived_at
          ), moved as (${movementsInsertFrom(sql`changed`, context)}),
          resolved as (${noticesResolvedFrom(sql`changed`)})
          select id, before, after, min_order_quantity, archived_at from changed`,
    );
    if (after) {
      const row = { id: after.id, minOrderQuantity: after.min_order_quantity, archivedAt: after.archived_at === null ? null : new Date(after.archived_at) };
      await recordIfBackInStock(tx, { ...row, availableQuantity: after.before }, { ...row, availableQuantity: after.after });
    }
  }
}

type StockRow = Pick<typeof products.$inferSelect, 'id' | 'availableQuantity' | 'minOrderQuantity' | 'archivedAt'>;

const orderable = (row: StockRow) => row.archivedAt === null && row.availableQuantity >= row.minOrderQuantity;

/**
 * Call in the transaction that changed a product's stock, minimum order or archiving, with the row
 * before and after: when it could not be ordered and now can, records (outbox) that it is back in
 * stock; the stock-alerts module then writes to whoever waits for it.
 */
export async function recordIfBackInStock(tx: Executor, before: StockRow, after: StockRow): Promise<void> {
  if (!orderable(before) && orderable(after)) await enqueueTask(tx, productBackInStockTask(after.id));
}

export interface StockState {
  id: string;
  slug: string;
  name: string;
  availableQuantity: number;
  minOrderQuantity: number;
}

/**
 * A live product's stock, by id or readable address (undefined when there is none). `lock`
 * holds the row (FOR SHARE) until the caller's transaction ends, so a stock change waits for it
 * and the caller's decision stands against the stock it read.
 */
export async function stockStateOf(db: Executor, idOrSlug: string, options: { lock?: boolean } = {}): Promise<StockState | undefined> {
  if (idOrSlug.length > 200) return undefined;
  const query = db
    .select({ id: products.id, slug: products.slug, name: products.name, availableQuantity: products.availableQuantity, minOrderQuantity: products.minOrderQuantity })
    .from(products)
    .where(and(isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug), isNull(products.archivedAt)));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}
