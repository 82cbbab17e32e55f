import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { BenchDatabase } from './lib/databases.js';
import { databaseLabel } from './lib/databases.js';
import { insertCustomers, openDirectDatabase, type DirectCustomer, type DirectDatabase } from './lib/direct-db.js';
import { openDirectSql, type DirectSql } from './lib/direct-sql.js';
import { loadTest, type LoadResult } from './lib/load.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { startShop } from './lib/shop-process.js';
import { placeOrderSchema } from '../src/shared/schemas/orders.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir } from '../src/server/project-root.js';
import { placeProductOrder } from '../src/server/modules/orders/product-order.js';
import { BENCH_UNPAID_ORDER_LIMITS } from './lib/shop-process.js';

export interface OrderBenchOptions {
  database: BenchDatabase;
  connections: number;
  durationSeconds: number;
  /** Turns of (shop, baseline); each side keeps its better one. */
  turns: number;
}

const STOCK = 1_000_000_000;
/**
 * Orders placed before measuring, on each side, for this long: a process that just opened the
 * database (PGlite's WebAssembly, the query builder, the pool) places its first orders several
 * times slower than later ones.
 */
const WARM_UP_SECONDS = 2;
export const form = { phone: '+1 555 014 2290', deliveryAddress: '12 Foundry Street, Springfield' };

export interface Customer {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

/** Gives every live product plenty of stock, so the benchmark measures ordering, not refusals. */
export async function restock(sql: Pick<DirectSql, 'query'>): Promise<string[]> {
  await sql.query('update products set available_quantity = $1, min_order_quantity = 1 where archived_at is null', [STOCK]);
  const rows = await sql.query<{ id: string }>('select id from products where archived_at is null order by id');
  return rows.map((row) => row.id);
}

export async function signUpCustomers(shopUrl: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    const name = `Bench Customer ${i}`;
    const response = await fetch(`${shopUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shopUrl, 'x-forwarded-for': `10.200.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      body: JSON.stringify({ name, email, password: 'bench password 123' }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='))?.split(';')[0];
    if (!cookie) throw new Error('sign-up gave no session cookie');
    const { user } = (await response.json()) as { user: { id: string } };
    customers.push({ id: user.id, name, email, cookie });
  }
  return customers;
}

/** Customers placing orders of one piece of a random product, each connection as one customer. */
export function orderLoad(options: { shopUrl: string; customers: Customer[]; productIds: string[]; connections: number; durationSeconds: number }): Promise<LoadResult> {
  let next = 0;
  return loadTest({
    url: `${options.shopUrl}/api/orders`,
    method: 'POST',
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request, context) => {
      const connection = context as { cookie?: string };
      connection.cookie ??= options.customers[next++ % options.customers.length]!.cookie;
      return { ...request, headers: { ...request.headers, cookie: connection.cookie }, body: JSON.stringify({ productId: options.productIds[randomInt(options.productIds.length)], quantity: 1, ...form }) };
    },
  });
}

/**
 * Stock bookkeeping after the run: no product below zero, and for each product the pieces still
 * available plus those in orders equal what it started with (nothing oversold, nothing lost).
 */
export async function oversoldProducts(sql: Pick<DirectSql, 'query'>): Promise<number> {
  const rows = await sql.query<{ bad: string }>(
    `select count(*) as bad from products p
       left join (select l.product_id, sum(l.quantity) as sold from order_lines l join orders o on o.id = l.order_id
                  where o.status <> 'cancelled' group by l.product_id) s on s.product_id = p.id
      where p.archived_at is null and (p.available_quantity < 0 or p.available_quantity + coalesce(s.sold, 0) <> $1)`,
    [STOCK],
  );
  return Number(rows[0]?.bad ?? 0);
}

/**
 * The baseline: the shop's own `placeProductOrder` (src/server/modules/orders/product-order.ts),
 * called in this process on the database opened as the shop opens it (lib/direct-db.ts) — the
 * same statements in the same transaction (the customer's lock, the unpaid holding, the product
 * locked and read, the stock taken, the order written), priced by the same code, with no HTTP,
 * session, validation or JSON in front — as many at once as the shop's pool allows, in a loop for
 * the same time. Placing an order is no longer one statement whose text could be rendered once:
 * its statements depend on what the ones before read, so the service itself drives them. Its
 * customers are fresh ones, so both sides start with customers holding no unpaid orders.
 */
async function placeOrdersDirectly(direct: DirectDatabase, customers: DirectCustomer[], productIds: string[], durationSeconds: number) {
  // The rules the shop runs with (content/shop.json, the benchmark's limits), so both sides price and judge orders alike.
  const rules = { limits: BENCH_UNPAID_ORDER_LIMITS, tax: (await loadShopConfig(contentDir)).tax };
  // The body as the shop's validation leaves it (validation is the shop's work, not the database's).
  const input = placeOrderSchema.parse({ productId: productIds[0], quantity: 1, ...form });
  const latencies: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  let placed = 0;
  const worker = async (n: number) => {
    for (let i = n; performance.now() < deadline; i += direct.parallelism) {
      const customer = customers[i % customers.length]!;
      const productId = productIds[randomInt(productIds.length)]!;
      const started = performance.now();
      const { order } = await placeProductOrder(direct.db, customer, { ...input, productId }, rules);
      if (order.lines.length !== 1) throw new Error('the direct order has no line');
      latencies.push(performance.now() - started);
      placed += 1;
    }
  };
  await Promise.all(Array.from({ length: direct.parallelism }, (_, n) => worker(n)));
  latencies.sort((a, b) => a - b);
  return { ordersPerSecond: placed / durationSeconds, p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN };
}

/**
 * Order emails of the measured orders that no shop sent yet (the baseline's, whose orders no shop
 * saw; the shop's own that its outbox had not reached when it stopped): counted, then marked sent,
 * so the next turn or section does not spend its measured time sending them. Each stays recorded
 * once (see `ordersWithoutOneEmail` in checkout.ts).
 */
export async function settleOrderEmails(sql: Pick<DirectSql, 'query'>): Promise<number> {
  const rows = await sql.query<{ waiting: number }>(
    `with settled as (update outbox_tasks set done_at = now() where done_at is null and kind = 'order-email' returning 1)
     select count(*)::integer as waiting from settled`,
  );
  return Number(rows[0]?.waiting ?? 0);
}

/** Of two turns' figures, those with more orders a second (the machine's other load comes and goes). */
export const better = <T extends { ordersPerSecond: number }>(kept: T | undefined, next: T) => (kept && kept.ordersPerSecond >= next.ordersPerSecond ? kept : next);

/**
 * Many signed-in customers placing orders through the API, beside the shop's own placement run
 * directly on the database. The two take turns (`turns`, each a warm-up and a measurement, the
 * shop stopped while the baseline runs); each side keeps its better turn, as the machine's other
 * load comes and goes.
 */
export async function benchOrders(options: OrderBenchOptions): Promise<BenchRow[]> {
  const section = `Orders (${databaseLabel(options.database.kind)})`;
  const sql = await openDirectSql(options.database);
  const productIds = await restock(sql);
  await sql.close();

  let viaShop: { ordersPerSecond: number; p99Ms: number } | undefined;
  let baseline: { ordersPerSecond: number; p99Ms: number } | undefined;
  let failures = 0;
  let oversold = 0;
  let waitingEmails = 0;
  let customers: Customer[] | undefined;
  let directCustomers: DirectCustomer[] | undefined;
  for (let turn = 0; turn < options.turns; turn += 1) {
    const shop = await startShop(options.database);
    try {
      const signedUp = (customers ??= await signUpCustomers(shop.url, options.connections));
      const placeOrders = (durationSeconds: number) =>
        orderLoad({ shopUrl: shop.url, customers: signedUp, productIds, connections: options.connections, durationSeconds });
      await placeOrders(WARM_UP_SECONDS);
      const result = await placeOrders(options.durationSeconds);
      failures += result.failures;
      viaShop = better(viaShop, { ordersPerSecond: result.okPerSecond, p99Ms: result.p99Ms });
    } finally {
      await shop.stop();
    }

    const direct = await openDirectDatabase(options.database);
    try {
      oversold += await oversoldProducts(direct);
      waitingEmails = Math.max(waitingEmails, await settleOrderEmails(direct));
      directCustomers ??= await insertCustomers(direct, options.connections, 'orders-direct');
      await placeOrdersDirectly(direct, directCustomers, productIds, WARM_UP_SECONDS);
      baseline = better(baseline, await placeOrdersDirectly(direct, directCustomers, productIds, options.durationSeconds));
      oversold += await oversoldProducts(direct);
      await settleOrderEmails(direct);
    } finally {
      await direct.close();
    }
  }
  if (!viaShop || !baseline) throw new Error('the order benchmark needs at least one turn');
  return [
    { ...compared(section, 'POST /api/orders orders/s', 'orders/s', viaShop.ordersPerSecond, { label: 'placeProductOrder() direct', value: baseline.ordersPerSecond }, atLeast(0.5)), note: failures ? `${failures} failed answers` : undefined },
    compared(section, 'POST /api/orders p99', 'ms', viaShop.p99Ms, { label: 'placeProductOrder() direct', value: baseline.p99Ms }),
    measured(section, 'order emails the shop had not sent when a turn ended', 'emails', waitingEmails),
    measured(section, 'products oversold', 'products', oversold, { label: '= 0', holds: (x) => x === 0 }),
  ];
}
