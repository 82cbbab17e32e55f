import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { orderMessages, quantityProblem, stockMessage } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { products } from './catalog.tables.js';
import { productBackInStockTask } from './stock-tasks.js';

/**
 * The stock rules of the shop, in one place: when pieces of a product may be taken for an order,
 * why they could not be, and giving them back.
 */

/**
 * The price of one piece of the product row in scope when `quantity` are ordered in one line: the
 * price less the discount of the tier with the highest start at or below the quantity, rounded to
 * the nearest cent, halves up — `unitPriceFor` of shared/price-tiers.ts, in SQL.
 */
export function tierUnitPriceSql(quantity: number): SQL {
  const discount = sql`coalesce((select (tier->>'discountBasisPoints')::int from jsonb_array_elements(price_tiers) tier
                                  where (tier->>'minQuantity')::int <= ${quantity}
                                  order by (tier->>'minQuantity')::int desc limit 1), 0)`;
  return sql`((price_cents::bigint * (10000 - ${discount}) + 5000) / 10000)::int`;
}

/**
 * Takes `quantity` pieces of a product, as one conditional UPDATE … RETURNING id, name and
 * unit_price_cents (the piece price at that quantity), for the order statement to compose as a
 * CTE: it takes them only while the product is sold, has that many pieces, the quantity reaches
 * its minimum order, the lines stay within `maxLinesTotal` (the money limit, less when tax is
 * added on top) and `onlyIf` (the caller's own condition) holds. Buyers racing for the last
 * pieces are applied one after the other, so stock never goes below zero. Nothing taken: no row.
 */
export function takeStock(productId: string, quantity: number, onlyIf: SQL = sql`true`, maxLinesTotal = MAX_MINOR_UNITS): SQL {
  return sql`
    update products
       set available_quantity = available_quantity - ${quantity}, updated_at = now()
     where id = ${productId} and archived_at is null
       and available_quantity >= ${quantity} and min_order_quantity <= ${quantity}
       and price_cents::bigint * ${quantity} <= ${maxLinesTotal}
       and (${onlyIf})
    returning id, name, ${tierUnitPriceSql(quantity)} as unit_price_cents`;
}

/**
 * Why `takeStock` took nothing for this product and quantity: the error to answer, with the
 * message the order page shows next to the quantity.
 */
export async function stockRefusal(db: Executor, productId: string, quantity: number, maxLinesTotal = MAX_MINOR_UNITS): Promise<AppError> {
  const [current] = await db.select().from(products).where(and(eq(products.id, productId), isNull(products.archivedAt)));
  if (!current) return new AppError('NOT_FOUND', orderMessages.productUnavailable);
  const problem = quantityProblem(quantity, current);
  if (problem) return quantityRefusal(quantity < current.minOrderQuantity ? 'VALIDATION_FAILED' : 'CONFLICT', problem);
  if (current.priceCents * quantity > maxLinesTotal) return quantityRefusal('VALIDATION_FAILED', orderMessages.totalTooLarge);
  // The product changed between the two reads (pieces came back from a cancelled order): say what is there now.
  return quantityRefusal('CONFLICT', stockMessage(current.availableQuantity));
}

export function quantityRefusal(code: 'VALIDATION_FAILED' | 'CONFLICT', message: string): AppError {
  return new AppError(code, message, { errors: [{ field: 'quantity', message }] });
}

/**
 * Puts pieces back (a cancelled or expired order), archived products included: their count stays
 * true. When that makes a live product orderable again, the caller's transaction also records it
 * (outbox), for the addresses waiting for it.
 */
export async function returnStock(tx: Executor, productId: string, quantity: number): Promise<void> {
  const [after] = await tx
    .update(products)
    .set({ availableQuantity: sql`${products.availableQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ id: products.id, availableQuantity: products.availableQuantity, minOrderQuantity: products.minOrderQuantity, archivedAt: products.archivedAt });
  if (after) await recordIfBackInStock(tx, { ...after, availableQuantity: after.availableQuantity - quantity }, after);
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
