import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import { exportProducts } from './product-export.service.js';

/** The 200 answer: the CSV, streamed (documented as a text/csv body). */
const csvResponse = {
  description: 'Every live product, one row each, UTF-8 with a byte-order mark',
  content: { 'text/csv': { schema: z.custom<Readable>((value) => typeof value === 'object' && value !== null && 'pipe' in value).meta({ type: 'string' }) } },
};

/** Issue 15 §3, admins only: every live product as a product file, streamed as it is read. */
export const productExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/products.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['product files'],
        summary: 'Every live product as CSV, the columns the import reads; cells a spreadsheet would run as formulas start with an apostrophe (admin)',
        produces: ['text/csv'],
        response: { 200: csvResponse, 401: problemSchema, 403: problemSchema },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportProducts(db));
    },
  );
};
