import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import type { InvoiceSeller } from './invoice-data.js';
import { invoiceDocument } from './invoice-documents.service.js';

/** The 200 answer: the PDF's bytes (documented as a binary application/pdf body). */
const pdfResponse = { description: 'The invoice PDF', content: { 'application/pdf': { schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }) } } };

/** Issue 14 §6: the invoice of a paid order (or of an order on invoice), for its customer (My Orders) and for admins (Manage All Orders). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database; seller: InvoiceSeller }> = async (app, { db, seller }) => {
  app.get(
    '/api/orders/:id/invoice',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary: 'The invoice of a paid order as a PDF download (mine, or any for admins)',
        description:
          'Answers `application/pdf` as an attachment named `invoice-<number>.pdf`. Invoice numbers are `<year>-<sequence>`, e.g. 2026-000042: one sequence per year (in the shop\'s time zone) without gaps, given when the order is paid (an order on invoice: when it is placed, since it is paid against its invoice). 404 while the order has no invoice (not paid yet).',
        params: idParamSchema,
        response: { 200: pdfResponse, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceDocument(db, request.params.id, seller, request.user.role === 'admin' ? undefined : request.user.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.pdf);
    },
  );
};
