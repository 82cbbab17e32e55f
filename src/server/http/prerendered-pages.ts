import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopConfig } from '../../shared/schemas/shop.js';

/** Folder of dist/web holding the pages rendered at build time (scripts/prerender-web.ts). */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'pages.json';

/** What scripts/prerender-web.ts writes next to the pages. */
export interface PrerenderedManifest {
  /** Browser path → file name in the prerendered folder. */
  pages: Record<string, string>;
  /** Fingerprint of the shop configuration the pages were rendered with. */
  shopConfig: string;
}

/** A page in the three encodings a browser may ask for. */
export interface PrerenderedPage {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** Identifies a shop configuration: the pages show its brand, banner, footer … */
export function shopConfigFingerprint(shop: ShopConfig): string {
  return createHash('sha256').update(JSON.stringify(shop)).digest('hex');
}

/** `/allProduct/` and `/allProduct` are the same page; `/` stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return existsSync(file) ? readFile(file) : undefined;
}

/**
 * The prerendered pages of a build, by browser path. Empty when the build has none, or when they
 * were rendered for another shop configuration than the one running (content/shop.json changed
 * since the build): the browser would then replace the whole page on its first render, so the app
 * shell is served instead, and `onStale` says why.
 */
export async function loadPrerenderedPages(webDir: string, shop: ShopConfig, onStale: (message: string) => void): Promise<Map<string, PrerenderedPage>> {
  const dir = path.join(webDir, PRERENDERED_DIR);
  const manifestFile = path.join(dir, PRERENDERED_MANIFEST);
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PrerenderedManifest;
  if (manifest.shopConfig !== shopConfigFingerprint(shop)) {
    onStale('The prerendered pages were built with another shop configuration (content/shop.json changed since the build); serving the app shell for them. Run npm run build to render them again.');
    return pages;
  }
  for (const [pathname, fileName] of Object.entries(manifest.pages)) {
    const file = path.join(dir, fileName);
    pages.set(pagePath(pathname), { identity: await readFile(file), br: await readIfPresent(`${file}.br`), gzip: await readIfPresent(`${file}.gz`) });
  }
  return pages;
}
