import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../../src/server/test/seeded-random.js';
import type { LoadResult } from './load.js';

export interface OpenLoopOptions {
  url: string;
  /** Requests a second on average, whatever the shop's answers take. */
  ratePerSecond: number;
  durationSeconds: number;
  /** The path of the next request. */
  nextPath: () => string;
  /** How long one answer may take before it counts as failed. */
  timeoutSeconds: number;
  seed?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Requests arriving as shoppers do, each when its time comes and not when an earlier answer is
 * back: arrivals at random moments (a Poisson process, seeded, so every run sends the same
 * sequence) at an average rate. A request's latency counts from the moment it was due, so a
 * stall in this process or the shop is in the figures (no coordinated omission). Unlike a fixed
 * number of connections that each wait for their answer, the load does not fall when the shop
 * slows: two catalogs are compared under the same arrivals.
 */
export async function openLoopTest(options: OpenLoopOptions): Promise<LoadResult> {
  const random = seededRandom(options.seed ?? 7);
  const latencies: number[] = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  const send = async (path: string, due: number) => {
    try {
      const response = await fetch(`${options.url}${path}`, { signal: AbortSignal.timeout(options.timeoutSeconds * 1000) });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - due);
      else failures += 1;
    } catch {
      failures += 1;
    }
  };
  const started = performance.now();
  const until = started + options.durationSeconds * 1000;
  let due = started;
  for (;;) {
    due += (-Math.log(1 - random.next()) / options.ratePerSecond) * 1000;
    if (due >= until) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const request = send(options.nextPath(), due);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: (sorted.length + failures) / seconds,
    okPerSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures,
    total: sorted.length + failures,
  };
}
