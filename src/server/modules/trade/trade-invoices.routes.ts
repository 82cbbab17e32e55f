import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import { tradeInvoicePageSchema, tradeInvoiceSchema, tradeInvoicesQuerySchema, tradeMessages } from '../../../shared/schemas/trade.js';
import type { Database } from '../../db/database.js';
import { listTradeInvoices, markTradeInvoicePaid } from './trade-invoices.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
/** The order on invoice (a malformed id is answered like an unknown one). */
const orderIdParamSchema = z.object({ orderId: z.string().max(100) });

/** Issue 15 §5, admins: open and overdue invoices of trade accounts, and marking them paid when the money arrives. */
export const tradeInvoiceRoutes: FastifyPluginAsyncZod<{ db: Database; shop: Pick<ShopConfig, 'timeZone'> }> = async (app, { db, shop }) => {
  const tags = ['trade'];

  app.get(
    '/api/admin/trade-invoices',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Invoices of orders on invoice: open (unpaid, not cancelled, overdue ones included), overdue or paid, with the totals of all unpaid ones (admin)',
        description: 'Open and overdue invoices come soonest due first, paid ones last paid first. An invoice is overdue once its last day to pay (in the shop\u2019s time zone) has passed unpaid. `summary` covers every unpaid invoice, whatever the page.',
        querystring: tradeInvoicesQuerySchema,
        response: { 200: tradeInvoicePageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => listTradeInvoices(db, request.query, shop.timeZone),
  );

  app.post(
    '/api/admin/trade-invoices/:orderId/paid',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark the invoice of an order on invoice paid: the money arrived (admin)',
        description: 'The order keeps its status; it counts as paid, the credit it used is free again and the customer is emailed the receipt. 404 for an unknown order or one not on invoice; 409 when it was cancelled or is already paid.',
        params: orderIdParamSchema,
        response: { 200: z.object({ message: z.string(), invoice: tradeInvoiceSchema }), ...problems },
      },
    },
    async (request) => ({ message: tradeMessages.invoiceMarkedPaid, invoice: await markTradeInvoicePaid(db, request.params.orderId, shop.timeZone) }),
  );
};
