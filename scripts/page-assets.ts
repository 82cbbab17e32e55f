/**
 * After the client build (dist/web) and the server-side build of src/web/render-page.tsx
 * (dist/ssr): writes dist/ssr/page-assets.json, what the server needs to send the pages it renders
 * (src/server/pages): the app shell as a template without its scripts, the one script a page
 * loads at once (src/web/start-after-paint.ts, which requests the app's scripts once the page has
 * painted) and, per public page, the app's scripts it needs. Then removes the client build's
 * manifest, which is build metadata, not something the shop serves.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_ASSETS_FILE, type PageAssets } from '../src/server/pages/page-assets.js';
import { PUBLIC_PAGES } from '../src/server/pages/public-pages.js';

const webDir = path.resolve('dist/web');
const ssrDir = path.resolve('dist/ssr');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** Keys of the client build's entries in its manifest (paths relative to src/web). */
const APP_ENTRY = 'index.html';
const START_AFTER_PAINT = 'start-after-paint.ts';
const EMPTY_ROOT = '<div id="root"></div>';

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the client build; update src/server/pages/public-pages.ts`);
  return found;
}

/** The chunk of `key` and every chunk it imports, in load order (imports first). */
function chunkFiles(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk(manifest, key).imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The page's scripts: the app entry, then what it imports, then the page's route chunks (the
 * browser loads them before it takes over the page, app/hydration.ts), each once.
 */
function appScripts(manifest: ViteManifest, routeModule: string): string[] {
  const entry = chunkFiles(manifest, APP_ENTRY);
  const route = [...chunkFiles(manifest, routeModule)].filter((key) => !entry.has(key));
  return [...entry, ...route].map((key) => `/${chunk(manifest, key).file}`);
}

/** The shell without the scripts the client build wrote into its head: the page lists its own. */
function template(shell: string): string {
  const withoutScripts = shell.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (!withoutScripts.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no empty ${EMPTY_ROOT}`);
  if (!/<title>[^<]*<\/title>/.test(withoutScripts)) throw new Error('dist/web/index.html has no <title>');
  return withoutScripts;
}

const manifestFile = path.join(webDir, '.vite', 'manifest.json');
const viteManifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
const assets: PageAssets = {
  template: template(await readFile(path.join(webDir, 'index.html'), 'utf8')),
  startAfterPaint: `/${chunk(viteManifest, START_AFTER_PAINT).file}`,
  scripts: Object.fromEntries(Object.values(PUBLIC_PAGES).map((page) => [page.routeModule, appScripts(viteManifest, page.routeModule)])),
};
await writeFile(path.join(ssrDir, PAGE_ASSETS_FILE), JSON.stringify(assets, null, 2));
await rm(path.join(webDir, '.vite'), { recursive: true, force: true });
console.log(`wrote the assets of ${Object.keys(PUBLIC_PAGES).length} server-rendered pages into dist/ssr/${PAGE_ASSETS_FILE}`);
