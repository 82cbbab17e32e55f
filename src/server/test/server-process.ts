import type { ChildProcess } from 'node:child_process';

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
