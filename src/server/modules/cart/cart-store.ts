import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { cartLines, carts } from './cart.tables.js';

/**
 * The cart's rows. Every write takes the customer's `carts` row first (then their lines), so two
 * changes of one cart, or a change and a checkout, follow one another and never deadlock.
 */

export interface StoredLine {
  productId: string;
  quantity: number;
  addedUnitPrice: number;
}

/** Raises the cart's revision by one, creating the cart at revision 1 on its first change; the row stays locked until the transaction ends. */
export async function raiseRevision(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .insert(carts)
    .values({ userId, revision: 1 })
    .onConflictDoUpdate({ target: carts.userId, set: { revision: sql`${carts.revision} + 1`, updatedAt: new Date() } })
    .returning({ revision: carts.revision });
  return row?.revision ?? 0;
}

/** Locks the cart row (FOR UPDATE) until the transaction ends; undefined when the customer has no cart yet. */
export async function lockCartRow(tx: Executor, userId: string): Promise<{ revision: number } | undefined> {
  const [row] = await tx.select({ revision: carts.revision }).from(carts).where(eq(carts.userId, userId)).for('update');
  return row;
}

/** Locks the cart row (FOR UPDATE) until the transaction ends, creating the cart (revision 0) when the customer has none yet. */
export async function lockOrCreateCartRow(tx: Executor, userId: string): Promise<void> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  await lockCartRow(tx, userId);
}

/** The cart's lines in the order they were added. */
export function storedLines(tx: Executor, userId: string): Promise<StoredLine[]> {
  return tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity, addedUnitPrice: cartLines.addedUnitPriceCents })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
}

/** The cart's revision and lines read in one statement, so they belong together (revision 0, no lines: no cart yet). */
export async function storedCart(db: Executor, userId: string): Promise<{ revision: number; lines: StoredLine[] }> {
  const rows = await db
    .select({ revision: carts.revision, productId: cartLines.productId, quantity: cartLines.quantity, addedUnitPrice: cartLines.addedUnitPriceCents })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.userId, carts.userId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
  const lines: StoredLine[] = [];
  for (const row of rows) {
    if (row.productId !== null && row.quantity !== null && row.addedUnitPrice !== null) lines.push({ productId: row.productId, quantity: row.quantity, addedUnitPrice: row.addedUnitPrice });
  }
  return { revision: rows[0]?.revision ?? 0, lines };
}

/**
 * Writes lines (the cart row already locked): a new line is added after every line already there,
 * in the given order, even within one instant; a line already there gets its new quantity and price
 * and keeps its place.
 */
export async function writeLines(tx: Executor, userId: string, lines: StoredLine[]): Promise<void> {
  if (lines.length === 0) return;
  const after = sql`(select greatest(now(), max(added_at) + interval '1 microsecond') from cart_lines where user_id = ${userId})`;
  await tx
    .insert(cartLines)
    .values(lines.map((line, index) => ({ userId, productId: line.productId, quantity: line.quantity, addedUnitPriceCents: line.addedUnitPrice, addedAt: sql`${after} + ${index}::int * interval '1 microsecond'` })))
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.productId], set: { quantity: sql`excluded.quantity`, addedUnitPriceCents: sql`excluded.added_unit_price_cents` } });
}

/** Removes a line; whether there was one. */
export async function deleteLine(tx: Executor, userId: string, productId: string): Promise<boolean> {
  const removed = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .returning({ productId: cartLines.productId });
  return removed.length > 0;
}
