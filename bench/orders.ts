import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { BenchDatabase } from './lib/databases.js';
import { databaseLabel } from './lib/databases.js';
import { openDirectSql, type DirectSql } from './lib/direct-sql.js';
import { loadTest } from './lib/load.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { startShop } from './lib/shop-process.js';

export interface OrderBenchOptions {
  database: BenchDatabase;
  connections: number;
  durationSeconds: number;
}

const STOCK = 1_000_000_000;
const form = { phone: '+1 555 014 2290', deliveryAddress: '12 Foundry Street, Springfield' };

interface Customer {
  id: string;
  name: string;
  email: string;
  cookie: string;
  /** The session token inside the cookie, as stored in the sessions table. */
  token: string;
}

/** Gives every live product plenty of stock, so the benchmark measures ordering, not refusals. */
async function restock(sql: DirectSql): Promise<string[]> {
  await sql.query('update products set available_quantity = $1, min_order_quantity = 1 where archived_at is null', [STOCK]);
  const rows = await sql.query<{ id: string }>('select id from products where archived_at is null order by id');
  return rows.map((row) => row.id);
}

async function signUpCustomers(shopUrl: string, count: number): Promise<Customer[]> {
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
    const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
    customers.push({ id: user.id, name, email, cookie, token });
  }
  return customers;
}

/**
 * Stock bookkeeping after the run: no product below zero, and for each product the pieces still
 * available plus those in orders equal what it started with (nothing oversold, nothing lost).
 */
async function oversoldProducts(sql: DirectSql): Promise<number> {
  const rows = await sql.query<{ bad: string }>(
    `select count(*) as bad from products p
       left join (select l.product_id, sum(l.quantity) as sold from order_lines l join orders o on o.id = l.order_id
                  where o.status <> 'cancelled' group by l.product_id) s on s.product_id = p.id
      where p.archived_at is null and (p.available_quantity < 0 or p.available_quantity + coalesce(s.sold, 0) <> $1)`,
    [STOCK],
  );
  return Number(rows[0]?.bad ?? 0);
}

function orderNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let text = '';
  for (let i = 0; i < 8; i += 1) text += alphabet[randomInt(alphabet.length)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/**
 * The baseline: the statements the shop sends to place one order, sent straight through the
 * driver, as many at once as the shop's pool allows, in a loop for the same time. They are the
 * session lookup (the session by its token, then its user) and the order's transaction
 * (src/server/modules/orders/orders.service.ts placeOrder), as PostgreSQL's statement log shows.
 */
async function placeOrdersDirectly(sql: DirectSql, customers: Customer[], productIds: string[], durationSeconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  let placed = 0;
  const worker = async (n: number) => {
    for (let i = n; performance.now() < deadline; i += sql.parallelism) {
      const customer = customers[i % customers.length]!;
      const productId = productIds[randomInt(productIds.length)]!;
      const started = performance.now();
      const [session] = await sql.query<{ user_id: string }>(
        'select id, token, user_id, expires_at, ip_address, user_agent, impersonated_by, created_at, updated_at from sessions where token = $1',
        [customer.token],
      );
      await sql.query('select id, name, email, email_verified, image, role, banned, ban_reason, ban_expires, created_at, updated_at from users where id = $1', [session!.user_id]);
      await sql.transaction(async (run) => {
        const [taken] = await run<{ id: string; name: string; price_cents: number }>(
          `update products set available_quantity = available_quantity - $2, updated_at = now()
            where id = $1 and archived_at is null and available_quantity >= $2 and min_order_quantity <= $2
            returning id, name, price_cents`,
          [productId, 1],
        );
        if (!taken) throw new Error('out of stock');
        const [order] = await run<{ id: string }>(
          `insert into orders (number, user_id, customer_name, email, phone, delivery_address, status, total_cents)
           values ($1, $2, $3, $4, $5, $6, 'pending_payment', $7) returning *`,
          [orderNumber(), customer.id, customer.name, customer.email, form.phone, form.deliveryAddress, taken.price_cents],
        );
        await run(
          `insert into order_lines (order_id, line_number, product_id, product_name, unit_price_cents, quantity, line_total_cents)
           values ($1, 1, $2, $3, $4, 1, $4)`,
          [order!.id, taken.id, taken.name, taken.price_cents],
        );
        await run(`insert into order_events (order_id, from_status, to_status, actor, actor_user_id) values ($1, null, 'pending_payment', 'customer', $2)`, [order!.id, customer.id]);
        await run(`select pg_notify('shop_order_events', $1)`, [JSON.stringify({ orderId: order!.id, userId: customer.id, status: 'pending_payment' })]);
      });
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
