import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The build's server side of the web app (dist/ssr): the render bundle of src/web/render-page.tsx
 * and what scripts/page-assets.ts found in the browser build for the pages the server renders.
 */
export const RENDER_BUNDLE = 'render-page.js';
export const PAGE_ASSETS_FILE = 'page-assets.json';

/** What scripts/page-assets.ts writes. */
export interface PageAssets {
  /** dist/web/index.html without its module scripts: the server writes the page's own in. */
  template: string;
  /** The one script a rendered page loads at once (src/web/start-after-paint.ts). */
  startAfterPaint: string;
  /** Per route module (as in the client build's manifest, relative to src/web): the app's scripts for it, the entry first. */
  scripts: Record<string, string[]>;
}

/** The assets of a build's rendered pages, or undefined when the build has no server side (the API alone). */
export async function loadPageAssets(ssrDir: string): Promise<PageAssets | undefined> {
  const file = path.join(ssrDir, PAGE_ASSETS_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as PageAssets;
}
