import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  lowStockInboxSchema,
  lowStockNoticeReplySchema,
  lowStockNoticesQuerySchema,
  stockHistorySchema,
  stockLedgerMessages,
  stockMovementsQuerySchema,
} from '../../../shared/schemas/stock-ledger.js';
import type { Database } from '../../db/database.js';
import { listLowStockNotices, markLowStockNoticeRead } from './low-stock.service.js';
import { listStockMovements } from './stock-ledger.service.js';

/** Issue 15 §2, admins only: a product's stock history, and the low-stock notices of the inbox. */
export const stockLedgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['stock ledger'];
  const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

  app.get(
    '/api/admin/products/:id/stock-movements',
    {
      config: { access: 'admin' },
      schema: { tags, summary: "A product's stock history, newest first: reason, change, count before and after, order, who (admin)", params: idParamSchema, querystring: stockMovementsQuerySchema, response: { 200: stockHistorySchema, ...problems } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStockMovements(db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/admin/low-stock-notices',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Products at or below their low-stock threshold whose notice nobody marked read, newest first (admin)', querystring: lowStockNoticesQuerySchema, response: { 200: lowStockInboxSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listLowStockNotices(db, request.query);
    },
  );

  app.post(
    '/api/admin/low-stock-notices/:id/read',
    { config: { access: 'admin' }, schema: { tags, summary: 'Mark a low-stock notice read: it leaves the inbox, and no other comes while the stock stays low (admin)', params: idParamSchema, response: { 200: lowStockNoticeReplySchema, ...problems } } },
    async (request) => ({ message: stockLedgerMessages.noticeRead, notice: await markLowStockNoticeRead(db, request.params.id) }),
  );
};
