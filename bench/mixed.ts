import { randomInt } from 'node:crypto';
import { recordResponse, startBareServer } from './lib/bare-server.js';
import { databaseLabel, type BenchDatabase } from './lib/databases.js';
import { openDirectSql } from './lib/direct-sql.js';
import { loadTest } from './lib/load.js';
import { compared, measured, type BenchRow } from './lib/report.js';
import { startShop } from './lib/shop-process.js';
import type { DirectSql } from './lib/direct-sql.js';
import { orderLoad, restock, signUpCustomers } from './orders.js';

/** Per live product: pieces available, and available plus those in orders that stand (constant unless stock is lost or oversold). */
export async function stockBalances(sql: Pick<DirectSql, 'query'>): Promise<Map<string, { available: number; total: number }>> {
  const rows = await sql.query<{ id: string; available: number; sold: string }>(
    `select p.id, p.available_quantity as available, coalesce(sum(l.quantity) filter (where o.status <> 'cancelled'), 0) as sold
       from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
      where p.archived_at is null group by p.id`,
  );
  return new Map(rows.map((row) => [row.id, { available: Number(row.available), total: Number(row.available) + Number(row.sold) }]));
}

export interface MixedBenchOptions {
  database: BenchDatabase;
  connections: number;
  durationSeconds: number;
}

/** The catalog as shoppers browse it: list pages of every size the API offers, and every product. */
export function browsingPaths(productIds: string[]): string[] {
  const lists: string[] = [];
  for (const pageSize of [6, 12, 24, 48]) {
    const pages = Math.max(1, Math.ceil(productIds.length / pageSize));
    for (let page = 1; page <= pages; page += 1) lists.push(`/api/products?page=${page}&pageSize=${pageSize}`);
  }
  return [...lists, ...productIds.map((id) => `/api/products/${id}`)];
}

/**
 * The realistic shop: shoppers read many different catalog pages and products while customers
 * place orders at the same time (a tenth of the connections), so every order changes a product
 * that some cached answers show. The reads are compared with a bare node:http server answering
 * the same paths with the same bytes from memory, in the same run.
 */
export async function benchMixed(options: MixedBenchOptions): Promise<BenchRow[]> {
  const section = `Reads and orders at once (${databaseLabel(options.database.kind)})`;
  let sql = await openDirectSql(options.database);
  const productIds = await restock(sql);
  // Earlier sections may have left orders: the balance is compared with itself before the run.
  const before = await stockBalances(sql);
  await sql.close();

  const writers = Math.max(1, Math.round(options.connections / 10));
  const readers = Math.max(1, options.connections - writers);
  const paths = browsingPaths(productIds).sort(() => randomInt(3) - 1);
  const shop = await startShop(options.database);
  let bareReads;
  let shopReads;
  let shopOrders;
  try {
    const customers = await signUpCustomers(shop.url, writers);
    const recorded = await Promise.all(paths.map((path) => recordResponse(shop.url, path)));
    const failed = recorded.find((response) => response.status !== 200);
    if (failed) throw new Error(`The catalog answered ${failed.status} to ${failed.path}`);
    const bare = await startBareServer(recorded);
    try {
      // Warm both (JIT, caches, connection pools) before measuring.
      await loadTest({ url: shop.url, paths, connections: readers, durationSeconds: 1 });
      bareReads = await loadTest({ url: bare.url, paths, connections: readers, durationSeconds: options.durationSeconds });
    } finally {
      await bare.stop();
    }
    [shopReads, shopOrders] = await Promise.all([
      loadTest({ url: shop.url, paths, connections: readers, durationSeconds: options.durationSeconds }),
      orderLoad({ shopUrl: shop.url, customers, productIds, connections: writers, durationSeconds: options.durationSeconds }),
    ]);
  } finally {
    await shop.stop();
  }

  sql = await openDirectSql(options.database);
  const after = await stockBalances(sql).finally(() => sql.close());
  const oversold = [...after].filter(([id, balance]) => balance.available < 0 || balance.total !== before.get(id)?.total).length;
  const failures = shopReads.failures + shopOrders.failures;
  return [
    {
      ...compared(section, `GET ${paths.length} catalog paths req/s, while ordering`, 'req/s', shopReads.requestsPerSecond, { label: 'bare', value: bareReads.requestsPerSecond }),
      note: failures ? `${failures} failed answers` : undefined,
    },
    compared(section, 'catalog reads p99, while ordering', 'ms', shopReads.p99Ms, { label: 'bare', value: bareReads.p99Ms }),
    measured(section, `POST /api/orders orders/s (${writers} of ${options.connections} connections)`, 'orders/s', shopOrders.okPerSecond),
    measured(section, 'products oversold', 'products', oversold, { label: '= 0', holds: (x) => x === 0 }),
  ];
}
