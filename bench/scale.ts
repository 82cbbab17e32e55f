import { growDemoCatalog } from '../src/server/demo/grow-catalog.js';
import type { BenchDatabase } from './lib/databases.js';
import { openDirectSql } from './lib/direct-sql.js';

export const SCALE_PRODUCTS = 100_000;

/** Fills the benchmark's catalog up to `total` live products (src/server/demo/grow-catalog.ts). */
export async function growCatalog(database: BenchDatabase, total = SCALE_PRODUCTS): Promise<void> {
  const sql = await openDirectSql(database);
  try {
    await growDemoCatalog((text) => sql.query(text), total);
    await sql.query('vacuum analyze products');
    await sql.query('vacuum analyze product_attribute_values');
  } finally {
    await sql.close();
  }
}
