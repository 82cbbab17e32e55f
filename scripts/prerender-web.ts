/**
 * After the client build (dist/web) and the server-side build of src/web/render-page.tsx
 * (dist/prerender): renders the public pages' first paint into HTML, so the banner and the page
 * frame show before any script has run, and the browser hydrates them (src/web/main.tsx).
 * Writes dist/web/prerendered/<page>.html and pages.json, which the server reads at start-up.
 * The pages load src/web/start-after-paint.ts, which requests the app's scripts once they have
 * painted.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_DIR, PRERENDERED_MANIFEST, shopConfigFingerprint, type PrerenderedManifest } from '../src/server/http/prerendered-pages.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir } from '../src/server/project-root.js';
import type { ShopConfig } from '../src/shared/schemas/shop.js';

/** What dist/prerender/render-page.js exports (src/web/render-page.tsx). */
interface RenderedPage {
  html: string;
  title: string;
}
type RenderPage = (pathname: string, shop: ShopConfig) => Promise<RenderedPage>;

// React and React Router render as in the production bundle the browser gets.
process.env.NODE_ENV = 'production';

const webDir = path.resolve('dist/web');
const renderBundle = path.resolve('dist/prerender/render-page.js');

/** The pages rendered at build time, with the lazy route module each one shows (src/web/app/router.tsx). */
const PAGES = [
  { path: '/', file: 'home.html', routeModule: 'app/home-page.tsx' },
  { path: '/allProduct', file: 'all-products.html', routeModule: 'app/discovery/all-products-route.tsx' },
] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** Keys of the client build's entries in its manifest (paths relative to src/web). */
const APP_ENTRY = 'index.html';
const START_AFTER_PAINT = 'start-after-paint.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the client build; update scripts/prerender-web.ts`);
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

/**
 * React puts the resource hints it finds while rendering (`<link rel="preload" as="image">` for the
 * first images) in front of the markup. The prerendered HTML has those images in it anyway, where
 * the browser finds them at once, and hydration must not meet the hints: they are dropped.
 */
function withoutHints(html: string): string {
  return html.replace(/^(<link [^>]*\/?>)+/, '');
}

/**
 * The page paints from its HTML and stylesheet; the app's scripts are requested by
 * start-after-paint.ts once it has (listed in <meta name="app-scripts">), so they are taken out of
 * the head the client build wrote.
 */
function pageHtml(template: string, page: RenderedPage, scripts: string[], startAfterPaint: string): string {
  const head = [
    `<meta name="app-scripts" content="${scripts.join(' ')}">`,
    `<script type="module" crossorigin src="/${startAfterPaint}"></script>`,
  ].join('\n    ');
  const withoutScripts = template.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const withTitle = withoutScripts.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  const withHead = withTitle.replace('</head>', `  ${head}\n  </head>`);
  const withBody = withHead.replace('<div id="root"></div>', `<div id="root">${withoutHints(page.html)}</div>`);
  if (withBody === withHead) throw new Error('dist/web/index.html has no empty <div id="root"></div>');
  return withBody;
}

const shop = await loadShopConfig(contentDir);
const { renderPage } = (await import(pathToFileURL(renderBundle).href)) as { renderPage: RenderPage };
const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
const viteManifest = JSON.parse(await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
// Build metadata, not something the shop serves.
await rm(path.join(webDir, '.vite'), { recursive: true, force: true });

const outDir = path.join(webDir, PRERENDERED_DIR);
await mkdir(outDir, { recursive: true });
const manifest: PrerenderedManifest = { pages: {}, shopConfig: shopConfigFingerprint(shop) };
for (const page of PAGES) {
  const rendered = await renderPage(page.path, shop);
  const scripts = appScripts(viteManifest, page.routeModule);
  await writeFile(path.join(outDir, page.file), pageHtml(template, rendered, scripts, chunk(viteManifest, START_AFTER_PAINT).file));
  manifest.pages[page.path] = page.file;
}
await writeFile(path.join(outDir, PRERENDERED_MANIFEST), JSON.stringify(manifest, null, 2));
console.log(`prerendered ${PAGES.map((page) => page.path).join(', ')} into dist/web/${PRERENDERED_DIR}`);
