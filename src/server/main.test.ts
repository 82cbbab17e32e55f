import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Runs the real entry point (src/server/main.ts) as a child process, the way `npm start` does. */
function startShop(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForAddress(output: () => string, child: ChildProcess): Promise<string> {
  for (let i = 0; i < 600; i += 1) {
    const match = /is open at (http:\/\/[^"\s]+)/.exec(output());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the shop did not start:\n${output()}`);
}

describe('the shop process', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stops at start-up with one line naming a wrong variable', async () => {
    const shop = startShop({ PORT: 'eighty' });
    expect(await shop.exited).toBe(1);
    expect(shop.output().trim()).toBe('Invalid PORT: must be a port number (got "eighty")');
  });

  it('finishes requests in flight and closes the database on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-process-'));
    dirs.push(dataDir);
    // At debug level the shop logs each request as it arrives.
    const shop = startShop({ PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'debug' });
    const address = await waitForAddress(shop.output, shop.child);
    expect((await fetch(`${address}/healthz`)).status).toBe(200);

    const inFlight = Array.from({ length: 20 }, () => fetch(`${address}/api/products?pageSize=100`).then((r) => r.status));
    // Signal only once the server has received every request (each is logged as it arrives).
    const received = () => (shop.output().match(/"msg":"incoming request"/g) ?? []).length;
    while (received() < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    shop.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('shutdown complete: server and database closed');

    // The data directory is intact: the shop starts again on it.
    const again = startShop({ PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'false' });
    const secondAddress = await waitForAddress(again.output, again.child);
    expect((await fetch(`${secondAddress}/healthz`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
