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

/** What one or more open-loop runs against one shop measured, before it is summed up. */
interface Arrivals {
  latencies: number[];
  late: number[];
  failures: number;
  seconds: number;
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
async function arrive(options: OpenLoopOptions, into: Arrivals): Promise<void> {
  const random = seededRandom(options.seed ?? 7);
  const send = async (path: string) => {
    const sent = performance.now();
    try {
      const response = await fetch(`${options.url}${path}`, { signal: AbortSignal.timeout(options.timeoutSeconds * 1000) });
      await response.arrayBuffer();
      if (!response.ok) into.failures += 1;
    } catch {
      into.failures += 1;
    }
    into.latencies.push(performance.now() - sent);
  };
  const requests: Promise<void>[] = [];
  const started = performance.now();
  let due = started;
  for (const path of options.paths) {
    due += (-Math.log(1 - random.next()) / options.ratePerSecond) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    into.late.push(performance.now() - due);
    requests.push(send(path));
  }
  await Promise.all(requests);
  into.seconds += (performance.now() - started) / 1000;
}

const noArrivals = (): Arrivals => ({ latencies: [], late: [], failures: 0, seconds: 0 });

function summed(arrivals: Arrivals): OpenLoopResult {
  return { ...latencyResult(arrivals.latencies, arrivals.failures, arrivals.seconds), sentLateP99Ms: percentile([...arrivals.late].sort((a, b) => a - b), 0.99) };
}

/** One shop under arriving requests (see `arrive`). */
export async function openLoopTest(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const arrivals = noArrivals();
  await arrive(options, arrivals);
  return summed(arrivals);
}

/** A shop and the requests it gets in `openLoopInTurns`. */
export interface ShopInTurn {
  url: string;
  paths: readonly string[];
}

/**
 * Several shops under the same arrivals, taken in turns: the paths of each are cut into `rounds`
 * slices, and each round sends every shop its next slice, one shop after the other (every other
 * round in the opposite order), with the same arrival moments. A change in the machine's own load
 * during the run (other jobs on a shared machine, a database's background work) then falls on
 * every shop alike instead of on whichever ran at that time. One result per shop, over all its
 * rounds.
 */
export async function openLoopInTurns(shops: readonly ShopInTurn[], rounds: number, options: Omit<OpenLoopOptions, 'url' | 'paths'>): Promise<OpenLoopResult[]> {
  const arrivals = shops.map(noArrivals);
  for (let round = 0; round < rounds; round += 1) {
    const inOrder = [...shops.entries()];
    for (const [i, shop] of round % 2 === 0 ? inOrder : inOrder.reverse()) {
      const size = Math.ceil(shop.paths.length / rounds);
      const paths = shop.paths.slice(round * size, (round + 1) * size);
      await arrive({ ...options, url: shop.url, paths, seed: (options.seed ?? 7) + round }, arrivals[i]!);
    }
  }
  return arrivals.map(summed);
}
