import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListQuerySchema, productPageSchema, productSchema } from '../../../shared/schemas/catalog.js';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import { getProduct, listProducts } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async (request) => listProducts(db, request.query),
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One product on sale',
        params: idParamSchema,
        response: { 200: productSchema, 404: problemSchema },
      },
    },
    async (request) => getProduct(db, request.params.id),
  );
};
