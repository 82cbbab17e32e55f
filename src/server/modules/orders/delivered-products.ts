import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { orderLines, orders } from './orders.tables.js';

/** The customer's newest delivered order that held the product (null: it was never delivered to them). */
export async function deliveredOrderWith(db: Executor, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.product_id = ${productId})`))
    .orderBy(desc(orders.deliveredAt))
    .limit(1);
  return row?.id ?? null;
}
