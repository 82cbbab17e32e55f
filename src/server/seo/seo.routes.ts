import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { searchQuerySchema } from '../../shared/schemas/discovery.js';
import type { ShopConfig } from '../../shared/schemas/shop.js';
import type { Database } from '../db/database.js';
import { sendSerializedAnswer, textAnswer } from '../http/cached-answer.js';
import type { AppShell } from '../http/static-web.js';
import { searchAnswerKey, type CatalogAnswer, type CatalogCache } from '../modules/catalog/catalog-cache.js';
import { currentCatalogStructure, type CatalogStructureCache } from '../modules/catalog/catalog-structure.js';
import { categoryPage, pageNumber } from './category-page.js';
import type { DiscoveryPage } from './discovery-page.js';
import { writeIntoShell } from './page-head.js';
import { productPage } from './product-page.js';
import { robotsTxt } from './robots.js';
import { searchPage } from './search-page.js';
import { siteOrigin, type SeoContext } from './seo-context.js';
import { sitemapIndexXml, sitemapPlan, sitemapUrls, urlsetXml, URLS_PER_SITEMAP } from './sitemap.service.js';

export interface SeoRoutesOptions {
  db: Database;
  cache: CatalogCache;
  /** The category tree and attributes, kept in memory. */
  structure: CatalogStructureCache;
  shop: ShopConfig;
  publicUrl: string | undefined;
  /** The built web app's shell; without a build only the sitemap and robots.txt are served. */
  shell: AppShell | undefined;
}

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/**
 * Pages for search engines and link previews (issue 13, docs/decisions/0008): product, category
 * and search pages answered at request time with their content, head tags and JSON-LD written
 * into the app shell, which the browser app then renders over; /sitemap.xml and /robots.txt.
 * Rendered pages are kept in the catalog cache, forgotten when the products they show change.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { db, cache, structure, shop, publicUrl, shell }) => {
  const contextOf = (request: FastifyRequest): SeoContext => ({ origin: siteOrigin(publicUrl, request), shop });
  const current = () => currentCatalogStructure(structure, db);

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(contextOf(request).origin)),
  );

  /** A sitemap answer, cached as a list: forgotten when products come or go, or one it names changes (its lastmod). */
  const cachedSitemap = (key: string, load: () => Promise<{ xml: string; productIds: string[] }>) =>
    cache.get(key, async (): Promise<CatalogAnswer> => {
      const { xml, productIds } = await load();
      return { ...textAnswer(xml), list: true, productIds };
    });

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { origin } = contextOf(request);
    const answer = await cachedSitemap(`seo:sitemap:${origin}`, async () => {
      const { tree } = await current();
      const plan = await sitemapPlan(db, tree);
      if (plan.files > 1) return { xml: sitemapIndexXml(origin, plan.files), productIds: [] };
      const { urls, productIds } = await sitemapUrls(db, tree, 1);
      return { xml: urlsetXml(origin, urls), productIds };
    });
    return sendSerializedAnswer(request, reply, answer, XML);
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file(^\\d{1,4}).xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { origin } = contextOf(request);
    const file = Number(request.params.file);
    try {
      const answer = await cachedSitemap(`seo:sitemap:${origin}:${file}`, async () => {
        const { tree } = await current();
        const plan = await sitemapPlan(db, tree);
        if (file < 1 || file > plan.files || plan.files === 1) throw new AppError('NOT_FOUND', 'No such sitemap file');
        const { urls, productIds } = await sitemapUrls(db, tree, file, URLS_PER_SITEMAP);
        return { xml: urlsetXml(origin, urls), productIds };
      });
      return sendSerializedAnswer(request, reply, answer, XML);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap file');
      throw error;
    }
  });

  if (!shell) return;
  const appShell = shell;

  /**
   * Sends a page rendered into the app shell, from the cache when it is there. A page that does
   * not exist (unknown or archived product or category) gets the plain shell with status 404:
   * the browser app shows its not-found page, as for any unknown address.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, key: string, render: (context: SeoContext) => Promise<DiscoveryPage>) => {
    const context = contextOf(request);
    try {
      const answer = await cache.get(`seo:${context.origin}:${key}`, async (): Promise<CatalogAnswer> => {
        const page = await render(context);
        return { ...textAnswer(writeIntoShell(await appShell.html(), page.head, page.content)), list: page.list, productIds: page.productIds };
      });
      return sendSerializedAnswer(request, reply, answer, HTML);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return sendShell(reply, 404);
      throw error;
    }
  };
  const sendShell = async (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-cache').type(HTML).send(await appShell.html());

  app.get<{ Params: { idOrSlug: string } }>('/product/:idOrSlug', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, `product:${request.params.idOrSlug}`, async (context) => productPage(db, await current(), context, request.params.idOrSlug)),
  );

  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>('/category/:slug', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const page = pageNumber(request.query.page);
    return sendPage(request, reply, `category:${request.params.slug}:${page}`, async (context) => categoryPage(db, await current(), context, request.params.slug, page));
  });

  app.get('/search', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const parsed = searchQuerySchema.safeParse(request.query);
    // Words or filters the search refuses (too long, malformed): the app shows the API's message.
    if (!parsed.success) return sendShell(reply, 400);
    const query = parsed.data;
    const key = `search:${searchAnswerKey(query)}`;
    try {
      return await sendPage(request, reply, key, async (context) => searchPage(db, await current(), context, query));
    } catch (error) {
      // An unknown filter or a range upside down: as above.
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return sendShell(reply, 400);
      throw error;
    }
  });
};
