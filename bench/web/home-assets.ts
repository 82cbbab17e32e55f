import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export interface LoadedAsset {
  url: string;
  kind: 'js' | 'css';
  /** Size of the body gzipped at level 9 (what the shop's precompressed .gz files hold). */
  gzipBytes: number;
}

/**
 * Loads the home page in Chromium (1280×800) and records every script and stylesheet it requests
 * until the page is idle: the network has been quiet for 500 ms, the browser has had an idle
 * period (so code loaded "when idle" counts too) and the network is quiet again. Nothing is
 * scrolled or clicked, so code loaded on scroll or on interaction is not counted.
 */
export async function measureHomeAssets(baseUrl: string): Promise<LoadedAsset[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pending: Promise<LoadedAsset | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), kind: type === 'script' ? 'js' : 'css', gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle' });
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))');
    await page.waitForLoadState('networkidle');
    const assets = (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== undefined);
    const unique = new Map(assets.map((asset) => [asset.url, asset]));
    return [...unique.values()];
  } finally {
    await browser.close();
  }
}

export function totalKilobytes(assets: LoadedAsset[], kind: LoadedAsset['kind']): number {
  return assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1000;
}
