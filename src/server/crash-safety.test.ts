import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Order, OrderPage } from '../shared/schemas/orders.js';
import { confirmAddress, mailsInOutbox } from './test/outbox-folder.js';
import { createPostgresTestDatabase, testDatabaseKinds } from './test/test-database.js';

/** The real entry point as a child process, as in production. */
function startShop(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      ADMIN_EMAILS: 'admin@crash.test',
      SMTP_URL: '',
      // A few customers place orders as fast as they can and never pay: the per-customer limits are raised.
      MAX_UNPAID_ORDERS: '100000',
      MAX_UNPAID_PIECES: '100000000',
      ORDERS_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Resolves when the shop logs the address it listens at; fails if it exits first.
  const address = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is open at (http:\/\/[^"\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`the shop did not start:\n${output}`)));
  });
  return { child, exited, address };
}

async function signUp(base: string, email: string, ip: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ name: email.split('@')[0], email, password: 'crash test password' }),
  });
  if (!response.ok) throw new Error(`sign-up ${response.status} ${await response.text()}`);
  return (response.headers.getSetCookie().find((c) => c.startsWith('shop.session_token=')) ?? '').split(';')[0] ?? '';
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'crash test password' }) });
  return (response.headers.getSetCookie().find((c) => c.startsWith('shop.session_token=')) ?? '').split(';')[0] ?? '';
}

const STOCK = 5000;

describe.each(testDatabaseKinds())('crash safety on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps every acknowledged order, whole, with stock that balances, after a SIGKILL mid-stream', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (kind === 'postgres') {
      const created = await createPostgresTestDatabase();
      databaseUrl = created.url;
      cleanups.push(() => created.database.close());
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };

    const first = startShop(env);
    const base = await first.address;
    const admin = await signUp(base, 'admin@crash.test', '10.90.0.1');
    await confirmAddress(base, dataDir, 'admin@crash.test');
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).png().toBuffer();
    form.append('file', new Blob([png], { type: 'image/png' }), 'p.png');
    const picture = (await (await fetch(`${base}/api/media/pictures`, { method: 'POST', body: form, headers: { cookie: admin } })).json()) as { key: string };
    // Every product is filed in a category.
    const category = (await (
      await fetch(`${base}/api/categories`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: admin }, body: JSON.stringify({ name: 'Cable accessories' }) })
    ).json()) as { category: { id: string } };
    const created = await fetch(`${base}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ name: 'Crash-test cable ties', price: 499, availableQuantity: STOCK, minOrderQuantity: 1, description: 'For the crash test.', imageKey: picture.key, categoryId: category.category.id }),
    });
    expect(created.status).toBe(201);
    const productId = ((await created.json()) as { product: { id: string } }).product.id;
    const customers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(base, `customer${i}@crash.test`, `10.91.0.${i}`)));

    const acknowledged: { id: string; quantity: number }[] = [];
    let enough!: () => void;
    const fortyAcknowledged = new Promise<void>((resolve) => (enough = resolve));
    let stop = false;
    const clients = customers.map(async (cookie, i) => {
      for (let n = 0; !stop; n += 1) {
        const quantity = ((i + n) % 3) + 1;
        try {
          const response = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ productId, quantity, phone: '+1 555 014 2290 12', deliveryAddress: `${n} Crash Street` }),
          });
          if (response.status === 201) acknowledged.push({ id: ((await response.json()) as { order: Order }).order.id, quantity });
          if (acknowledged.length >= 40) enough();
        } catch {
          return; // the server is gone
        }
      }
    });
    await fortyAcknowledged;
    first.child.kill('SIGKILL');
    stop = true;
    await first.exited;
    await Promise.all(clients);

    const second = startShop(env);
    cleanups.push(async () => {
      second.child.kill('SIGKILL');
      await second.exited;
    });
    const again = await second.address;
    const adminAgain = await signIn(again, 'admin@crash.test');
    const orders: Order[] = [];
    for (let page = 1; ; page += 1) {
      const list = (await (await fetch(`${again}/api/orders?pageSize=100&page=${page}`, { headers: { cookie: adminAgain } })).json()) as OrderPage;
      orders.push(...list.items);
      if (page >= list.totalPages) break;
    }
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const order of acknowledged) {
      expect(byId.get(order.id), `acknowledged order ${order.id}`).toBeDefined();
      expect(byId.get(order.id)?.lines[0]?.quantity).toBe(order.quantity);
    }
    for (const order of orders) {
      expect(order.lines).toHaveLength(1);
      expect(order.total).toBe(order.lines.reduce((sum, line) => sum + line.lineTotal, 0));
      expect(order.lines[0]?.lineTotal).toBe(499 * (order.lines[0]?.quantity ?? 0));
    }
    const product = (await (await fetch(`${again}/api/products/${productId}`)).json()) as { availableQuantity: number };
    const sold = orders.reduce((sum, order) => sum + (order.lines[0]?.quantity ?? 0), 0);
    expect(product.availableQuantity).toBe(STOCK - sold);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // Each order's email was recorded with it and is sent after the restart: one message per
    // order. One the killed process was writing may be written again, under the same Message-ID,
    // by which mail servers and programs can tell it is the same message. Those the killed process had claimed wait for its lease (60 s).
    const receivedMails = async () => (await mailsInOutbox(dataDir)).filter((mail) => mail.subject.startsWith('We have your order '));
    await vi.waitFor(async () => expect(new Set((await receivedMails()).map((mail) => mail.messageId)).size).toBe(orders.length), { timeout: 120_000, interval: 250 });
    const messageIdsOf = new Map<string, Set<string | undefined>>();
    for (const mail of await receivedMails()) messageIdsOf.set(mail.subject, (messageIdsOf.get(mail.subject) ?? new Set()).add(mail.messageId));
    expect([...messageIdsOf.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(new Set([...messageIdsOf.keys()])).toEqual(new Set(orders.map((order) => `We have your order ${order.number}`)));
  }, 240_000);
});
