import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export type Preset = 'desktop' | 'mobile';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** The HTML of the element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  /** Per category, the audits that cost points (weighted, score below 1), for the notes. */
  failing: { performance: string[]; accessibility: string[] };
}

/** One headless Chromium that Lighthouse drives for all runs of a benchmark. */
export async function startLighthouseChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failingAudits(lhr: Lhr, categoryId: string): string[] {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => (audit!.displayValue ? `${audit!.id} (${audit!.displayValue})` : audit!.id));
}

interface ElementList {
  items?: { items?: { node?: { snippet?: string } }[] }[];
}

function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as ElementList | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'none';
}

/**
 * One Lighthouse run (tried up to three times: Chromium now and then loses the trace, NO_NAVSTART;
 * a page that paints nothing, NO_FCP, is not tried again) with the desktop or the default mobile preset (simulated throttling), only
 * the performance and accessibility categories. Scores are 0–100.
 */
export async function runLighthouse(chrome: LaunchedChrome, url: string, preset: Preset): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(chrome, url, preset);
    } catch (error) {
      if (attempt === 3 || String(error).includes('NO_FCP')) throw error;
      console.error(`Lighthouse attempt ${attempt} failed, trying again: ${String(error)}`);
    }
  }
}

async function runOnce(chrome: LaunchedChrome, url: string, preset: Preset): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    lcpElement: lcpElementOf(lhr),
    failing: { performance: failingAudits(lhr, 'performance'), accessibility: failingAudits(lhr, 'accessibility') },
  };
}
