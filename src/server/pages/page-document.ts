import { PAGE_DATA_ID } from '../../shared/page-render.js';
import { escapeHtml, jsonForScript } from '../seo/html.js';
import { renderHead, type PageHead } from '../seo/page-head.js';
import type { PageAssets } from './page-assets.js';

const EMPTY_ROOT = '<div id="root"></div>';

/** What goes into the page's document. */
export interface PageContent {
  head: PageHead;
  /** React's markup of the page, inside #root. */
  html: string;
  /** The page's query data, for the browser to hydrate with. */
  data: unknown;
  /** The route module the page shows (public-pages.ts). */
  routeModule: string;
}

/**
 * The whole document of a rendered page: the build's template with the page's head (title,
 * description, canonical, Open Graph, JSON-LD), its markup in #root and its data beside it as a
 * JSON data block (never run: the CSP, script-src 'self', does not concern it). Its scripts are
 * requested once it has painted (src/web/start-after-paint.ts). Replacements go through
 * functions, so "$&" in a product name is text, not a pattern.
 */
export function pageDocument(assets: PageAssets, page: PageContent): string {
  const scripts = assets.scripts[page.routeModule];
  if (!scripts) throw new Error(`The build has no scripts for ${page.routeModule}; run npm run build`);
  const head = [
    renderHead(page.head),
    `<meta name="app-scripts" content="${escapeHtml(scripts.join(' '))}">`,
    `<script type="module" crossorigin src="${escapeHtml(assets.startAfterPaint)}"></script>`,
  ].join('\n    ');
  const withoutDescription = assets.template.replace(/\s*<meta name="description"[^>]*>/, () => '');
  const withHead = withoutDescription.replace(/<title>[^<]*<\/title>/, () => head);
  const root = `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(page.data)}</script>`;
  return withHead.replace(EMPTY_ROOT, () => root);
}
