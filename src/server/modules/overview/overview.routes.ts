import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import { overviewQuerySchema, overviewSchema } from '../../../shared/schemas/overview.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { Database } from '../../db/database.js';
import { adminOverview } from './overview.service.js';

/** Issue 15 §1: the admins' overview of sales, orders, stock and cash on delivery. */
export const overviewRoutes: FastifyPluginAsyncZod<{ db: Database; shop: Pick<ShopConfig, 'timeZone'> }> = async (app, { db, shop }) => {
  app.get(
    '/api/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['overview'],
        summary:
          "Revenue per day and ISO week (orders paid in the range, by the shop's days), orders placed in the range by status, the ten best-selling products by revenue and by pieces, low stock and cash on delivery outstanding now (admin). `from`/`to` are days YYYY-MM-DD, both counted, at most 366; by default the 30 days to today",
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => adminOverview(db, request.query, shop),
  );
};
