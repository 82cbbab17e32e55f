import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAGE_ASSETS_FILE, type PageAssets } from '../pages/page-assets.js';
import type { RenderBundle } from '../pages/page-renderer.js';
import { PUBLIC_PAGES } from '../pages/public-pages.js';
import { projectRoot } from '../project-root.js';

/** dist/web/index.html as the client build writes it: its own title and description, the app's script and stylesheet, an empty #root. */
export const TEST_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Tools and electrical parts for trade and home, with home delivery." />
    <title>Tools and electrical parts</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The page assets scripts/page-assets.ts would write for TEST_SHELL. */
export const TEST_PAGE_ASSETS: PageAssets = {
  template: TEST_SHELL.replace(/\s*<script type="module"[^>]*><\/script>/, ''),
  startAfterPaint: '/assets/start-after-paint-abc123.js',
  scripts: Object.fromEntries(Object.values(PUBLIC_PAGES).map((page) => [page.routeModule, ['/assets/index-abc123.js', `/assets/${path.basename(page.routeModule, '.tsx')}-abc123.js`]])),
};

/**
 * A web build for app tests, with the server side of its pages: the shell in a web folder, the
 * page assets in an ssr folder, and the render bundle taken from the source (src/web/render-page.tsx,
 * as the build bundles it), so the test renders the pages the browser would get.
 */
export async function pageRenderBuild(): Promise<{ webDir: string; ssrDir: string; renderBundle: RenderBundle }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'shop-pages-'));
  const webDir = path.join(root, 'web');
  const ssrDir = path.join(root, 'ssr');
  await mkdir(webDir);
  await mkdir(ssrDir);
  await writeFile(path.join(webDir, 'index.html'), TEST_SHELL);
  await writeFile(path.join(ssrDir, PAGE_ASSETS_FILE), JSON.stringify(TEST_PAGE_ASSETS));
  // Imported by address, not by name: the server's code never depends on the web app's.
  const source = path.join(projectRoot, 'src', 'web', 'render-page.tsx');
  const renderBundle = (await import(/* @vite-ignore */ source)) as RenderBundle;
  return { webDir, ssrDir, renderBundle };
}
