import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import { accessoriesInputSchema, accessoriesReplySchema, accessoryListSchema, accessoryMessages } from '../../../shared/schemas/product-accessories.js';
import type { Database } from '../../db/database.js';
import { forgetChangedProducts, type CatalogCache } from './catalog-cache.js';
import { accessoriesForAdmin, setAccessories } from './product-accessories.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/**
 * Issue 38 §5, admins only: what a product goes with ("Goes with" on its page). A change forgets
 * this process's answers about the product at once; the other processes hear it from the
 * table's trigger (migration 0024).
 */
export const productAccessoriesRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache }> = async (app, { db, cache }) => {
  const tags = ['catalog'];

  app.get(
    '/api/admin/products/:id/accessories',
    { config: { access: 'admin' }, schema: { tags, summary: 'What a product goes with, in order (admin)', params: idParamSchema, response: { 200: accessoryListSchema, ...problems } } },
    async (request) => ({ items: await accessoriesForAdmin(db, request.params.id) }),
  );

  app.put(
    '/api/admin/products/:id/accessories',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set what a product goes with: other live products, in the order given, at most 12 (admin)',
        params: idParamSchema,
        body: accessoriesInputSchema,
        response: { 200: accessoriesReplySchema, ...problems },
      },
    },
    async (request) => {
      const items = await setAccessories(db, request.params.id, request.body.accessoryIds);
      forgetChangedProducts(cache, { productIds: [request.params.id], lists: false });
      return { message: accessoryMessages.saved, items };
    },
  );
};
