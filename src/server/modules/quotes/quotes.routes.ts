import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  QUOTE_REQUESTS_PER_HOUR,
  adminQuotesQuerySchema,
  myQuotesQuerySchema,
  quoteAnswerSchema,
  quoteDeclineSchema,
  quoteMessages,
  quotePageSchema,
  quoteRequestSchema,
  quoteSchema,
} from '../../../shared/schemas/quotes.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { Database } from '../../db/database.js';
import { perAccountRateLimit } from '../../http/per-account-rate-limit.js';
import { shopToday } from './quote-days.js';
import { answerQuote, declineQuote, listQuotes } from './quotes-admin.service.js';
import { listQuotesOf, quoteOf, requestQuote, withdrawQuote } from './quotes.service.js';

const quoteReply = z.object({ message: z.string(), quote: quoteSchema });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/**
 * Issue 15 §6: customers ask for quotes, read and withdraw their own; admins list them by status,
 * answer them with prices valid until a day, or decline them with a reason. Accepting a quote is
 * the checkout's (`quoteId`). Days are the shop's (its time zone).
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ db: Database; shop: Pick<ShopConfig, 'timeZone'> }> = async (app, { db, shop }) => {
  const tags = ['quotes'];
  const today = () => shopToday(shop.timeZone);

  const requestsPerAccount = perAccountRateLimit(QUOTE_REQUESTS_PER_HOUR, 60 * 60 * 1000, quoteMessages.tooManyRequests);
  app.post(
    '/api/quotes',
    {
      config: { access: 'user', rateLimit: requestsPerAccount },
      schema: {
        tags,
        summary: 'Ask for a quote: products and pieces, and a note (customer accounts only); the admins are emailed',
        description:
          'Each line names a product on sale, once, in at least its minimum order quantity; a line that cannot be asked for is refused (400) with the field `lines.N.productId` or `lines.N.quantity`. Stock is not judged: it is when the quote is ordered. Requests are limited per account (429).',
        body: quoteRequestSchema,
        response: { 201: quoteReply, ...problems, 429: problemSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ message: quoteMessages.requested, quote: await requestQuote(db, request.user, request.body, today()) }),
  );

  app.get('/api/quotes/mine', { config: { access: 'user' }, schema: { tags, summary: 'My quotes, newest first', querystring: myQuotesQuerySchema, response: { 200: quotePageSchema, 400: problemSchema, 401: problemSchema } } }, async (request) =>
    listQuotesOf(db, request.user.id, request.query, today()),
  );

  app.get(
    '/api/quotes/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'One quote (mine, or any for admins), with what each line costs its customer today without it',
        params: idParamSchema,
        response: { 200: quoteSchema, ...problems },
      },
    },
    async (request) => quoteOf(db, request.params.id, today(), request.user.role === 'admin' ? undefined : request.user.id),
  );

  app.post(
    '/api/quotes/:id/withdraw',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'Withdraw my quote: a request still waiting, or prices not yet ordered or expired', params: idParamSchema, response: { 200: quoteReply, ...problems } },
    },
    async (request) => ({ message: quoteMessages.withdrawn, quote: await withdrawQuote(db, request.params.id, request.user.id, today()) }),
  );

  app.get(
    '/api/admin/quotes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Quotes, optionally of one status (admin): newest first; waiting requests oldest first',
        description: '`expired`: answered, and the last day of its prices has passed (the shop’s time zone); `answered` is then those still valid.',
        querystring: adminQuotesQuerySchema,
        response: { 200: quotePageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => listQuotes(db, request.query, today()),
  );

  app.post(
    '/api/admin/quotes/:id/answer',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Answer a waiting quote request with a piece price (cents) for each line and the last day the prices hold (admin); the customer is emailed',
        description: `Each line of the request is priced exactly once (by \`lineNumber\`). \`validUntil\` (YYYY-MM-DD, the shop’s time zone) is not before today and at most the days allowed ahead. A request no longer waiting is refused (409).`,
        params: idParamSchema,
        body: quoteAnswerSchema,
        response: { 200: quoteReply, ...problems },
      },
    },
    async (request) => ({ message: quoteMessages.answered, quote: await answerQuote(db, request.params.id, request.user.id, request.body, today()) }),
  );

  app.post(
    '/api/admin/quotes/:id/decline',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Decline a waiting quote request with a reason (admin); the customer is emailed the reason', params: idParamSchema, body: quoteDeclineSchema, response: { 200: quoteReply, ...problems } },
    },
    async (request) => ({ message: quoteMessages.declined, quote: await declineQuote(db, request.params.id, request.user.id, request.body.reason, today()) }),
  );
};
