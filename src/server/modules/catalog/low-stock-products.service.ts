import { sql } from 'drizzle-orm';
import type { LowStockProduct } from '../../../shared/schemas/overview.js';
import { rowsOf, type Executor } from '../../db/database.js';

/**
 * Live products at or below their low-stock threshold (a product without a threshold is never
 * low), fewest pieces first, then by name; at most `limit` of them, and how many there are.
 */
export async function lowStockProducts(db: Executor, limit: number): Promise<{ total: number; products: LowStockProduct[] }> {
  const rows = await rowsOf<{ id: string; name: string; sku: string | null; available: number; threshold: number; total: unknown }>(
    db,
    sql`select id, name, sku, available_quantity as available, low_stock_threshold as threshold, count(*) over () as total
          from products
         where archived_at is null and low_stock_threshold is not null and available_quantity <= low_stock_threshold
         order by available_quantity, name, id
         limit ${limit}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    products: rows.map(({ total: _total, ...product }) => product),
  };
}
