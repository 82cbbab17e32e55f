import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntilHealthy } from '../test/server-process.js';
import { freePort } from './free-port.js';
import { haproxyConfig } from './haproxy-config.js';

/**
 * The proxy configuration of `npm run cluster`, run by the real HAProxy in front of two stand-in
 * processes: one that drops every request it is given without answering (as a process killed in
 * the middle of a request does), one that answers with the headers it received. What the proxy
 * repeats on the second process, and what it lets clients tell the processes, is the
 * configuration's whole job.
 */
interface StandIn {
  server: Server;
  port: number;
  /** "METHOD path" of every request other than the health checks. */
  received: string[];
}

async function standIn(answer: (headers: IncomingHttpHeaders) => string | null): Promise<StandIn> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/healthz') return void response.end('{"status":"ok"}');
    received.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      const body = answer(request.headers);
      if (body === null) response.socket?.destroy();
      else response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  // Longer than the proxy keeps an idle connection to it, so the proxy never reuses one this closed.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

describe('the reverse proxy in front of several processes (HAProxy)', () => {
  let dropping: StandIn;
  let replying: StandIn;
  let proxy: ChildProcess;
  let workDir: string;
  let url: string;

  beforeAll(async () => {
    dropping = await standIn(() => null);
    replying = await standIn((headers) => JSON.stringify(headers));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-proxy-'));
    const configFile = path.join(workDir, 'haproxy.cfg');
    const config = haproxyConfig({ host: '127.0.0.1', port, appPorts: [dropping.port, replying.port] });
    // The stand-ins answer health checks from this test's own thread, which a loaded machine can
    // stall past two checks: here they stay in the rotation whatever (the checks are not under test).
    expect(config).toContain(' fall 2 ');
    await writeFile(configFile, config.replace(' fall 2 ', ' fall 1000000 '));
    let output = '';
    proxy = spawn(process.env.HAPROXY_PATH ?? 'haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [proxy.stdout, proxy.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const spawnFailed = new Promise<never>((_, reject) => proxy.once('error', (error) => reject(new Error(`HAProxy is needed (sudo apt-get install -y haproxy): ${error.message}`))));
    await Promise.race([waitUntilHealthy(url, proxy, () => output), spawnFailed]);
  });

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all([dropping, replying].map(({ server }) => new Promise((resolve) => server.close(resolve))));
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  /**
   * Sends the same request four times (round robin gives the dropping process some of them
   * first). A request the proxy does not repeat fails as the process's did: a 502, or the
   * connection closed without an answer ('failed').
   */
  async function fourTimes(method: string, pathname: string, headers: Record<string, string> = {}): Promise<{ statuses: Array<number | 'failed'>; dropped: number }> {
    const before = dropping.received.length;
    const statuses: Array<number | 'failed'> = [];
    for (let i = 0; i < 4; i += 1) {
      const body = method === 'GET' ? undefined : '{}';
      const response = await fetch(`${url}${pathname}`, { method, headers: { 'content-type': 'application/json', ...headers }, body }).catch(() => null);
      if (response) await response.arrayBuffer();
      statuses.push(response?.status ?? 'failed');
    }
    return { statuses, dropped: dropping.received.length - before };
  }

  it('sends a read, a keyed order or checkout, and a payment creation on to the other process', async () => {
    for (const [method, pathname, headers] of [
      ['GET', '/api/products?page=2', {}],
      ['POST', '/api/orders', { 'idempotency-key': crypto.randomUUID() }],
      ['POST', '/api/checkout', { 'idempotency-key': crypto.randomUUID() }],
      ['POST', `/api/orders/${crypto.randomUUID()}/payment`, {}],
    ] as const) {
      const { statuses, dropped } = await fourTimes(method, pathname, headers);
      expect(dropped, `${method} ${pathname} reached the dropping process`).toBeGreaterThan(0);
      expect(statuses, `${method} ${pathname}`).toEqual([200, 200, 200, 200]);
    }
  });

  it('does not repeat any other change, nor an order without a key: the client is told it failed and decides', async () => {
    for (const [method, pathname, headers] of [
      ['POST', '/api/orders', {}],
      ['POST', '/api/checkout', {}],
      // A key on a route that does not keep keys makes no repeat safe.
      ['POST', '/api/reviews', { 'idempotency-key': crypto.randomUUID() }],
      ['POST', '/api/contact', { 'idempotency-key': crypto.randomUUID() }],
      ['PATCH', '/api/admin/orders/1', { 'idempotency-key': crypto.randomUUID() }],
      ['DELETE', '/api/cart/lines/1', {}],
    ] as const) {
      const { statuses, dropped } = await fourTimes(method, pathname, headers);
      expect(dropped, `${method} ${pathname} reached the dropping process`).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 502 || status === 'failed'), `${method} ${pathname}: one failure per request the dropping process took`).toHaveLength(dropped);
      expect(statuses.filter((status) => status === 200)).toHaveLength(4 - dropped);
    }
  });

  it('tells the processes the address it was connected from, and never a host or address the client chose', async () => {
    const before = replying.received.length;
    let headers: IncomingHttpHeaders | undefined;
    // The first answer may come after a repeat from the dropping process: a read is safe to repeat.
    while (!headers) {
      const response = await fetch(`${url}/robots.txt`, {
        headers: { 'x-forwarded-host': 'evil.example', forwarded: 'for=6.6.6.6;host=evil.example;proto=https', 'x-forwarded-for': '6.6.6.6' },
      });
      if (response.ok) headers = (await response.json()) as IncomingHttpHeaders;
    }
    expect(replying.received.length).toBeGreaterThan(before);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers).not.toHaveProperty('x-forwarded-host');
    expect(headers).not.toHaveProperty('forwarded');
  });
});
