import { sql } from 'drizzle-orm';
import type { PriceTier } from '../../../shared/price-tiers.js';
import { rowsOf, type Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { noticesOpenedFrom, tellAdminsOfNotices } from './low-stock.service.js';
import { movementsInsertFrom, type StockActor } from './stock-ledger.service.js';

/**
 * The catalog's side of placing an order: the products of its lines are locked and read, the
 * order's rules are judged against what was read, then the pieces are taken. Because the rows stay
 * locked until the order's transaction ends, what was read is what is taken: buyers racing for
 * the last pieces are served one after the other, and stock never goes below zero.
 */

export interface ProductForOrder {
  id: string;
  name: string;
  priceCents: number;
  priceTiers: PriceTier[];
  availableQuantity: number;
  minOrderQuantity: number;
  archived: boolean;
}

/**
 * Locks (FOR UPDATE) and reads the products an order asks for, in id order, so two orders that
 * share products always lock them in the same order and never wait for each other in a circle.
 * Ids that are not products (or not ids at all) are simply absent from the answer. With
 * `lock: false` the products are only read (the checkout's review, which writes nothing).
 */
export async function lockProductsForOrder(tx: Executor, productIds: readonly string[], options: { lock: boolean } = { lock: true }): Promise<Map<string, ProductForOrder>> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; name: string; price_cents: number; price_tiers: PriceTier[]; available_quantity: number; min_order_quantity: number; archived: boolean }>(
    tx,
    sql`select id, name, price_cents, price_tiers, available_quantity, min_order_quantity, archived_at is not null as archived
          from products where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
         order by id ${options.lock ? sql`for update` : sql``}`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        priceCents: row.price_cents,
        priceTiers: row.price_tiers,
        availableQuantity: row.available_quantity,
        minOrderQuantity: row.min_order_quantity,
        archived: row.archived,
      },
    ]),
  );
}

/**
 * Takes the pieces of every line in one statement, after `lockProductsForOrder` judged them
 * available in the same transaction. The same statement records each line's movement in the
 * stock ledger (the order, who placed it, the count before and after) and opens a low-stock
 * notice for each product it leaves at or below its threshold; only then is a second statement
 * needed, recording the admins' email. The guard in the statement is a last line of defence: when
 * a line could not be taken it throws, and the caller's transaction rolls back whole.
 */
export async function takeStockForOrder(tx: Executor, lines: readonly { productId: string; quantity: number }[], by: { order: { id: string; number: string }; actor: StockActor }): Promise<void> {
  const values = sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::integer)`),
    sql`, `,
  );
  const [result] = await rowsOf<{ taken: number; notices: string[] | null }>(
    tx,
    sql`with taken as (
          update products p set available_quantity = p.available_quantity - wanted.quantity, updated_at = now()
            from (values ${values}) as wanted(id, quantity)
           where p.id = wanted.id and p.archived_at is null and p.available_quantity >= wanted.quantity
          returning p.id, p.available_quantity + wanted.quantity as before, p.available_quantity as after, p.low_stock_threshold as threshold
        ), moved as (${movementsInsertFrom(sql`taken`, { reason: 'order', order: by.order, actor: by.actor })}),
        noticed as (${noticesOpenedFrom(sql`taken`)})
        select (select count(*)::integer from taken) as taken, (select json_agg(id) from noticed) as notices`,
  );
  if (result?.taken !== lines.length) throw new Error('the stock of a line checked under lock could not be taken');
  if (result.notices) await tellAdminsOfNotices(tx, result.notices);
}
