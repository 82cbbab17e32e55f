import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/operations/free-port.js';
import { waitUntilHealthy } from '../../src/server/test/server-process.js';
import { stopProcess } from './shop-process.js';

/** A response recorded from the shop: the baseline server answers these exact bytes. */
export interface RecordedResponse {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

// Headers that belong to one connection or one moment, not to the response itself.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function recordResponse(baseUrl: string, pathname: string): Promise<RecordedResponse> {
  // Uncompressed, as the load generator asks for it.
  const response = await fetch(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!perConnection.has(name)) headers[name] = value;
  });
  return { path: pathname, status: response.status, headers, body: await response.text() };
}

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a bare node:http server in its own process (like the shop, so neither shares the load
 * generator's event loop) that answers each recorded path with the recorded bytes from memory.
 */
export async function startBareServer(responses: RecordedResponse[]): Promise<BareServer> {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `bench-bare-${process.pid}-${port}.json`);
  await writeFile(file, JSON.stringify(responses));
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('bench/lib/bare-server-main.ts'), String(port), file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => output, { pollMs: 5 });
  return { url, stop: () => stopProcess(child) };
}
