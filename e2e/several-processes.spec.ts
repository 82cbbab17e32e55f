import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../src/server/operations/free-port.js';
import { startCluster, type Cluster, type ShopProcess } from '../src/server/operations/cluster.js';
import { openEventStream } from '../src/server/test/event-stream.js';
import { startS3TestServer, type S3TestServer } from '../src/server/test/s3-test-server.js';
import { adminQuery, quoteIdent, testPostgresUrl, withDatabase } from '../src/server/test/postgres-admin.js';
import type { Order } from '../src/shared/schemas/orders.js';
import type { Product } from '../src/shared/schemas/catalog.js';
import { TEST_CARDS } from './support/orders.js';

/**
 * Three shop processes behind HAProxy on one PostgreSQL database, pictures in a local
 * S3-compatible server, each process with its own data folder (as on three machines): what one
 * process learns or stores, the others must know.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const DELIVERY = { phone: '+1 217 555 0142', deliveryAddress: '12 Station Road, 62701 Springfield' };

let cluster: Cluster;
let s3: S3TestServer;
let workDir: string;
let databaseName: string;
/** Stops the processes even when starting them takes longer than the hook may. */
const starting = new AbortController();

function shop(index: number): ShopProcess {
  const found = cluster.processes[index];
  if (!found) throw new Error(`no shop process ${index}`);
  return found;
}

/** A customer talking to the shop with plain HTTP, as a program would: a cookie jar of one session. */
class Customer {
  private cookies = '';
  readonly email = `cluster-${randomBytes(5).toString('hex')}@shop.test`;
  readonly password = `password ${randomBytes(4).toString('hex')}`;

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { origin: cluster.url, ...(this.cookies ? { cookie: this.cookies } : {}), ...extra };
  }

  async send(base: string, method: string, route: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
    return fetch(`${base}${route}`, {
      method,
      headers: this.headers(body === undefined ? extra : { 'content-type': 'application/json', ...extra }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async signUp(base: string): Promise<void> {
    const response = await this.send(base, 'POST', '/api/auth/sign-up/email', { name: 'Cluster Customer', email: this.email, password: this.password });
    expect(response.status, await response.clone().text()).toBe(200);
    this.cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  signIn(base: string, password: string): Promise<Response> {
    return fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: cluster.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.email, password }),
    });
  }
}

async function product(base: string, id: string): Promise<Product> {
  const response = await fetch(`${base}/api/products/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Product;
}

/** A demo product with plenty of stock, ordered one piece at a time. */
async function stockedProduct(): Promise<Product> {
  const response = await fetch(`${cluster.url}/api/products?pageSize=100`);
  const page = (await response.json()) as { items: Product[] };
  const found = page.items.filter((item) => item.minOrderQuantity === 1).sort((a, b) => b.availableQuantity - a.availableQuantity)[0];
  if (!found || found.availableQuantity < 60) throw new Error('The demo catalog has no product with 60 pieces in stock');
  return found;
}

test.beforeAll(async () => {
  // Three processes migrate, load the demo data and start one after the other.
  test.setTimeout(240_000);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-several-processes-'));
  s3 = await startS3TestServer();
  const server = testPostgresUrl();
  databaseName = `shop_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(server, `create database ${quoteIdent(databaseName)}`);
  } catch (error) {
    throw new Error(`Several processes need PostgreSQL at ${server} (${(error as Error).message}). Start it, e.g. sudo pg_ctlcluster 15 main start, or set TEST_DATABASE_URL.`, { cause: error });
  }
  for (let index = 0; index < 3; index++) await mkdir(path.join(workDir, `process-${index + 1}`), { recursive: true });
  const port = await freePort();
  cluster = await startCluster({
    processes: 3,
    signal: starting.signal,
    host: '127.0.0.1',
    port,
    serverEntry: path.resolve('dist/node/server/main.js'),
    dataDirOf: (index) => path.join(workDir, `process-${index + 1}`),
    output: (source, text) => {
      if (/error|warn/i.test(text)) process.stderr.write(`[${source}] ${text}`);
    },
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: withDatabase(server, databaseName),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      DEMO_DATA: 'true',
      ADMIN_EMAILS: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      SMTP_URL: '',
      ...s3.env,
    },
  });
});

test.afterAll(async () => {
  starting.abort();
  await cluster?.stop();
  await s3?.close();
  if (databaseName) await adminQuery(testPostgresUrl(), `drop database if exists ${quoteIdent(databaseName)} with (force)`);
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('the proxy spreads requests over the three processes', async () => {
  expect(cluster.processes).toHaveLength(3);
  for (const each of cluster.processes) expect((await fetch(`${each.url}/healthz`)).status).toBe(200);
  const response = await fetch(`${cluster.url}/api/products?pageSize=4`);
  expect(response.status).toBe(200);
});

test('the failed sign-in limit holds across processes', async () => {
  const customer = new Customer();
  await customer.signUp(cluster.url);
  // Five wrong passwords through the proxy: round robin gives each process one or two of them.
  for (let attempt = 0; attempt < 5; attempt++) expect((await customer.signIn(cluster.url, 'not the password')).status).toBe(401);
  // Every process now refuses even the right password: they count in one shared store.
  for (const each of cluster.processes) {
    const refused = await customer.signIn(each.url, customer.password);
    expect(refused.status, `${each.name} let a sixth attempt through`).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

test('a picture uploaded through one process is served by the others', async () => {
  const customer = new Customer();
  await customer.signUp(cluster.url);
  const { default: sharp } = await import('sharp');
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 30 } } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'drill.png');
  const uploaded = await fetch(`${shop(0).url}/api/media/pictures`, { method: 'POST', headers: customer.headers(), body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { image } = (await uploaded.json()) as { image: { src: string } };
  const first = await fetch(`${shop(0).url}${image.src}`);
  expect(first.status).toBe(200);
  const bytes = Buffer.from(await first.arrayBuffer());
  for (const other of [shop(1), shop(2)]) {
    const served = await fetch(`${other.url}${image.src}`);
    expect(served.status, `${other.name} does not have the picture`).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  }
});

test('an order change reaches a customer whose live updates come from another process', async () => {
  const customer = new Customer();
  await customer.signUp(cluster.url);
  const item = await stockedProduct();
  const stream = await openEventStream(`${shop(0).url}/api/orders/events`, customer.headers());
  try {
    expect(stream.status).toBe(200);
    const placed = await customer.send(shop(1).url, 'POST', '/api/orders', { productId: item.id, quantity: 1, ...DELIVERY });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order } = (await placed.json()) as { order: Order };
    const payment = await customer.send(shop(2).url, 'POST', `/api/orders/${order.id}/payment`);
    expect(payment.status, await payment.clone().text()).toBe(200);
    const { paymentId } = (await payment.json()) as { paymentId: string };
    const paid = await customer.send(shop(2).url, 'POST', `/api/payments/${paymentId}/test-card`, { number: TEST_CARDS.succeeds, expiry: '12 / 39', cvc: '123' });
    expect(paid.status, await paid.clone().text()).toBe(200);
    for (;;) {
      const event = await stream.next();
      if (event === 'closed') throw new Error('the stream ended before the payment was heard');
      const data = event.data as { orderId: string; status: string };
      if (data.orderId === order.id && data.status === 'paid') break;
    }
  } finally {
    await stream.close();
  }
});

test('a process that showed a product shows its new stock after another process sold some', async () => {
  const customer = new Customer();
  await customer.signUp(cluster.url);
  const item = await stockedProduct();
  const before = await product(shop(0).url, item.id);
  expect((await product(shop(0).url, item.id)).availableQuantity).toBe(before.availableQuantity);
  const placed = await customer.send(shop(1).url, 'POST', '/api/orders', { productId: item.id, quantity: 2, ...DELIVERY });
  expect(placed.status, await placed.clone().text()).toBe(201);
  await expect.poll(async () => (await product(shop(0).url, item.id)).availableQuantity).toBe(before.availableQuantity - 2);
});

test('killing a process under load loses no acknowledged order and places none twice', async () => {
  const customers = Array.from({ length: 8 }, () => new Customer());
  for (const customer of customers) await customer.signUp(cluster.url);
  const item = await stockedProduct();
  const stockBefore = (await product(cluster.url, item.id)).availableQuantity;
  const acknowledged: { customer: Customer; orderId: string }[] = [];
  let victimKilled = false;
  const victim = shop(2);

  /** As a careful client does: the same Idempotency-Key on every retry of one order, until the shop answers. */
  const placeWithRetries = async (customer: Customer) => {
    const key = randomBytes(16).toString('hex');
    for (let attempt = 0; attempt < 10; attempt++) {
      let response: Response;
      try {
        response = await customer.send(cluster.url, 'POST', '/api/orders', { productId: item.id, quantity: 1, ...DELIVERY }, { 'idempotency-key': key });
      } catch {
        continue;
      }
      if (response.status === 201) {
        const { order } = (await response.json()) as { order: Order };
        acknowledged.push({ customer, orderId: order.id });
        if (acknowledged.length === 6 && !victimKilled) {
          victimKilled = true;
          victim.child.kill('SIGKILL');
        }
        return;
      }
      if (response.status < 500) throw new Error(`the order was refused: ${response.status} ${await response.text()}`);
    }
    throw new Error('no process answered the order after 10 tries');
  };
  // Four orders per customer (the unpaid-order limit is five), all customers at once.
  await Promise.all(customers.map(async (customer) => {
    for (let n = 0; n < 4; n++) await placeWithRetries(customer);
  }));

  expect(victimKilled).toBe(true);
  expect(acknowledged).toHaveLength(32);
  for (const customer of customers) {
    const mine = await customer.send(cluster.url, 'GET', '/api/orders/mine?pageSize=50');
    expect(mine.status).toBe(200);
    const ids = new Set(((await mine.json()) as { items: Order[] }).items.map((order) => order.id));
    const theirs = acknowledged.filter((entry) => entry.customer === customer).map((entry) => entry.orderId);
    expect(ids.size, 'an order was placed twice').toBe(4);
    for (const id of theirs) expect(ids.has(id), `acknowledged order ${id} is missing`).toBe(true);
  }
  expect((await product(cluster.url, item.id)).availableQuantity).toBe(stockBefore - 32);
});
