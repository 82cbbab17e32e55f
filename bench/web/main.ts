/**
 * The web benchmark on its own: starts the built shop on a temporary data directory, measures
 * it and prints the table. Run `npm run build` first, then `npx tsx bench/web/main.ts`
 * (WEB_BENCH_RUNS sets the Lighthouse runs per page and preset, default 3).
 * `npm run bench` runs it too, as its "web" section.
 */
import { createBenchDatabase } from '../lib/databases.js';
import { formatTable } from '../lib/report.js';
import { startShop } from '../lib/shop-process.js';
import { runWebBench } from './run-web-bench.js';

const database = await createBenchDatabase('pglite');
const shop = await startShop(database);
try {
  const runs = Number(process.env.WEB_BENCH_RUNS ?? 3);
  const rows = await runWebBench({ baseUrl: shop.url, runs, log: (line) => console.error(line) });
  console.log(formatTable(rows));
  console.log('');
  for (const row of rows) if (row.note) console.log(`${row.measure}: ${row.note}`);
} finally {
  await shop.stop();
  await database.dispose();
}
