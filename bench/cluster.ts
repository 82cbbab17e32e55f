import { randomInt } from 'node:crypto';
import path from 'node:path';
import { startCluster } from '../src/server/operations/cluster.js';
import { freePort } from '../src/server/operations/free-port.js';
import type { BenchDatabase } from './lib/databases.js';
import { openDirectSql } from './lib/direct-sql.js';
import { loadTest, type LoadResult } from './lib/load.js';
import { compared, measured, type BenchRow } from './lib/report.js';
import { BENCH_UNPAID_ORDER_LIMITS } from './lib/shop-process.js';
import { browsingPaths } from './mixed.js';
import { orderLoad, restock, signUpCustomers } from './orders.js';

export interface ClusterBenchOptions {
  /** A PostgreSQL bench database (several processes share one). */
  database: BenchDatabase;
  connections: number;
  durationSeconds: number;
}

interface ClusterFigures {
  reads: LoadResult;
  orders: LoadResult;
}

/**
 * The mixed load of bench/mixed.ts (shoppers reading many catalog pages while a tenth of the
 * connections place orders), sent through HAProxy to `processes` shop processes.
 */
async function measure(options: ClusterBenchOptions, processes: number, productIds: string[]): Promise<ClusterFigures> {
  const port = await freePort();
  const cluster = await startCluster({
    processes,
    host: '127.0.0.1',
    port,
    serverEntry: path.resolve('dist/node/server/main.js'),
    output: () => undefined,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.database.dataDir,
      DATABASE_URL: options.database.databaseUrl,
      DEMO_DATA: 'false',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ALLOW_TEST_PAYMENTS: 'true',
      UNPAID_ORDER_MINUTES: String(BENCH_UNPAID_ORDER_LIMITS.expireAfterMinutes),
      MAX_UNPAID_ORDERS: String(BENCH_UNPAID_ORDER_LIMITS.maxOrders),
      MAX_UNPAID_PIECES: String(BENCH_UNPAID_ORDER_LIMITS.maxPieces),
      MAX_UNPAID_STOCK_PERCENT: String(BENCH_UNPAID_ORDER_LIMITS.maxStockPercent),
      ORDERS_PER_HOUR: String(BENCH_UNPAID_ORDER_LIMITS.perHour),
    },
  });
  try {
    const writers = Math.max(1, Math.round(options.connections / 10));
    const readers = Math.max(1, options.connections - writers);
    // Signed up at the first process directly: the proxy gives every request its own address, and
    // the per-address sign-up limit would count them all as one client.
    const customers = await signUpCustomers(cluster.processes[0]!.url, writers);
    const paths = browsingPaths(productIds).sort(() => randomInt(3) - 1);
    await loadTest({ url: cluster.url, paths, connections: readers, durationSeconds: 1 });
    const [reads, orders] = await Promise.all([
      loadTest({ url: cluster.url, paths, connections: readers, durationSeconds: options.durationSeconds }),
      orderLoad({ shopUrl: cluster.url, customers, productIds, connections: writers, durationSeconds: options.durationSeconds }),
    ]);
    return { reads, orders };
  } finally {
    await cluster.stop();
  }
}

/**
 * Catalog reads and orders through the proxy with one and with three processes on one
 * PostgreSQL database: the ratio says what more processes buy on this machine.
 */
export async function benchCluster(options: ClusterBenchOptions): Promise<BenchRow[]> {
  if (options.database.kind !== 'postgres') throw new Error('Several processes need PostgreSQL');
  const sql = await openDirectSql(options.database);
  const productIds = await restock(sql).finally(() => sql.close());
  const one = await measure(options, 1, productIds);
  const three = await measure(options, 3, productIds);
  const section = 'Several processes behind HAProxy (PostgreSQL)';
  const failures = one.reads.failures + one.orders.failures + three.reads.failures + three.orders.failures;
  return [
    { ...compared(section, 'catalog reads req/s, 3 processes ÷ 1', 'req/s', three.reads.requestsPerSecond, { label: '1 process', value: one.reads.requestsPerSecond }), note: failures ? `${failures} failed answers` : undefined },
    compared(section, 'orders/s, 3 processes ÷ 1', 'orders/s', three.orders.okPerSecond, { label: '1 process', value: one.orders.okPerSecond }),
    measured(section, 'catalog reads p99, 3 processes', 'ms', three.reads.p99Ms),
  ];
}
