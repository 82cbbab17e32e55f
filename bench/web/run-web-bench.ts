import { productPath, slugify } from '../../src/shared/discovery.js';
import { demoProducts } from '../../src/server/demo/demo-products.js';
import { atLeast, atMost, compared, measured, type BenchRow } from '../lib/report.js';
import { startBannerBaseline } from './banner-baseline.js';
import { measureFrameworkFloor } from './framework-floor.js';
import { measureHomeAssets, totalKilobytes } from './home-assets.js';
import { runLighthouse, startLighthouseChrome, type LighthouseResult, type Preset } from './lighthouse-run.js';
import { median } from './median.js';

export interface WebBenchOptions {
  /** An already running built shop, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** Lighthouse runs per page and preset; the median is reported (the machines are noisy). */
  runs?: number;
  log?: (line: string) => void;
}

const SECTION = 'web';
/** Pages the server renders (decision 0015): home, all products, a product, a category and a search. */
const PAGES = ['/', '/allProduct', productPath({ slug: slugify(demoProducts.find((product) => product.availableQuantity >= product.minOrderQuantity)?.name ?? '') }), '/category/power-tools', '/search?q=drill'];
const PRESETS: Preset[] = ['desktop', 'mobile'];

type Outcome = LighthouseResult | { error: string };
const succeeded = (outcomes: Outcome[]) => outcomes.filter((outcome): outcome is LighthouseResult => !('error' in outcome));
const failures = (outcomes: Outcome[]) => outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));

function notes(outcomes: Outcome[], category: 'performance' | 'accessibility'): string {
  const results = succeeded(outcomes);
  const pick = (result: LighthouseResult) => result[category];
  const lost = [...new Set(results.flatMap((result) => result.failing[category].map((audit) => audit.replace(/ \(.*\)$/, ''))))];
  const errors = [...new Set(failures(outcomes))];
  return [
    `median of ${results.length}: ${results.map(pick).join(', ')}`,
    ...(lost.length ? [`lost on ${lost.join(', ')}`] : []),
    ...(errors.length ? [`failed runs: ${errors.join(' / ')}`] : []),
  ].join('; ');
}

/**
 * The web part of the speed targets, measured against a running built shop:
 * (a) gzipped JS and CSS the home page loads before it is interactive (Playwright, until idle);
 * (b) Lighthouse performance and accessibility, desktop and mobile presets, for /, /allProduct, a
 *     product page, a category page and a search page;
 * (c) the mobile LCP of / against a static page holding only the same banner, in the same run.
 */
export async function runWebBench(options: WebBenchOptions): Promise<BenchRow[]> {
  const runs = options.runs ?? 3;
  const log = options.log ?? (() => undefined);
  const rows: BenchRow[] = [];

  log('web: home page assets');
  const assets = await measureHomeAssets(options.baseUrl);
  const count = (kind: 'js' | 'css') => assets.filter((asset) => asset.kind === kind).length;
  const how = 'loaded in Chromium 1280×800 until idle, each file gzipped at level 9';
  rows.push(measured(SECTION, 'home JS before interactive (gzip)', 'kB', totalKilobytes(assets, 'js'), atMost(90, ' kB')));
  rows.at(-1)!.note = `${count('js')} files, ${how}`;
  rows.push(measured(SECTION, 'home CSS before interactive (gzip)', 'kB', totalKilobytes(assets, 'css'), atMost(15, ' kB')));
  rows.at(-1)!.note = `${count('css')} files, ${how}`;
  log('web: React DOM + React Router floor');
  rows.push(measured(SECTION, 'React DOM + React Router alone (gzip)', 'kB', await measureFrameworkFloor()));
  rows.at(-1)!.note = 'a minimal app (hydrateRoot + createBrowserRouter + RouterProvider) built by Vite with the shop settings: the least any page can load';

  const baseline = await startBannerBaseline(options.baseUrl);
  const chrome = await startLighthouseChrome();
  const results = new Map<string, Outcome[]>();
  const record = async (key: string, url: string, preset: Preset) => {
    // A page that never paints (NO_FCP …) is a finding, not a reason to stop the whole run.
    const outcome = await runLighthouse(chrome, url, preset).catch((error: unknown) => ({ error: String(error) }));
    results.set(key, [...(results.get(key) ?? []), outcome]);
  };
  try {
    // Rounds interleave the pages, so a slow moment of the machine hits all of them alike.
    for (let round = 1; round <= runs; round += 1) {
      for (const preset of PRESETS) {
        for (const page of PAGES) {
          log(`web: Lighthouse ${preset} ${page} (run ${round} of ${runs})`);
          await record(`${preset} ${page}`, new URL(page, options.baseUrl).href, preset);
        }
      }
      log(`web: Lighthouse mobile static banner page (run ${round} of ${runs})`);
      await record('baseline', baseline.url, 'mobile');
    }
  } finally {
    chrome.kill();
    await baseline.close();
  }

  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const outcomes = results.get(`${preset} ${page}`) ?? [];
      const pageResults = succeeded(outcomes);
      const target = preset === 'desktop' ? atLeast(100) : undefined;
      const performance = measured(SECTION, `Lighthouse ${preset} performance ${page}`, 'score', median(pageResults.map((r) => r.performance)), target);
      performance.note = notes(outcomes, 'performance');
      const accessibility = measured(SECTION, `Lighthouse ${preset} accessibility ${page}`, 'score', median(pageResults.map((r) => r.accessibility)), target);
      accessibility.note = notes(outcomes, 'accessibility');
      rows.push(performance, accessibility);
    }
  }

  const homeResults = succeeded(results.get('mobile /') ?? []);
  const baselineOutcomes = results.get('baseline') ?? [];
  const baselineResults = succeeded(baselineOutcomes);
  const homeLcp = median(homeResults.map((r) => r.lcpMs));
  const baselineLcp = median(baselineResults.map((r) => r.lcpMs));
  const lcp = compared(SECTION, 'mobile LCP of / vs static banner page', 'ms', homeLcp, { label: 'static banner', value: baselineLcp }, atMost(1.3));
  const lcpOf = (list: LighthouseResult[]) => list.map((r) => Math.round(r.lcpMs)).join(', ');
  const element = (list: LighthouseResult[]) => [...new Set(list.map((r) => r.lcpElement))].join(' | ');
  lcp.note = [
    `medians of Lighthouse mobile runs; shop: ${lcpOf(homeResults)} ms, LCP element ${element(homeResults)}`,
    `static page: ${lcpOf(baselineResults)} ms, LCP element ${element(baselineResults)}`,
    ...[...new Set(failures(baselineOutcomes))].map((error) => `static page runs failed: ${error}`),
  ].join('; ');
  rows.push(lcp);
  return rows;
}
