import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { ShopConfig } from '../../shared/schemas/shop.js';
import type { Database } from '../db/database.js';
import { sendSerializedAnswer, textAnswer } from '../http/cached-answer.js';
import type { CatalogAnswer, CatalogCache } from '../modules/catalog/catalog-cache.js';
import { currentCatalogStructure, type CatalogStructureCache } from '../modules/catalog/catalog-structure.js';
import { robotsTxt } from './robots.js';
import { siteOrigin, type SeoContext } from './seo-context.js';
import { sitemapIndexXml, sitemapPlan, sitemapUrls, urlsetXml, URLS_PER_SITEMAP } from './sitemap.service.js';

export interface SeoRoutesOptions {
  db: Database;
  cache: CatalogCache;
  /** The category tree and attributes, kept in memory. */
  structure: CatalogStructureCache;
  shop: ShopConfig;
  publicUrl: string | undefined;
}

const XML = 'application/xml; charset=utf-8';

/**
 * For search engines (issue 13): /sitemap.xml and /robots.txt. The pages' heads for them (title,
 * canonical, Open Graph, JSON-LD) are written by src/server/pages with the rendered pages.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { db, cache, structure, shop, publicUrl }) => {
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
};
