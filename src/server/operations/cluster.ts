import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { haproxyConfig } from './haproxy-config.js';

export interface ClusterOptions {
  /** How many shop processes. */
  processes: number;
  /** Where the proxy listens (the address customers use). */
  host: string;
  port: number;
  /** The built server (dist/node/server/main.js). */
  serverEntry: string;
  /** The environment of every process (DATABASE_URL must name PostgreSQL). */
  env: Record<string, string | undefined>;
  /** The data folder of process i (0-based); by default they share env.DATA_DIR. */
  dataDirOf?: (index: number) => string;
  /** Receives what each process and the proxy print. */
  output?: (source: string, text: string) => void;
  /** How long a process may take to answer /healthz. */
  startTimeoutMs?: number;
  /** Stops whatever has started when aborted, also while starting (a test that gives up). */
  signal?: AbortSignal;
}

export interface ShopProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
}

export interface Cluster {
  /** The proxy's address, e.g. http://127.0.0.1:3000. */
  readonly url: string;
  readonly processes: readonly ShopProcess[];
  /** Stops the proxy and every process still running (SIGTERM: they finish what is in flight). */
  stop(): Promise<void>;
  /** Sends SIGTERM to the proxy and every process without waiting: for a parent that is exiting now. */
  signalStop(): void;
}

const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Resolves when `url` answers 200, or fails when `child` exits first or time runs out. */
async function answering(url: string, child: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} stopped while starting (${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `answered ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s (${lastError})`);
}

/**
 * Starts several shop processes on one PostgreSQL database behind HAProxy, on this machine:
 * the first process alone (it migrates and, when asked, loads the demo data into the empty
 * shop), then the others at once with DEMO_DATA=false, then the proxy.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!/^postgres(ql)?:\/\//.test(options.env.DATABASE_URL ?? '')) {
    throw new Error('Several processes share one PostgreSQL database: set DATABASE_URL=postgres://… (the embedded database belongs to one process).');
  }
  if (!Number.isInteger(options.processes) || options.processes < 1) throw new Error('The number of processes must be a whole number of at least 1');
  const print = options.output ?? ((source, text) => process.stdout.write(text.split('\n').filter(Boolean).map((line) => `[${source}] ${line}\n`).join('')));
  const timeoutMs = options.startTimeoutMs ?? 120_000;
  const started: ShopProcess[] = [];
  const children: ChildProcess[] = [];
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-cluster-'));

  const signalStop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const stop = async () => {
    signalStop();
    await Promise.all(children.map(exited));
    await rm(workDir, { recursive: true, force: true });
  };
  options.signal?.addEventListener('abort', () => void stop(), { once: true });

  const startProcess = async (index: number, demoData: boolean): Promise<ShopProcess> => {
    const port = await freePort();
    const name = `shop${index + 1}`;
    if (options.signal?.aborted) throw new Error('The cluster was stopped while starting');
    const child = spawn(process.execPath, ['--enable-source-maps', options.serverEntry], {
      env: {
        ...process.env,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        TRUST_PROXY: 'true',
        ...(options.dataDirOf ? { DATA_DIR: options.dataDirOf(index) } : {}),
        ...(demoData ? {} : { DEMO_DATA: 'false' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout?.on('data', (chunk: Buffer) => print(name, chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => print(name, chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await answering(`${url}/healthz`, child, `Shop process ${name}`, timeoutMs);
    return { name, port, url, child };
  };

  try {
    started.push(await startProcess(0, options.env.DEMO_DATA !== 'false'));
    started.push(...(await Promise.all(Array.from({ length: options.processes - 1 }, (_, i) => startProcess(i + 1, false)))));
    const configFile = path.join(workDir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ host: options.host, port: options.port, appPorts: started.map((shop) => shop.port) }));
    if (options.signal?.aborted) throw new Error('The cluster was stopped while starting');
    const proxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(proxy);
    const proxyFailed = new Promise<never>((_, reject) =>
      proxy.once('error', (error) => reject(new Error(`HAProxy could not start (${error.message}). Install it: sudo apt-get install -y haproxy`))),
    );
    proxy.stdout?.on('data', (chunk: Buffer) => print('proxy', chunk.toString()));
    proxy.stderr?.on('data', (chunk: Buffer) => print('proxy', chunk.toString()));
    const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
    await Promise.race([answering(`${url}/healthz`, proxy, 'HAProxy', timeoutMs), proxyFailed]);
    return { url, processes: started, stop, signalStop };
  } catch (error) {
    await stop();
    throw error;
  }
}
