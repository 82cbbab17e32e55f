import type { BenchDatabase } from './lib/databases.js';
import { openDirectSql } from './lib/direct-sql.js';

export const SCALE_PRODUCTS = 100_000;

/**
 * Fills the catalog up to 100 000 live products (copies of the demo products' pictures, with
 * their own names, prices and dates spread over the last year), straight through SQL.
 */
export async function growCatalog(database: BenchDatabase, total = SCALE_PRODUCTS): Promise<void> {
  const sql = await openDirectSql(database);
  try {
    const [{ live } = { live: 0 }] = await sql.query<{ live: number }>('select count(*)::int as live from products where archived_at is null');
    const missing = total - live;
    if (missing <= 0) return;
    await sql.query(
      `insert into products (slug, name, description, price_cents, available_quantity, min_order_quantity, image_key, created_at, updated_at)
       select 'catalog-item-' || n, 'Catalog item ' || n, 'A product added to measure the shop with a large catalog.', 100 + (n * 37) % 50000, 10 + n % 500, 1,
              (select image_key from products order by created_at limit 1),
              now() - (n % 525600) * interval '1 minute', now()
         from generate_series(1, $1::int) as n`,
      [missing],
    );
    await sql.query('analyze products');
  } finally {
    await sql.close();
  }
}
