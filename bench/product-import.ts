import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ProductImportReply } from '../src/shared/schemas/product-files.js';
import { databaseLabel, type BenchDatabase } from './lib/databases.js';
import { openDirectSql } from './lib/direct-sql.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { startShop } from './lib/shop-process.js';
import { signUpCustomers } from './orders.js';

/** Rows of the product file, and of the plain COPY it is compared with. */
export const IMPORT_ROWS = 100_000;

interface GeneratedProduct {
  sku: string;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  stock: number;
}

function generated(prefix: string, i: number): GeneratedProduct {
  const n = String(i).padStart(6, '0');
  return {
    sku: `${prefix}-${n}`,
    slug: `bench-${prefix.toLowerCase()}-${n}`,
    name: `Bench Drill ${prefix} ${n}`,
    description: `Cordless drill ${n} for the benchmark, 18 V, two speeds.`,
    priceCents: 5_000 + (i % 20_000),
    stock: i % 500,
  };
}

const price = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The product file an admin would upload: every column, two specification values, quantity prices. */
function productFile(category: string, picture: string): string {
  const lines = ['sku,name,description,category,price,min_order,stock,price_tiers,brand,mpn,picture,attr:voltage,attr:power'];
  for (let i = 0; i < IMPORT_ROWS; i += 1) {
    const p = generated('IMP', i);
    lines.push(`${p.sku},${p.name},"${p.description}",${category},${price(p.priceCents)},1,${p.stock},10:5%; 50:10%,Voltek,MPN-${i},${picture},18 V,${(i % 20) / 10 + 0.5} kW`);
  }
  return `${lines.join('\n')}\n`;
}

/** The same products as rows of the products table, for COPY (its own part numbers and addresses). */
function copyFile(categoryId: string, picture: string): string {
  const lines: string[] = [];
  for (let i = 0; i < IMPORT_ROWS; i += 1) {
    const p = generated('CPY', i);
    lines.push(`${p.slug},${p.name},"${p.description}",${p.priceCents},"[{""minQuantity"":10,""discountBasisPoints"":500},{""minQuantity"":50,""discountBasisPoints"":1000}]",${p.stock},1,${picture},${categoryId},${p.sku},MPN-${i},Voltek`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Issue 15 §3 speed: 100,000 products imported through the running shop, end to end (upload and
 * check, POST /api/admin/product-imports; then POST …/apply), against a plain COPY of the same
 * rows into the same table (products) on the same database in the same run. PostgreSQL only.
 */
export async function benchProductImport({ database }: { database: BenchDatabase }): Promise<BenchRow[]> {
  const label = databaseLabel(database.kind);
  const section = `Product import (${label})`;
  const sql = await openDirectSql(database);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-import-'));
  const shop = await startShop(database);
  try {
    const [category] = await sql.query<{ id: string; slug: string }>(`select id, slug from categories where slug = 'drills-and-drivers'`);
    const [picture] = await sql.query<{ image_key: string }>('select image_key from products where archived_at is null limit 1');
    if (!category || !picture) throw new Error('the demo catalog is missing: no drills category or product picture');

    // The baseline first: COPY of the same rows from a file the server reads, then removed again.
    const copyPath = path.join(folder, 'products-copy.csv');
    await writeFile(copyPath, copyFile(category.id, picture.image_key));
    await chmod(folder, 0o755);
    await chmod(copyPath, 0o644);
    const copyStarted = performance.now();
    await sql.query(
      `copy products (slug, name, description, price_cents, price_tiers, available_quantity, min_order_quantity, image_key, category_id, sku, mpn, brand) from '${copyPath}' with (format csv)`,
    );
    const copyMs = performance.now() - copyStarted;
    await sql.query(`delete from products where sku like 'CPY-%'`);
    await sql.query('vacuum analyze products');

    // The shop: an admin uploads the file (checked as it streams in), then applies it.
    const [admin] = await signUpCustomers(shop.url, 1);
    await sql.query(`update users set role = 'admin' where id = $1`, [admin!.id]);
    const file = productFile(category.slug, picture.image_key);
    const headers = { cookie: admin!.cookie, origin: shop.url };
    const started = performance.now();
    const uploaded = await fetch(`${shop.url}/api/admin/product-imports?fileName=bench.csv`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: file });
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { productImport } = (await uploaded.json()) as ProductImportReply;
    if (productImport.status !== 'ready') throw new Error(`the file was refused: ${JSON.stringify(productImport.problems.items.slice(0, 3))}`);
    const checkMs = performance.now() - started;
    const applied = await fetch(`${shop.url}/api/admin/product-imports/${productImport.id}/apply`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    if (applied.status !== 200) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
    const importMs = performance.now() - started;

    const [count] = await sql.query<{ added: string; values: string; moved: string }>(
      `select (select count(*) from products where sku like 'IMP-%' and archived_at is null) as added,
              (select count(*) from product_attribute_values v join products p on p.id = v.product_id where p.sku like 'IMP-%') as values,
              (select count(*) from stock_movements m join products p on p.id = m.product_id where p.sku like 'IMP-%' and m.reason = 'import') as moved`,
    );
    if (Number(count?.added) !== IMPORT_ROWS) throw new Error(`the import added ${count?.added} products, not ${IMPORT_ROWS}`);

    const rate = (ms: number) => IMPORT_ROWS / (ms / 1000);
    return [
      measured(section, `check ${IMPORT_ROWS / 1000}k rows (upload, parse, check, stage)`, 'ms', checkMs),
      measured(section, 'apply (one transaction)', 'ms', importMs - checkMs),
      measured(section, `COPY ${IMPORT_ROWS / 1000}k rows into products`, 'rows/s', rate(copyMs)),
      compared(section, 'import rows/s ÷ plain COPY rows/s', 'rows/s', rate(importMs), { label: 'COPY', value: rate(copyMs) }, atLeast(0.3)),
      measured(section, 'specification values and ledger rows written', 'rows', Number(count?.values) + Number(count?.moved)),
    ];
  } finally {
    await shop.stop();
    await sql.close();
    await rm(folder, { recursive: true, force: true });
  }
}
