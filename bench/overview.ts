import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addDays, todayIn, type OverviewRange } from '../src/shared/schemas/overview.js';
import type { Database } from '../src/server/db/database.js';
import { SHOP_CONNECTION_OPTIONS } from '../src/server/db/postgres.js';
import * as schema from '../src/server/db/schema.js';
import { adminOverview } from '../src/server/modules/overview/overview.service.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir } from '../src/server/project-root.js';
import { createBenchDatabase, type BenchDatabase } from './lib/databases.js';
import { APP_POOL_SIZE } from './lib/direct-sql.js';
import { latencyResult, loadTest, type LoadResult } from './lib/load.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { startShop } from './lib/shop-process.js';

/** Orders the overview reads, spread over the two years to today. */
export const OVERVIEW_ORDERS = 1_000_000;
const SPAN_DAYS = 730;
/** Admins looking at the overview at once, on both sides. */
const OVERVIEW_CONNECTIONS = 4;
/** The 365-day overview takes seconds while the machine is busy: an answer counts as failed only after this. */
const TIMEOUT_SECONDS = 60;

export interface OverviewBenchOptions {
  durationSeconds: number;
}

/**
 * A million orders over the demo catalog in a few set-based statements (no order written one by
 * one): from 1 to 4 lines each, popular products more often (the square of a uniform draw picks
 * the product), 1 to 5 pieces a line at the product's price. 30 % are paid in cash on delivery,
 * 5 % cancelled; orders older than ten days are delivered, the newer ones spread over every
 * status. A card order is paid within 20 minutes of being placed, a cash order when delivered
 * (one to seven days later). Times are drawn from hashes of the order's number, so every run
 * writes the same orders relative to its own day.
 */
const GENERATE = [
  `create temp table bench_products as
     select (row_number() over (order by created_at, id) - 1)::int as n, id, name, price_cents from products where archived_at is null`,
  `create temp table bench_plan as
     select i,
            now() - interval '${SPAN_DAYS} days' + (i::float8 / ${OVERVIEW_ORDERS}) * interval '${SPAN_DAYS} days' + ((hashint4(i * 31) & 1023) - 512) * interval '1 second' as created_at,
            (hashint4(i * 7 + 1) & 2147483647)::float8 / 2147483648 as u_pay,
            (hashint4(i * 7 + 2) & 2147483647)::float8 / 2147483648 as u_cancel,
            (hashint4(i * 7 + 3) & 2147483647)::float8 / 2147483648 as u_status,
            (hashint4(i * 7 + 4) & 2147483647)::float8 / 2147483648 as u_time,
            1 + (hashint4(i * 7 + 5) & 2147483647) % 4 as lines
       from generate_series(1, ${OVERVIEW_ORDERS}) i`,
  `create temp table bench_lines as
     select p.i, k as line_number, pr.id as product_id, pr.name, pr.price_cents as unit, 1 + (hashint4(p.i * 16 + k) & 2147483647) % 5 as qty
       from bench_plan p
       cross join lateral generate_series(1, p.lines) k
       join bench_products pr on pr.n = floor((select count(*) from bench_products) * power((hashint4(p.i * 8 + k) & 2147483647)::float8 / 2147483648, 2))::int`,
  `create temp table bench_orders as
     select s.*,
            case when s.status in ('paid', 'shipped', 'delivered') and not s.cod then s.created_at + s.u_time * interval '20 minutes'
                 when s.status = 'delivered' and s.cod then least(now(), s.created_at + interval '1 day' + s.u_time * interval '6 days') end as paid_at,
            case when s.status in ('shipped', 'delivered') then least(now(), s.created_at + interval '1 day') end as shipped_at,
            case when s.status = 'delivered' then least(now(), s.created_at + interval '1 day' + s.u_time * interval '6 days') end as delivered_at,
            t.subtotal
       from (select i, created_at, u_time, u_pay < 0.3 as cod,
                    case when u_cancel < 0.05 then 'cancelled'
                         when now() - created_at > interval '10 days' then 'delivered'
                         when now() - created_at < interval '2 days' and u_status < 0.25 then 'pending_payment'
                         when u_status < 0.5 then case when u_pay < 0.3 then 'pending_payment' else 'paid' end
                         when u_status < 0.75 then 'shipped'
                         else 'delivered' end as status
               from bench_plan) s
       join (select i, sum(unit * qty)::int as subtotal from bench_lines group by i) t on t.i = s.i`,
  `insert into orders (number, customer_name, email, phone, delivery_address, status, subtotal_cents, delivery_method, delivery_fee_cents,
                       payment_choice, total_cents, tax_cents, tax_name, tax_rate_basis_points, prices_include_tax, payment_method, transaction_id,
                       created_at, paid_at, shipped_at, delivered_at, cancelled_at)
   select 'BENCH-' || lpad(i::text, 7, '0'), 'Bench customer', 'bench-customer@example.com', '+1 555 014 2290', '12 Foundry Street, Springfield', status,
          subtotal, 'home', 0, case when cod then 'cash_on_delivery' else 'card' end, subtotal,
          ((subtotal::bigint * 4000 + 12000) / 24000)::int, 'VAT', 2000, true,
          case when paid_at is null then null when cod then 'cash_on_delivery' else 'Test card' end,
          case when paid_at is not null and not cod then 'bench_' || i end,
          created_at, paid_at, shipped_at, delivered_at, case when status = 'cancelled' then created_at + interval '1 hour' end
     from bench_orders order by i`,
  `insert into order_lines (order_id, line_number, product_id, product_name, unit_price_cents, quantity, line_total_cents)
   select o.id, l.line_number, l.product_id, l.name, l.unit, l.qty, l.unit * l.qty
     from bench_lines l join orders o on o.number = 'BENCH-' || lpad(l.i::text, 7, '0')`,
  'vacuum analyze orders',
  'vacuum analyze order_lines',
];

/** Writes the orders; answers how long it took and how many orders the database holds. */
async function generateOrders(databaseUrl: string): Promise<{ seconds: number; orders: number; lines: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    for (const statement of GENERATE) await client.query(statement);
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await client.query<{ orders: string; lines: string }>('select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines');
    return { seconds, orders: Number(rows[0]?.orders), lines: Number(rows[0]?.lines) };
  } finally {
    await client.end();
  }
}

/** An admin of the benchmarked shop, signed in: signed up, made admin in the database, signed in again. */
async function signInAdmin(shopUrl: string, databaseUrl: string): Promise<string> {
  const account = { name: 'Bench Admin', email: `bench-admin-${Date.now()}@example.com`, password: 'bench password 123' };
  const post = (path: string, body: unknown) => fetch(`${shopUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shopUrl, 'x-forwarded-for': '10.201.0.1' }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/sign-up/email', account);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update users set role = 'admin' where email = $1`, [account.email]).finally(() => client.end());
  const signIn = await post('/api/auth/sign-in/email', { email: account.email, password: account.password });
  const cookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token='))?.split(';')[0];
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return cookie;
}

type Statement = { text: string; params: unknown[] };

/**
 * The baseline: the statements the shop's own `adminOverview` sends for the range (recorded
 * through the query builder's logger), sent straight through `pg` with the shop's pool size and
 * connection settings, each overview's statements at once as the shop sends them, as many
 * overviews at once as on the shop's side.
 */
async function directOverviews(databaseUrl: string, range: OverviewRange, timeZone: string, durationSeconds: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, options: SHOP_CONNECTION_OPTIONS, max: APP_POOL_SIZE });
  pool.on('error', () => undefined);
  try {
    const recorded: Statement[] = [];
    const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => void recorded.push({ text, params }) } }) as unknown as Database;
    await adminOverview(db, range, { timeZone });
    const once = () => Promise.all(recorded.map((statement) => pool.query(statement.text, statement.params)));
    await once();
    const latencies: number[] = [];
    const until = performance.now() + durationSeconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: OVERVIEW_CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const at = performance.now();
          await once();
          latencies.push(performance.now() - at);
        }
      }),
    );
    return latencyResult(latencies, 0, (performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}

/**
 * Issue 15, Speed: GET /api/admin/overview over a million orders on PostgreSQL, for the 30 and the
 * 365 days to today, through the shop beside the same statements sent straight to the database
 * in the same run. Runs on a database of its own (created and dropped here), so the million
 * orders stay out of the other sections.
 */
export async function benchOverview(options: OverviewBenchOptions): Promise<BenchRow[]> {
  const section = 'Overview (PostgreSQL, 1,000,000 orders)';
  const database: BenchDatabase = await createBenchDatabase('postgres');
  try {
    const databaseUrl = database.databaseUrl!;
    // The first start creates the tables and loads the demo catalog.
    await (await startShop(database)).stop();
    const generated = await generateOrders(databaseUrl);
    console.log(`  overview: ${generated.orders.toLocaleString('en-US')} orders, ${generated.lines.toLocaleString('en-US')} lines written in ${generated.seconds.toFixed(1)} s`);
    const { timeZone } = await loadShopConfig(contentDir);
    const today = todayIn(timeZone);
    const ranges = [
      { label: '30 days', range: { from: addDays(today, -29), to: today } },
      { label: '365 days', range: { from: addDays(today, -364), to: today } },
    ];
    const rows: BenchRow[] = [measured(section, `${OVERVIEW_ORDERS.toLocaleString('en-US')} orders with lines written (INSERT … SELECT)`, 's', generated.seconds)];
    for (const { label, range } of ranges) {
      const path = `/api/admin/overview?from=${range.from}&to=${range.to}`;
      let viaShop: LoadResult;
      const shop = await startShop(database);
      try {
        const cookie = await signInAdmin(shop.url, databaseUrl);
        const first = await fetch(`${shop.url}${path}`, { headers: { cookie } });
        if (first.status !== 200) throw new Error(`The shop answered ${first.status} to ${path}: ${await first.text()}`);
        viaShop = await loadTest({ url: `${shop.url}${path}`, connections: OVERVIEW_CONNECTIONS, durationSeconds: options.durationSeconds, headers: { cookie }, timeoutSeconds: TIMEOUT_SECONDS });
      } finally {
        await shop.stop();
      }
      const direct = await directOverviews(databaseUrl, range, timeZone, options.durationSeconds);
      console.log(`  overview ${label}: shop ${viaShop.okPerSecond.toFixed(2)} req/s (p50 ${viaShop.p50Ms} ms, p99 ${viaShop.p99Ms} ms), direct ${direct.requestsPerSecond.toFixed(2)} req/s (p50 ${direct.p50Ms.toFixed(0)} ms, p99 ${direct.p99Ms.toFixed(0)} ms)`);
      const baseline = 'same SQL direct';
      rows.push(
        { ...compared(section, `GET /api/admin/overview, ${label}, req/s`, 'req/s', viaShop.okPerSecond, { label: baseline, value: direct.requestsPerSecond }, atLeast(0.8)), note: viaShop.failures ? `${viaShop.failures} failed answers` : undefined },
        compared(section, `GET /api/admin/overview, ${label}, p50`, 'ms', viaShop.p50Ms, { label: baseline, value: direct.p50Ms }),
        compared(section, `GET /api/admin/overview, ${label}, p99`, 'ms', viaShop.p99Ms, { label: baseline, value: direct.p99Ms }),
      );
    }
    return rows;
  } finally {
    await database.dispose();
  }
}
