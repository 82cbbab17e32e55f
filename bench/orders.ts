import { randomInt, randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { performance } from 'node:perf_hooks';
import type { BenchDatabase } from './lib/databases.js';
import { databaseLabel } from './lib/databases.js';
import { openDirectSql, type DirectSql } from './lib/direct-sql.js';
import { loadTest } from './lib/load.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { startShop } from './lib/shop-process.js';
import type { TaxRule } from '../src/shared/tax.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir } from '../src/server/project-root.js';
import { newOrderNumber } from '../src/server/modules/orders/order-number.js';
import { placeOrderStatement } from '../src/server/modules/orders/place-order.js';
import { unpaidOrdersLock } from '../src/server/modules/orders/unpaid-orders.js';
import { BENCH_UNPAID_ORDER_LIMITS } from './lib/shop-process.js';

export interface OrderBenchOptions {
  database: BenchDatabase;
  connections: number;
  durationSeconds: number;
}

const STOCK = 1_000_000_000;
export const form = { phone: '+1 555 014 2290', deliveryAddress: '12 Foundry Street, Springfield' };

export interface Customer {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

/** Gives every live product plenty of stock, so the benchmark measures ordering, not refusals. */
export async function restock(sql: DirectSql): Promise<string[]> {
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

/**
 * Stock bookkeeping after the run: no product below zero, and for each product the pieces still
 * available plus those in orders equal what it started with (nothing oversold, nothing lost).
 */
export async function oversoldProducts(sql: DirectSql): Promise<number> {
  const rows = await sql.query<{ bad: string }>(
    `select count(*) as bad from products p
       left join (select l.product_id, sum(l.quantity) as sold from order_lines l join orders o on o.id = l.order_id
                  where o.status <> 'cancelled' group by l.product_id) s on s.product_id = p.id
      where p.archived_at is null and (p.available_quantity < 0 or p.available_quantity + coalesce(s.sold, 0) <> $1)`,
    [STOCK],
  );
  return Number(rows[0]?.bad ?? 0);
}

/** What changes from one order to the next in the shop's statement; the rest of it is fixed. */
interface OrderValues {
  orderId: string;
  number: string;
  customer: Customer;
  productId: string;
  announcement: string;
}

const sentinel = {
  orderId: '00000000-0000-4000-8000-00000000bec1',
  number: 'BENCH-NUMBER',
  customerId: 'BENCH-CUSTOMER-ID',
  customerName: 'BENCH-CUSTOMER-NAME',
  customerEmail: 'BENCH-CUSTOMER-EMAIL',
  productId: '00000000-0000-4000-8000-00000000bec2',
  announcement: 'BENCH-ANNOUNCEMENT',
};

/**
 * The statements the shop sends to place an order (src/server/modules/orders/place-order.ts): the
 * customer's lock and the order statement, in one transaction. Rendered to SQL text once, the way
 * the driver receives them; each order then only fills in its parameters. So the baseline runs
 * exactly the shop's SQL without paying for building it.
 */
function renderPlaceOrderStatements(tax: TaxRule): { lock: Rendered; place: Rendered } {
  const customer = { id: sentinel.customerId, name: sentinel.customerName, email: sentinel.customerEmail };
  const input = { productId: sentinel.productId, quantity: 1, ...form };
  const place = placeOrderStatement({ orderId: sentinel.orderId, number: sentinel.number, customer, input, announcement: sentinel.announcement, limits: BENCH_UNPAID_ORDER_LIMITS, tax });
  return { lock: render(unpaidOrdersLock(sentinel.customerId)), place: render(place) };
}

interface Rendered {
  text: string;
  params: (values: OrderValues) => unknown[];
}

function render(statement: SQL): Rendered {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const fill: Record<string, (values: OrderValues) => unknown> = {
    [sentinel.orderId]: (v) => v.orderId,
    [sentinel.number]: (v) => v.number,
    [sentinel.customerId]: (v) => v.customer.id,
    [sentinel.customerName]: (v) => v.customer.name,
    [sentinel.customerEmail]: (v) => v.customer.email,
    [sentinel.productId]: (v) => v.productId,
    [sentinel.announcement]: (v) => v.announcement,
  };
  // Parameters that hold the order id within them (the key of the order's email task).
  const within = (param: unknown) => (typeof param === 'string' && param.includes(sentinel.orderId) ? (v: OrderValues) => param.replace(sentinel.orderId, v.orderId) : undefined);
  const fillers = params.map((param) => fill[String(param)] ?? within(param) ?? (() => param));
  return { text, params: (values) => fillers.map((filler) => filler(values)) };
}

/**
 * The baseline: the SQL the shop sends to place one order, sent straight through the driver, as
 * many at once as the shop's pool allows, in a loop for the same time. A signed-in customer's
 * session is known to the shop from memory after their first request (session-cache.ts), so
 * placing an order is that transaction.
 */
async function placeOrdersDirectly(sql: DirectSql, customers: Customer[], productIds: string[], durationSeconds: number) {
  // The tax rule the shop runs with (content/shop.json), so both sides price orders alike.
  const statements = renderPlaceOrderStatements((await loadShopConfig(contentDir)).tax);
  const latencies: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  let placed = 0;
  const worker = async (n: number) => {
    for (let i = n; performance.now() < deadline; i += sql.parallelism) {
      const customer = customers[i % customers.length]!;
      const productId = productIds[randomInt(productIds.length)]!;
      const orderId = randomUUID();
      const started = performance.now();
      const announcement = JSON.stringify({ orderId, userId: customer.id, status: 'pending_payment' });
      const values = { orderId, number: newOrderNumber(), customer, productId, announcement };
      const rows = await sql.transaction(async (query) => {
        await query(statements.lock.text, statements.lock.params(values));
        return query(statements.place.text, statements.place.params(values));
      });
      if (rows.length !== 1) throw new Error('the direct statement placed no order');
      latencies.push(performance.now() - started);
      placed += 1;
    }
  };
  await Promise.all(Array.from({ length: sql.parallelism }, (_, n) => worker(n)));
  latencies.sort((a, b) => a - b);
  return { ordersPerSecond: placed / durationSeconds, p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN };
}

/** Many signed-in customers placing orders through the API, beside the same SQL run directly. */
export async function benchOrders(options: OrderBenchOptions): Promise<BenchRow[]> {
  const section = `Orders (${databaseLabel(options.database.kind)})`;
  let sql = await openDirectSql(options.database);
  const productIds = await restock(sql);
  await sql.close();

  const shop = await startShop(options.database);
  let customers: Customer[];
  let app;
  try {
    customers = await signUpCustomers(shop.url, options.connections);
    let next = 0;
    app = await loadTest({
      url: `${shop.url}/api/orders`,
      method: 'POST',
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        const connection = context as { cookie?: string };
        connection.cookie ??= customers[next++ % customers.length]!.cookie;
        return {
          ...request,
          headers: { ...request.headers, cookie: connection.cookie },
          body: JSON.stringify({ productId: productIds[randomInt(productIds.length)], quantity: 1, ...form }),
        };
      },
    });
  } finally {
    await shop.stop();
  }

  sql = await openDirectSql(options.database);
  try {
    const oversoldByShop = await oversoldProducts(sql);
    const direct = await placeOrdersDirectly(sql, customers, productIds, options.durationSeconds);
    const oversold = oversoldByShop + (await oversoldProducts(sql));
    return [
      { ...compared(section, 'POST /api/orders orders/s', 'orders/s', app.okPerSecond, { label: 'same SQL direct', value: direct.ordersPerSecond }, atLeast(0.5)), note: app.failures ? `${app.failures} failed answers` : undefined },
      compared(section, 'POST /api/orders p99', 'ms', app.p99Ms, { label: 'same SQL direct', value: direct.p99Ms }),
      measured(section, 'products oversold', 'products', oversold, { label: '= 0', holds: (x) => x === 0 }),
    ];
  } finally {
    await sql.close();
  }
}
