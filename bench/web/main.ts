/**
 * The web benchmark on its own: starts the built shop on a temporary data directory, measures
 * it and prints the table. Run `npm run build` first, then `npx tsx bench/web/main.ts`
 * (WEB_BENCH_RUNS sets the Lighthouse runs per page and preset, default 3).
 */
import { formatTable } from '../lib/report.js';
import { runWebBench } from './run-web-bench.js';
import { startBuiltShop } from './start-shop.js';

const shop = await startBuiltShop();
try {
  const runs = Number(process.env.WEB_BENCH_RUNS ?? 3);
  const rows = await runWebBench({ baseUrl: shop.baseUrl, runs, log: (line) => console.error(line) });
  console.log(formatTable(rows));
  console.log('');
  for (const row of rows) if (row.note) console.log(`${row.measure}: ${row.note}`);
} finally {
  await shop.stop();
}
