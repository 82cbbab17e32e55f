import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { totalPages, type PageQuery } from '../../../shared/schemas/common.js';
import { stockLedgerMessages, type StockHistory, type StockMovementReason, type StockProduct } from '../../../shared/schemas/stock-ledger.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { accountName } from '../accounts/users.service.js';
import { products } from './catalog.tables.js';
import { stockMovements } from './stock-ledger.tables.js';

/**
 * The stock ledger (issue 15 §2): every change of a product's pieces on hand writes one row in the
 * transaction that makes it, so the changes of a product always add up to its count. The hot
 * paths (an order taking stock, a cancellation giving it back) write their rows in the same
 * statement as the change itself (`movementsInsertFrom`); the rest call `recordStockMovement`.
 */

/** Who made a change; null for the shop itself (an expiry, the demo data). */
export interface StockActor {
  userId: string;
  /** The name the history shows; `namedActor` looks it up from the account when not given. */
  name?: string | null | undefined;
}

/** Why the pieces changed, and which order and person did it. */
export interface MovementContext {
  reason: StockMovementReason;
  order?: { id: string; number: string } | null | undefined;
  actor?: StockActor | null | undefined;
  note?: string | null | undefined;
}

/**
 * The actor with a name: the one given, else the account's as it is now, copied so the history
 * keeps it when the account goes (null: the shop itself).
 */
export async function namedActor(db: Executor, actor: StockActor | null | undefined): Promise<StockActor | null> {
  if (!actor) return null;
  if (actor.name) return actor;
  return { userId: actor.userId, name: (await accountName(db, actor.userId)) ?? null };
}

/**
 * When a movement of this product happens: the moment it is written (the transaction holds the
 * product's row by then, so the movements of a product follow one another), or just after the
 * product's latest movement if the clock has not moved on since (two changes in one tick).
 */
function movementTime(productId: SQL): SQL {
  return sql`greatest(clock_timestamp(), (select max(m.at) + interval '1 microsecond' from stock_movements m where m.product_id = ${productId}))`;
}

/**
 * The body of a CTE that records one movement for each row of `source`, a CTE with the columns
 * `id` (the product), `before` and `after` (its pieces on hand).
 */
export function movementsInsertFrom(source: SQL, context: MovementContext): SQL {
  return sql`insert into stock_movements (product_id, reason, change, quantity_before, quantity_after, order_id, order_number, actor_user_id, actor_name, note, at)
             select src.id, ${context.reason}, src.after - src.before, src.before, src.after, ${context.order?.id ?? null}::uuid, ${context.order?.number ?? null}::text,
                    ${context.actor?.userId ?? null}::text, ${context.actor?.name ?? null}::text, ${context.note ?? null}::text, ${movementTime(sql`src.id`)}
               from ${source} src`;
}

/**
 * Records one change of a product's pieces, in the caller's transaction (which changed the count
 * and holds the product's row). A change of nothing is not recorded, except the product's first
 * count (`created`), where its history starts. `at`: when it happened, if not now (demo data).
 */
export async function recordStockMovement(tx: Executor, productId: string, change: { before: number; after: number; at?: Date }, context: MovementContext): Promise<void> {
  if (change.before === change.after && context.reason !== 'created') return;
  await tx.insert(stockMovements).values({
    productId,
    reason: context.reason,
    change: change.after - change.before,
    quantityBefore: change.before,
    quantityAfter: change.after,
    orderId: context.order?.id ?? null,
    orderNumber: context.order?.number ?? null,
    actorUserId: context.actor?.userId ?? null,
    actorName: context.actor?.name ?? null,
    note: context.note ?? null,
    at: change.at ?? movementTime(sql`${productId}::uuid`),
  });
}

function historyNotFound() {
  return new AppError('NOT_FOUND', stockLedgerMessages.productNotFound);
}

/** A product as a history or a notice shows it (archived ones too: their history stays). */
export async function stockProductOf(db: Executor, productId: string): Promise<StockProduct | undefined> {
  if (!isUuid(productId)) return undefined;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      availableQuantity: products.availableQuantity,
      lowStockThreshold: products.lowStockThreshold,
      archived: sql<boolean>`${products.archivedAt} is not null`,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A product's stock history, newest first, a page at a time (admins). */
export async function listStockMovements(db: Executor, productId: string, query: PageQuery): Promise<StockHistory> {
  const product = await stockProductOf(db, productId);
  if (!product) throw historyNotFound();
  const ofProduct = eq(stockMovements.productId, product.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(ofProduct)
      .orderBy(desc(stockMovements.at), desc(stockMovements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(stockMovements).where(ofProduct),
  ]);
  const total = totals?.total ?? 0;
  return {
    product,
    items: rows.map((row) => ({
      id: row.id,
      reason: row.reason as StockMovementReason,
      change: row.change,
      quantityBefore: row.quantityBefore,
      quantityAfter: row.quantityAfter,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      actorName: row.actorName,
      note: row.note,
      at: row.at.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: totalPages(total, query.pageSize),
  };
}
