/**
 * `npm run bench`: measures the built shop and prints one table of figures, each beside a baseline
 * measured in the same run (see docs/performance.md). Options:
 *   --only catalog,pages,orders,checkout,mixed,cluster,start,scale,search,overview,web,import   run some sections (import, cluster: PostgreSQL only)
 *   --duration 10 --connections 50          load per measurement
 *   --rounds 2                              turns of (baseline, shop) per catalog read, orders and checkout
 *   --databases pglite,postgres             which databases (PostgreSQL from BENCH_DATABASE_URL)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchCatalog, type CatalogFigures } from './catalog.js';
import { benchCheckout } from './checkout.js';
import { benchCluster } from './cluster.js';
import { createBenchDatabase, databaseLabel, postgresAvailable, type DatabaseKind } from './lib/databases.js';
import { atMost, compared, formatTable, measured, saveResults, type BenchRow } from './lib/report.js';
import { startShop, type RunningShop } from './lib/shop-process.js';
import { benchMixed } from './mixed.js';
import { benchOrders } from './orders.js';
import { benchProductImport } from './product-import.js';
import { benchOverview } from './overview.js';
import { benchPages, type PagesFigures } from './pages.js';
import { growCatalog, SCALE_PRODUCTS } from './scale.js';
import { benchSearch, SEARCH_ARRIVALS_PER_SECOND, searchNote, type SearchFigures } from './search.js';
import { runWebBench } from './web/run-web-bench.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'catalog,pages,orders,checkout,mixed,cluster,start,scale,search,overview,web,import' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    databases: { type: 'string', default: 'pglite,postgres' },
  },
});
const sections = new Set(values.only.split(','));
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

const rows: BenchRow[] = [];
function report(newRows: BenchRow[]) {
  rows.push(...newRows);
  for (const row of newRows) console.log(`  ${row.section} · ${row.measure}: ${row.value.toFixed(2)} ${row.unit}${row.ratio === undefined ? '' : ` (ratio ${row.ratio.toFixed(2)})`}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchDatabase(kind: DatabaseKind) {
  const label = databaseLabel(kind);
  console.log(`\n${label}`);
  const database = await createBenchDatabase(kind);
  try {
    // First start: creates the tables and loads the demo catalog.
    await (await startShop(database)).stop();

    // Later starts, on the existing data: the median of three.
    const starts: number[] = [];
    let shop: RunningShop | undefined;
    for (let i = 0; i < 3; i += 1) {
      await shop?.stop();
      shop = await startShop(database);
      starts.push(shop.startMs);
    }
    shop = shop!;
    let catalog: CatalogFigures | undefined;
    let pages: PagesFigures | undefined;
    try {
      if (sections.has('start')) {
        report([measured(`Start (${label})`, 'start to /healthz, existing data', 'ms', median(starts), atMost(1500, ' ms'))]);
        await sleep(2000);
        const idle = await shop.rssMb();
        report([measured(`Memory (${label})`, 'RSS idle', 'MB', idle, kind === 'postgres' ? atMost(150, ' MB') : undefined)]);
      }
      if (sections.has('catalog') || sections.has('scale')) {
        const result = await benchCatalog({ shopUrl: shop.url, label, connections, durationSeconds, rounds });
        catalog = result.figures;
        if (sections.has('catalog')) report(result.rows);
        if (sections.has('start')) report([measured(`Memory (${label})`, 'RSS after catalog load', 'MB', await shop.rssMb())]);
      }
      if (sections.has('pages')) {
        const result = await benchPages({ shopUrl: shop.url, label, connections, durationSeconds, rounds });
        pages = result.figures;
        report(result.rows);
      }
    } finally {
      await shop.stop();
    }

    if (sections.has('orders')) report(await benchOrders({ database, connections, durationSeconds, turns: rounds }));
    if (sections.has('checkout')) report(await benchCheckout({ database, connections, durationSeconds, turns: rounds }));
    if (sections.has('mixed')) report(await benchMixed({ database, connections, durationSeconds }));
    if (sections.has('cluster')) {
      if (kind === 'postgres') report(await benchCluster({ database, connections, durationSeconds }));
      else console.log('  Several processes: one PostgreSQL database is what they share, so PostgreSQL only');
    }
    if (sections.has('import')) {
      if (kind === 'postgres') report(await benchProductImport({ database }));
      else console.log('  Product import: measured against COPY on PostgreSQL only');
    }

    // Search on the demo catalog first: its p99 is the baseline of search at 100,000 products.
    let demoSearch: SearchFigures | undefined;
    if (sections.has('search')) {
      const result = await benchSearch({ database, size: 'demo catalog', connections, durationSeconds });
      demoSearch = result.figures;
      report(result.rows);
    }

    if (sections.has('scale') && catalog) {
      await growCatalog(database);
      const big = await startShop(database);
      try {
        const result = await benchCatalog({ shopUrl: big.url, label: `${label}, ${SCALE_PRODUCTS.toLocaleString('en-US')} products`, connections, durationSeconds, rounds });
        const section = `Scale (${label})`;
        report([
          ...result.rows,
          compared(section, `GET /api/products p99, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog`, 'ms', result.figures.list.p99Ms, { label: 'demo catalog', value: catalog.list.p99Ms }, atMost(1.5)),
          compared(section, `GET /api/products/:id p99, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog`, 'ms', result.figures.item.p99Ms, { label: 'demo catalog', value: catalog.item.p99Ms }, atMost(1.5)),
        ]);
        if (pages) {
          const rendered = await benchPages({ shopUrl: big.url, label: `${label}, ${SCALE_PRODUCTS.toLocaleString('en-US')} products`, connections, durationSeconds, rounds });
          report([
            ...rendered.rows,
            compared(section, `rendered product and category pages p99, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog`, 'ms', rendered.figures.pages.p99Ms, { label: 'demo catalog', value: pages.pages.p99Ms }, atMost(1.5)),
          ]);
        }
      } finally {
        await big.stop();
      }
    }

    if (demoSearch) {
      await growCatalog(database);
      // The arrivals' baseline: a shop on the demo catalog taking arriving searches in turns with
      // the grown one, so both meet the same machine load (the demo section above ran minutes earlier).
      const demoBeside = await createBenchDatabase(kind);
      try {
        await (await startShop(demoBeside)).stop();
        const result = await benchSearch({ database, size: `${SCALE_PRODUCTS.toLocaleString('en-US')} products`, connections, durationSeconds, arrivalsBeside: demoBeside });
        const section = `Search (${label}, ${SCALE_PRODUCTS.toLocaleString('en-US')} products)`;
        const arrivingDemo = result.figures.arrivingBeside;
        if (!arrivingDemo) throw new Error('The demo catalog took no arriving searches beside the grown one');
        report([
          ...result.rows,
          compared(section, `GET /api/search p50, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog, as many at once as the pool`, 'ms', result.figures.shop.p50Ms, { label: 'demo catalog', value: demoSearch.shop.p50Ms }),
          // At saturation a p99 follows the throughput (each search waits for those ahead of it):
          // the target on latency is the one under arrivals (docs/decisions/0013).
          { ...compared(section, `GET /api/search p99, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog, as many at once as the pool`, 'ms', result.figures.shop.p99Ms, { label: 'demo catalog', value: demoSearch.shop.p99Ms }), note: searchNote(result.figures.shop) },
          compared(section, `GET /api/search p50, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog, ${SEARCH_ARRIVALS_PER_SECOND} searches/s arriving in turns`, 'ms', result.figures.arriving.p50Ms, { label: 'demo catalog', value: arrivingDemo.p50Ms }),
          { ...compared(section, `GET /api/search p99, ${SCALE_PRODUCTS / 1000}k ÷ demo catalog, ${SEARCH_ARRIVALS_PER_SECOND} searches/s arriving in turns`, 'ms', result.figures.arriving.p99Ms, { label: 'demo catalog', value: arrivingDemo.p99Ms }, atMost(3)), note: searchNote(result.figures.arriving) },
        ]);
      } finally {
        await demoBeside.dispose();
      }
    }
  } finally {
    await database.dispose();
  }
}

async function main() {
  if (!existsSync(path.resolve('dist/node/server/main.js'))) throw new Error('The shop is not built: run `npm run build` first (npm run bench does).');
  const kinds = values.databases.split(',') as DatabaseKind[];
  const serverSections = ['catalog', 'pages', 'orders', 'checkout', 'mixed', 'cluster', 'start', 'scale', 'search', 'import'].some((s) => sections.has(s));
  if (serverSections) {
    for (const kind of kinds) {
      if (kind === 'postgres' && !(await postgresAvailable())) {
        console.warn('\nPostgreSQL did not answer (set BENCH_DATABASE_URL); its rows are left out.');
        continue;
      }
      await benchDatabase(kind);
    }
  }
  // A million orders on PostgreSQL only, in a database of its own.
  if (sections.has('overview')) {
    if (await postgresAvailable()) {
      console.log('\nOverview (PostgreSQL, 1,000,000 orders)');
      report(await benchOverview({ durationSeconds }));
    } else console.warn('\nPostgreSQL did not answer (set BENCH_DATABASE_URL); the overview rows are left out.');
  }
  if (sections.has('web')) {
    console.log('\nWeb (built shop on PGlite, Chromium and Lighthouse)');
    const database = await createBenchDatabase('pglite');
    const shop = await startShop(database);
    try {
      report(await runWebBench({ baseUrl: shop.url, runs: Number(process.env.WEB_BENCH_RUNS ?? 3), log: (line) => console.log(`  ${line}`) }));
    } finally {
      await shop.stop();
      await database.dispose();
    }
  }
  console.log(`\n${formatTable(rows)}`);
  for (const row of rows) if (row.note) console.log(`${row.section} · ${row.measure}: ${row.note}`);
  const file = await saveResults(rows, path.resolve('bench/results'));
  console.log(`\nSaved to ${path.relative(process.cwd(), file)}`);
}

await main();
