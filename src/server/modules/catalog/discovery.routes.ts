import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import { categoryListSchema, categoryPageSchema, relatedProductsSchema, searchQuerySchema, searchResultSchema, suggestionsQuerySchema, suggestionsSchema } from '../../../shared/schemas/discovery.js';
import type { Database } from '../../db/database.js';
import { sendSerializedAnswer, serializeAnswer } from '../../http/cached-answer.js';
import { searchAnswerKey, type CatalogCache } from './catalog-cache.js';
import { currentCatalogStructure, type CatalogStructureCache } from './catalog-structure.js';
import { getCategoryPage, listCategories } from './categories.service.js';
import { getRelatedProducts } from './product-details.service.js';
import { searchProducts, suggest, type IndexAndShown } from './search.service.js';

const slugParamSchema = z.object({ slug: z.string().max(200) });
const idParamSchema = z.object({ id: z.string().max(200) });

/**
 * Finding products (issue 13): the category tree, category pages, search with specification
 * filters and suggestions, and the products related to one. Answers are cached like list pages
 * (catalog-freshness.ts).
 */
export const discoveryRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache; structure: CatalogStructureCache; inProcess: IndexAndShown }> = async (
  app,
  { db, cache, structure, inProcess },
) => {
  const tags = ['catalog'];
  const current = () => currentCatalogStructure(structure, db);
  /**
   * Answers that list products are forgotten when products may come onto or go off lists (a new,
   * archived or re-categorised product, a price, or stock crossing the minimum order: migration
   * 0011), and when a product they show changes (its stock after an order).
   */
  const cachedList = async <T extends object>(key: string, load: () => Promise<T>, shown: (answer: T) => readonly { id: string }[] = () => []) =>
    cache.get(key, async () => {
      const answer = await load();
      return { ...serializeAnswer(answer), list: true, productIds: shown(answer).map((product) => product.id) };
    });

  app.get('/api/categories', { config: { access: 'public' }, schema: { tags, summary: 'The category tree, parents first', response: { 200: categoryListSchema } } }, async (request, reply) => {
    const answer = await cachedList('categories', async () => ({ categories: await listCategories(db, await current()) }));
    return sendSerializedAnswer(request, reply, answer);
  });

  app.get(
    '/api/categories/:slug',
    { config: { access: 'public' }, schema: { tags, summary: 'One category: where it sits, its subcategories and its attributes', params: slugParamSchema, response: { 200: categoryPageSchema, 404: problemSchema } } },
    async (request, reply) => {
      const answer = await cachedList(`category:${request.params.slug}`, async () => getCategoryPage(db, await current(), request.params.slug));
      return sendSerializedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Search and filter products: words, category, specification filters (f=key:value, repeated), brand (repeated), price (from..to), in stock only, sort',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `search:${searchAnswerKey(query)}`;
      const answer = await cachedList(key, async () => searchProducts(db, await current(), query, inProcess), (result) => [...result.items, ...result.nearest]);
      return sendSerializedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/search/suggestions',
    { config: { access: 'public' }, schema: { tags, summary: 'Suggestions while typing a search', querystring: suggestionsQuerySchema, response: { 200: suggestionsSchema, 400: problemSchema } } },
    async (request, reply) => {
      const answer = await cachedList(`suggest:${request.query.q.toLowerCase()}`, async () => suggest(db, await current(), request.query.q, inProcess), (found) => found.products);
      return sendSerializedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/products/:id/related',
    { config: { access: 'public' }, schema: { tags, summary: 'What a product goes with, similar products, and in-stock substitutes for one that cannot be ordered', params: idParamSchema, response: { 200: relatedProductsSchema, 404: problemSchema } } },
    async (request, reply) => {
      const answer = await cachedList(`related:${request.params.id}`, async () => getRelatedProducts(db, await current(), request.params.id), (related) => [
        // The product itself: a change of what it goes with is announced as a change of it.
        { id: related.productId },
        ...related.accessories,
        ...related.similar,
        ...related.substitutes,
      ]);
      return sendSerializedAnswer(request, reply, answer);
    },
  );
};
