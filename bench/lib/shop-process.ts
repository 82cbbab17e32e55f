import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../src/server/operations/free-port.js';
import { waitUntilHealthy } from '../../src/server/test/server-process.js';

const serverEntry = path.resolve('dist/node/server/main.js');

export interface ShopOptions {
  dataDir: string;
  /** PostgreSQL URL; the embedded PGlite (in dataDir) when absent. */
  databaseUrl?: string;
  demoData?: boolean;
}

export interface RunningShop {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to the first healthy /healthz answer. */
  startMs: number;
  /** Resident set size of the server process, in MB. */
  rssMb(): Promise<number>;
  /** Milliseconds from the first healthy /healthz to searches answered from the search index (read in the background). */
  searchIndexMs: number;
  stop(): Promise<void>;
}

export async function rssMbOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The limits on unpaid orders the benchmarked shop runs with (and the direct baseline checks). */
export const BENCH_UNPAID_ORDER_LIMITS = { expireAfterMinutes: 30, maxOrders: 1_000_000_000, maxPieces: 1_000_000_000, maxStockPercent: 100, pickupHoldDays: 7, perHour: 1_000_000_000 };

/** How long the shop may take to read its search index (100,000 products on PGlite take the longest). */
const SEARCH_INDEX_READ_TIMEOUT_MS = 600_000;

async function searchIndexRead(url: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < SEARCH_INDEX_READ_TIMEOUT_MS) {
    const health = (await (await fetch(`${url}/healthz`)).json()) as { search?: string };
    if (health.search === 'index') return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The shop at ${url} did not read its search index within ${SEARCH_INDEX_READ_TIMEOUT_MS / 1000} s`);
}

/** Starts the built shop as it runs in production (its own process, default logging). */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" to profile the shop while it is measured.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // Started as `npm run serve` starts it, so what is measured is what a shop runs.
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DEMO_DATA: String(options.demoData ?? true),
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // The order benchmark signs up many customers from one machine; it names each one's
      // address in X-Forwarded-For so the per-address sign-up limit applies per customer.
      TRUST_PROXY: 'true',
      // The built-in test cards take no money; a benchmark is no real shop.
      ALLOW_TEST_PAYMENTS: 'true',
      // Each simulated customer places thousands of orders it never pays for: the limits that stop
      // one customer from holding the stock are raised, so what is measured is placing an order.
      UNPAID_ORDER_MINUTES: String(BENCH_UNPAID_ORDER_LIMITS.expireAfterMinutes),
      MAX_UNPAID_ORDERS: String(BENCH_UNPAID_ORDER_LIMITS.maxOrders),
      MAX_UNPAID_PIECES: String(BENCH_UNPAID_ORDER_LIMITS.maxPieces),
      MAX_UNPAID_STOCK_PERCENT: String(BENCH_UNPAID_ORDER_LIMITS.maxStockPercent),
      ORDERS_PER_HOUR: String(BENCH_UNPAID_ORDER_LIMITS.perHour),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  try {
    // Polled every 5 ms, so start-up time is measured closely.
    await waitUntilHealthy(url, child, () => output, { pollMs: 5 });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  const startMs = performance.now() - started;
  const pid = child.pid!;
  // Every benchmark measures the shop as it runs once started: with its search index read.
  let searchIndexMs: number;
  try {
    searchIndexMs = await searchIndexRead(url);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, pid, startMs, searchIndexMs, rssMb: () => rssMbOf(pid), stop: () => stopProcess(child) };
}
