import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Answers with a 2xx status, per second. */
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx and connection errors/timeouts. */
  failures: number;
  total: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called for each request with a per-connection context, e.g. to sign each connection in. */
  setupRequest?: autocannon.Request['setupRequest'];
  body?: string;
  /** Paths requested in turn by each connection (default: the url's own path). */
  paths?: string[];
  /** How long one answer may take before it counts as failed (autocannon's default: 10 s). */
  timeoutSeconds?: number;
}

/** Runs autocannon against one URL and reports throughput and latency. */
export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const requests: autocannon.Request[] | undefined = options.paths
    ? options.paths.map((path) => ({ method: options.method ?? 'GET', path }))
    : options.setupRequest
      ? [{ method: options.method ?? 'GET', setupRequest: options.setupRequest }]
      : undefined;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests,
    ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
  });
  const total = result.requests.total;
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    okPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures,
    total,
  };
}

/** The value at fraction `p` of sorted latencies (0 when there are none). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Throughput and latency of requests timed one by one: `latencies` of every request, `failures` of them failed. */
export function latencyResult(latencies: readonly number[], failures: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: sorted.length / seconds,
    okPerSecond: (sorted.length - failures) / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures,
    total: sorted.length,
  };
}
