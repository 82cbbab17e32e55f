import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { searchQuerySchema } from '../../shared/schemas/discovery.js';
import type { ShopConfig } from '../../shared/schemas/shop.js';
import type { Database } from '../db/database.js';
import { sendSerializedAnswer, textAnswer } from '../http/cached-answer.js';
import type { AppShell } from '../http/static-web.js';
import type { CatalogAnswer, CatalogCache } from '../modules/catalog/catalog-cache.js';
import { currentCatalogStructure, type CatalogStructureCache } from '../modules/catalog/catalog-structure.js';
import { categoryPage, pageNumber } from '../seo/category-page.js';
import type { DiscoveryPage } from '../seo/discovery-page.js';
import { productPage } from '../seo/product-page.js';
import { searchPage } from '../seo/search-page.js';
import { siteOrigin, type SeoContext } from '../seo/seo-context.js';
import { sitePage } from '../seo/site-page.js';
import type { PageAssets } from './page-assets.js';
import { pageDocument } from './page-document.js';
import type { ServerPageRenderer } from './page-renderer.js';
import { PUBLIC_PAGES, type PublicPage } from './public-pages.js';

/** The render of the build: its renderer and the assets its pages load. */
export interface ServerPages {
  render: ServerPageRenderer;
  assets: PageAssets;
}

export interface PageRoutesOptions {
  db: Database;
  cache: CatalogCache;
  structure: CatalogStructureCache;
  shop: ShopConfig;
  publicUrl: string | undefined;
  /** The built web app's shell, for what the server does not render. */
  shell: AppShell;
  /** Without the server side of the web build every page gets the shell and the browser draws it. */
  pages: ServerPages | undefined;
}

const HTML = 'text/html; charset=utf-8';

/**
 * How long a page whose data includes some no announcement tells of (the shop's reviews on the
 * home page) is kept: the browser asks for the data again as the page starts anyway, so a visitor
 * sees the change at once; search engines within this time.
 */
export const UNANNOUNCED_PAGE_MS = 10_000;

/** The render did not give a page (a redirect, or data that failed): answered otherwise, never kept. */
class NotRendered extends Error {
  constructor(readonly outcome: { kind: 'redirect'; status: number; location: string } | { kind: 'failed' }) {
    super('The page was not rendered');
  }
}

/**
 * The public pages (issue 38, docs/decisions/0015): home, all products, category, product, search,
 * reviews and blog are rendered at request time by the web app's own route components
 * (src/web/render-page.tsx), with their data embedded for the browser to hydrate, and their head
 * for search engines and link previews (src/server/seo). A rendered page is kept in the catalog
 * cache with the products its data shows, so it is forgotten exactly when its API answers are.
 */
export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (app, { db, cache, structure, shop, publicUrl, shell, pages }) => {
  const contextOf = (request: FastifyRequest): SeoContext => ({ origin: siteOrigin(publicUrl, request), shop });
  const current = () => currentCatalogStructure(structure, db);
  const sendShell = async (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-cache').type(HTML).send(await shell.html());

  /**
   * Sends a rendered page, from the cache when it is there. A page that does not exist (unknown
   * or archived product or category) gets the plain shell with status 404: the browser app shows
   * its not-found page, as for any unknown address. A page whose data failed gets the shell too,
   * and the browser asks again.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: PublicPage, headOf: (context: SeoContext, title: string) => Promise<DiscoveryPage>) => {
    const context = contextOf(request);
    if (!pages) {
      try {
        await headOf(context, shop.name);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return sendShell(reply, 404);
        throw error;
      }
      return sendShell(reply, 200);
    }
    const { render, assets } = pages;
    try {
      const answer = await cache.get(`page:${context.origin}:${request.url}`, async (): Promise<CatalogAnswer> => {
        const rendered = await render(`${context.origin}${request.url}`, shop);
        const described = await headOf(context, rendered.kind === 'page' ? rendered.title : shop.name);
        if (rendered.kind !== 'page') throw new NotRendered(rendered);
        const html = pageDocument(assets, { head: described.head, html: rendered.html, data: rendered.data, routeModule: PUBLIC_PAGES[page].routeModule });
        return {
          ...textAnswer(html),
          list: described.list || rendered.reads.list,
          productIds: [...new Set([...described.productIds.map((id) => id.toLowerCase()), ...rendered.reads.productIds])],
          ...(rendered.unannounced ? { keepForMs: UNANNOUNCED_PAGE_MS } : {}),
        };
      });
      return await sendSerializedAnswer(request, reply, answer, HTML);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return sendShell(reply, 404);
      if (error instanceof NotRendered) {
        if (error.outcome.kind === 'redirect') return reply.redirect(error.outcome.location, error.outcome.status);
        return sendShell(reply, 200);
      }
      throw error;
    }
  };

  const site = (path: string, description: (shop: ShopConfig) => string) => async (context: SeoContext, title: string) => sitePage(context, { title, path, description: description(shop) });
  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  app.get(PUBLIC_PAGES.home.path, route, (request, reply) =>
    sendPage(request, reply, 'home', site(PUBLIC_PAGES.home.path, (shop) => `${shop.banner.title}. ${shop.banner.text}`)),
  );
  app.get(PUBLIC_PAGES.allProducts.path, route, (request, reply) =>
    sendPage(request, reply, 'allProducts', site(PUBLIC_PAGES.allProducts.path, (shop) => `Every tool and electrical part at ${shop.name}, by category, brand and price, with home delivery.`)),
  );
  app.get(PUBLIC_PAGES.allReviews.path, route, (request, reply) =>
    sendPage(request, reply, 'allReviews', site(PUBLIC_PAGES.allReviews.path, (shop) => `What customers say about ${shop.name}.`)),
  );
  app.get(PUBLIC_PAGES.blogs.path, route, (request, reply) =>
    sendPage(request, reply, 'blogs', site(PUBLIC_PAGES.blogs.path, (shop) => `Questions and answers from ${shop.name}.`)),
  );

  app.get<{ Params: { idOrSlug: string } }>(PUBLIC_PAGES.product.path, route, (request, reply) =>
    sendPage(request, reply, 'product', async (context) => productPage(db, await current(), context, request.params.idOrSlug)),
  );

  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>(PUBLIC_PAGES.category.path, route, (request, reply) => {
    const page = pageNumber(request.query.page);
    return sendPage(request, reply, 'category', async (context) => categoryPage(db, await current(), context, request.params.slug, page));
  });

  app.get(PUBLIC_PAGES.search.path, route, async (request, reply) => {
    const parsed = searchQuerySchema.safeParse(request.query);
    // Words or filters the search refuses (too long, malformed): the app shows the API's message.
    if (!parsed.success) return sendShell(reply, 400);
    const query = parsed.data;
    try {
      return await sendPage(request, reply, 'search', async (context) => searchPage(db, await current(), context, query));
    } catch (error) {
      // An unknown filter or a range upside down: as above.
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return sendShell(reply, 400);
      throw error;
    }
  });
};
