import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, for a server process to start on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Waits for a spawned server to answer /healthz, polling every `pollMs`; fails at once with its
 * output if the process exits, and after `timeoutMs` if it never answers.
 */
export async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, { timeoutMs = 120_000, pollMs = 250 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process exited during start-up (code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`No healthy answer from ${url}/healthz within ${timeoutMs / 1000} s:\n${output()}`);
}
