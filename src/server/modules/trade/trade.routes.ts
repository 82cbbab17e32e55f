import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  myTradeAccountSchema,
  tradeAccountAdminSchema,
  tradeAccountPageSchema,
  tradeAccountSchema,
  tradeAccountsQuerySchema,
  tradeApplicationSchemaFor,
  tradeMessages,
  tradeRefusalSchema,
  tradeTermsInputSchema,
  tradeTermsPatchSchema,
  tradeTierInputSchema,
  tradeTierPatchSchema,
  tradeTierSchema,
} from '../../../shared/schemas/trade.js';
import type { TaxNumberRule } from '../../../shared/shop-locale.js';
import type { Database } from '../../db/database.js';
import { applyForTradeAccount, approveTradeAccount, changeTradeTerms, listTradeAccounts, myTradeAccount, refuseTradeAccount } from './trade-accounts.service.js';
import { changeTradeTier, createTradeTier, deleteTradeTier, listTradeTiers } from './trade-tiers.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const accountReply = z.object({ message: z.string(), account: tradeAccountSchema });
const adminAccountReply = z.object({ message: z.string(), account: tradeAccountAdminSchema });
const tierReply = z.object({ message: z.string(), tier: tradeTierSchema });
/** Path of the admins' trade-account routes: the customer's user id (a malformed one is answered like an unknown one). */
const userIdParamSchema = z.object({ userId: z.string().max(100) });

/**
 * Issue 15 §5, trade accounts: a customer applies with the company's details; admins approve
 * (price tier, payment terms, credit limit) or refuse with a reason, both emailed, change an
 * approved account's terms, and keep the price tiers.
 */
export const tradeRoutes: FastifyPluginAsyncZod<{ db: Database; taxNumberRule: TaxNumberRule }> = async (app, { db, taxNumberRule }) => {
  const tradeApplicationSchema = tradeApplicationSchemaFor(taxNumberRule);
  const tags = ['trade'];

  app.get(
    '/api/trade/account',
    { config: { access: 'user' }, schema: { tags, summary: 'My trade account: its status, price tier and terms (null before I apply)', response: { 200: myTradeAccountSchema, 401: problemSchema } } },
    async (request) => ({ account: await myTradeAccount(db, request.user.id) }),
  );

  app.post(
    '/api/trade/account',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Apply for a trade account with the company’s name, address and tax number (customers only)',
        description: 'Refused while an application waits for an answer or once approved (409), and for admins (403). After a refusal the customer may apply again: the application waits for an answer again, with the new details.',
        body: tradeApplicationSchema,
        response: { 201: accountReply, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send({ message: tradeMessages.applied, account: await applyForTradeAccount(db, request.user, request.body) }),
  );

  app.get(
    '/api/admin/trade-accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Trade accounts, optionally of one status: applications waiting for an answer first (oldest first), then the latest decisions (admin)',
        querystring: tradeAccountsQuerySchema,
        response: { 200: tradeAccountPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => listTradeAccounts(db, request.query),
  );

  app.post(
    '/api/admin/trade-accounts/:userId/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approve a waiting application with a price tier, payment terms (days; 0: no invoice) and a credit limit; the customer is emailed (admin)',
        description: 'An application already answered is refused (409): two admins answering at once cannot both decide.',
        params: userIdParamSchema,
        body: tradeTermsInputSchema,
        response: { 200: adminAccountReply, ...problems },
      },
    },
    async (request) => ({ message: tradeMessages.approved, account: await approveTradeAccount(db, request.user.id, request.params.userId, request.body) }),
  );

  app.post(
    '/api/admin/trade-accounts/:userId/refuse',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Refuse a waiting application with a reason, which the customer is emailed; they may apply again (admin)',
        params: userIdParamSchema,
        body: tradeRefusalSchema,
        response: { 200: adminAccountReply, ...problems },
      },
    },
    async (request) => ({ message: tradeMessages.refused, account: await refuseTradeAccount(db, request.user.id, request.params.userId, request.body) }),
  );

  app.patch(
    '/api/admin/trade-accounts/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change an approved trade account’s price tier, payment terms or credit limit (admin)',
        description: 'Orders placed before keep their prices and terms. An account not approved is refused (409).',
        params: userIdParamSchema,
        body: tradeTermsPatchSchema,
        response: { 200: adminAccountReply, ...problems },
      },
    },
    async (request) => ({ message: tradeMessages.saved, account: await changeTradeTerms(db, request.params.userId, request.body) }),
  );

  app.get(
    '/api/admin/trade-tiers',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Trade price tiers, the smallest share first, each with its approved accounts (admin)', response: { 200: z.object({ items: z.array(tradeTierSchema) }), 401: problemSchema, 403: problemSchema } },
    },
    async () => ({ items: await listTradeTiers(db) }),
  );

  app.post(
    '/api/admin/trade-tiers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Make a trade price tier: a name and a share off every list price in basis points (1,000 = 10 %) (admin)',
        description: 'A name another tier has, in any case, is taken (409).',
        body: tradeTierInputSchema,
        response: { 201: tierReply, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send({ message: tradeMessages.tierCreated, tier: await createTradeTier(db, request.body) }),
  );

  app.patch(
    '/api/admin/trade-tiers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Rename a trade price tier or change its share; its accounts buy at the new share from now on (admin)',
        params: idParamSchema,
        body: tradeTierPatchSchema,
        response: { 200: tierReply, ...problems },
      },
    },
    async (request) => ({ message: tradeMessages.tierSaved, tier: await changeTradeTier(db, request.params.id, request.body) }),
  );

  app.delete(
    '/api/admin/trade-tiers/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a trade price tier no trade account is in (409 otherwise) (admin)', params: idParamSchema, response: { 200: messageSchema, ...problems } },
    },
    async (request) => {
      await deleteTradeTier(db, request.params.id);
      return { message: tradeMessages.tierDeleted };
    },
  );
};
