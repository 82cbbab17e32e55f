import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuerySchema, productPageSchema } from '../../../shared/schemas/catalog.js';
import { productDetailsSchema } from '../../../shared/schemas/discovery.js';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import { sendSerializedAnswer, serializeAnswer } from '../../http/cached-answer.js';
import type { CatalogCache } from './catalog-cache.js';
import { currentCatalogStructure, type CatalogStructureCache } from './catalog-structure.js';
import { listProducts } from './catalog.service.js';
import { getProductDetails } from './product-details.service.js';

/** The public catalog reads, answered from the catalog cache (see catalog-freshness.ts). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache; structure: CatalogStructureCache }> = async (app, { db, cache, structure }) => {
  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Products on sale, newest first, one page at a time',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const answer = await cache.get(`products?page=${page}&pageSize=${pageSize}`, async () => {
        const list = await listProducts(db, { page, pageSize });
        return { ...serializeAnswer(list), list: true, productIds: list.items.map((product) => product.id) };
      });
      return sendSerializedAnswer(request, reply, answer);
    },
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product on sale, by id or readable address, with its specification and pictures',
        params: idParamSchema,
        response: { 200: productDetailsSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.get(`product:${id}`, async () => {
        const product = await getProductDetails(db, await currentCatalogStructure(structure, db), id);
        return { ...serializeAnswer(product), list: false, productIds: [product.id] };
      });
      return sendSerializedAnswer(request, reply, answer);
    },
  );
};
