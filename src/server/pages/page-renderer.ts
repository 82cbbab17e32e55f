import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, RenderedPage } from '../../shared/page-render.js';
import type { ShopConfig } from '../../shared/schemas/shop.js';
import { noCatalogReads, type CatalogReads } from '../modules/catalog/catalog-reads.js';
import { RENDER_BUNDLE } from './page-assets.js';
import type { RenderReads } from './render-reads.js';

/** What dist/ssr/render-page.js exports (src/web/render-page.tsx). */
export interface RenderBundle {
  createPageRenderer(transport: (path: string, init: RequestInit) => Promise<Response>): PageRenderer;
}

/** A page rendered for any visitor, with what its data was made of. */
export type ServerRenderedPage = Exclude<RenderedPage, { kind: 'page' }> | (Extract<RenderedPage, { kind: 'page' }> & DrawnFrom);

export interface DrawnFrom {
  /** The catalog answers the page's data came from: it is stale when they are. */
  reads: CatalogReads;
  /** Some of its data is of a kind no announcement tells of a change of (the shop's reviews). */
  unannounced: boolean;
}

export type ServerPageRenderer = (url: string, shop: ShopConfig) => Promise<ServerRenderedPage>;

/**
 * API answers that are not catalog answers and yet are told of: the shop's configuration and its
 * content files change only with a restart, and a product's reviews change its rating, which is
 * announced as a change of the product (product-reviews.routes.ts).
 */
const TOLD_OF = [/^\/api\/shop$/, /^\/api\/blog$/, /^\/api\/portfolio$/, /^\/api\/legal\/[^/]+$/, /^\/api\/products\/[^/]+\/reviews$/];

/**
 * Loads the render bundle (from the folder of the build, or as given) and makes the renderer: the
 * page's queries ask the API as in the browser, answered here in process (`app.inject`, no
 * network, no cookies: the page is the same for everyone), and each answer notes what it was made
 * of (render-reads.ts), so the page can be kept exactly as long as the answers it shows.
 */
export async function loadPageRenderer(app: FastifyInstance, renderReads: RenderReads, bundleOrSsrDir: RenderBundle | string): Promise<ServerPageRenderer> {
  const bundle = typeof bundleOrSsrDir === 'string' ? ((await import(pathToFileURL(path.join(bundleOrSsrDir, RENDER_BUNDLE)).href)) as RenderBundle) : bundleOrSsrDir;
  const rendering = new AsyncLocalStorage<DrawnFrom>();

  const renderPage = bundle.createPageRenderer(async (apiPath, init) => {
    const drawn = rendering.getStore();
    if (!drawn) throw new Error(`${apiPath} was asked outside a page render`);
    const method = init.method ?? 'GET';
    // The server's render only reads; anything else would act on nobody's behalf.
    if (method !== 'GET') throw new Error(`A page render may only read the API, not ${method} ${apiPath}`);
    const reads = noCatalogReads();
    const response = await renderReads.during(reads, (headers) => app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json', ...headers } }));
    drawn.reads.answers += reads.answers;
    drawn.reads.list ||= reads.list;
    for (const id of reads.productIds) drawn.reads.productIds.add(id);
    const pathname = apiPath.split('?')[0] ?? apiPath;
    if (reads.answers === 0 && !TOLD_OF.some((pattern) => pattern.test(pathname))) drawn.unannounced = true;
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  });

  return async (url, shop) => {
    const drawn: DrawnFrom = { reads: noCatalogReads(), unannounced: false };
    const page = await rendering.run(drawn, () => renderPage(url, shop));
    return page.kind === 'page' ? { ...page, ...drawn } : page;
  };
}
