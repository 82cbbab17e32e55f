import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../../src/server/test/seeded-random.js';
import { latencyResult, percentile, type LoadResult } from './load.js';

export interface OpenLoopOptions {
  url: string;
  /** Requests a second on average, whatever the shop's answers take. */
  ratePerSecond: number;
  /** The paths requested, one request each, in this order. */
  paths: readonly string[];
  /** How long one answer may take before it counts as failed. */
  timeoutSeconds: number;
  seed?: number;
}

export interface OpenLoopResult extends LoadResult {
  /** How late this process sent its requests, p99 (its timers and its own work, not the shop's). */
  sentLateP99Ms: number;
}

/**
 * Requests arriving as shoppers do, each when its time comes and not when an earlier answer is
 * back: arrivals at random moments (a Poisson process, seeded, so every run sends the same
 * sequence) at an average rate. A stall of the shop delays every request sent during it, and
 * each request's latency counts from the moment it was sent; how late this process itself sent
 * them is reported beside. Unlike a fixed number of connections that each wait for their answer,
 * the load does not fall when the shop slows, so two catalogs are compared under the same
 * arrivals. A failed request (an error status, no answer in time) counts with the time it took.
 */
export async function openLoopTest(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const random = seededRandom(options.seed ?? 7);
  const latencies: number[] = [];
  const late: number[] = [];
  let failures = 0;
  const send = async (path: string) => {
    const sent = performance.now();
    try {
      const response = await fetch(`${options.url}${path}`, { signal: AbortSignal.timeout(options.timeoutSeconds * 1000) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - sent);
  };
  const requests: Promise<void>[] = [];
  const started = performance.now();
  let due = started;
  for (const path of options.paths) {
    due += (-Math.log(1 - random.next()) / options.ratePerSecond) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    late.push(performance.now() - due);
    requests.push(send(path));
  }
  await Promise.all(requests);
  return { ...latencyResult(latencies, failures, (performance.now() - started) / 1000), sentLateP99Ms: percentile([...late].sort((a, b) => a - b), 0.99) };
}
