import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database.js';

/** How far back "best selling" looks: what sells now, not what sold years ago. */
export const BEST_SELLING_DAYS = 90;

/** How often the counts are made again: a ranking moves slowly, and every change forgets the cached lists. */
export const BEST_SELLERS_EVERY_MS = 60 * 60 * 1000;

/**
 * Counts again the pieces of each product in the orders of the last `BEST_SELLING_DAYS` that were
 * not cancelled, and writes only the counts that changed. Orders do not write the count as they
 * are placed: each would then move products on "best selling" lists and forget every cached list
 * answer (the catalog announcements), sale day or not; once in a while, one statement does it.
 * The same in every process and at any time, so several may run it; the rows it changes are
 * locked in id order first, as placing an order locks them. Returns the products whose
 * count changed (the catalog announcements tell every process; this one may forget at once).
 */
export async function refreshBestSellers(db: Executor, now: Date = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - BEST_SELLING_DAYS * 24 * 60 * 60 * 1000);
  const changed = await rowsOf<{ id: string }>(
    db,
    sql`with sold as (
          select l.product_id, sum(l.quantity)::integer as quantity
            from order_lines l join orders o on o.id = l.order_id
           where o.status <> 'cancelled' and o.created_at >= ${since.toISOString()}::timestamptz
           group by l.product_id
        ), changing as (
          -- Locked in id order, as an order locks its products, so the two never wait for each other in a circle.
          select q.id, coalesce(sold.quantity, 0) as quantity
            from products q left join sold on sold.product_id = q.id
           where q.units_sold_recently <> coalesce(sold.quantity, 0)
           order by q.id
             for update of q
        )
        update products p set units_sold_recently = changing.quantity
          from changing
         where p.id = changing.id
        returning p.id`,
  );
  return changed.map((row) => row.id);
}
