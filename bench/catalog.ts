import { recordResponse, startBareServer } from './lib/bare-server.js';
import { loadTest, type LoadResult } from './lib/load.js';
import { atLeast, atMost, compared, type BenchRow } from './lib/report.js';

export interface CatalogOptions {
  shopUrl: string;
  /** e.g. "PGlite" or "PostgreSQL, 100 000 products" */
  label: string;
  connections: number;
  durationSeconds: number;
  /** Rounds of (bare, shop) per route; the better of each side's rounds counts. */
  rounds: number;
}

const best = (rounds: LoadResult[]) => rounds.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

export interface CatalogFigures {
  list: LoadResult;
  item: LoadResult;
}

/**
 * SPEC's two catalog reads under load, beside a bare node:http server answering the very same
 * bytes from memory, started in the same run: the ratio is what the shop costs over the socket.
 */
export async function benchCatalog(options: CatalogOptions): Promise<{ rows: BenchRow[]; figures: CatalogFigures }> {
  const firstPage = await recordResponse(options.shopUrl, '/api/products');
  const page = JSON.parse(firstPage.body) as { items: { id: string }[] };
  const itemPath = `/api/products/${page.items[0]!.id}`;
  const item = await recordResponse(options.shopUrl, itemPath);
  if (firstPage.status !== 200 || item.status !== 200) throw new Error(`Catalog answered ${firstPage.status} / ${item.status}`);

  const bare = await startBareServer([firstPage, item]);
  const run = (base: string, path: string) => loadTest({ url: `${base}${path}`, connections: options.connections, durationSeconds: options.durationSeconds });
  try {
    // Warm both (JIT, caches, connection pools) before measuring.
    await loadTest({ url: `${options.shopUrl}/api/products`, connections: options.connections, durationSeconds: 1 });
    // Bare and shop take turns, twice; each keeps its better round (the machine is shared, and a
    // neighbour's burst should not decide the ratio).
    const pair = async (path: string) => {
      const bareRounds: LoadResult[] = [];
      const appRounds: LoadResult[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        bareRounds.push(await run(bare.url, path));
        appRounds.push(await run(options.shopUrl, path));
      }
      return { bare: best(bareRounds), app: best(appRounds) };
    };
    const { bare: bareList, app: appList } = await pair('/api/products');
    const { bare: bareItem, app: appItem } = await pair(itemPath);
    const section = `Catalog (${options.label})`;
    const rows = [
      ...readRows(section, 'GET /api/products', appList, bareList),
      ...readRows(section, 'GET /api/products/:id', appItem, bareItem),
    ];
    return { rows, figures: { list: appList, item: appItem } };
  } finally {
    await bare.stop();
  }
}

function readRows(section: string, route: string, app: LoadResult, bare: LoadResult): BenchRow[] {
  const failures = app.failures > 0 ? `${app.failures} failed answers` : undefined;
  return [
    { ...compared(section, `${route} req/s`, 'req/s', app.requestsPerSecond, { label: 'bare', value: bare.requestsPerSecond }, atLeast(0.6)), note: failures },
    compared(section, `${route} p50`, 'ms', app.p50Ms, { label: 'bare', value: bare.p50Ms }),
    compared(section, `${route} p99`, 'ms', app.p99Ms, { label: 'bare', value: bare.p99Ms }, atMost(3)),
  ];
}
