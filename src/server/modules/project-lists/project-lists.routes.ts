import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  addListLineSchema,
  listLineParamsSchema,
  listNameInputSchema,
  listParamsSchema,
  listSummariesSchema,
  listSummaryReplySchema,
  listToCartReplySchema,
  projectListMessages as m,
  projectListReplySchema,
  projectListSchema,
  setListLineSchema,
  shareReplySchema,
  sharedListParamsSchema,
  sharedListSchema,
} from '../../../shared/schemas/project-lists.js';
import type { Database } from '../../db/database.js';
import { listFromCart, ownListToCart, sharedListToCart } from './project-list-cart.service.js';
import { copySharedList, sharedList, shareList, stopSharing } from './project-list-sharing.service.js';
import { createList, deleteList, listSummaries, ownList, removeListLine, renameList, writeListLine } from './project-lists.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** Job-site lists (issue 15 §7): a customer's own lists (owner only; another customer's is 404) and the read-only shared links. */
export const projectListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['project-lists'];

  app.get('/api/project-lists', { config: { access: 'user' }, schema: { tags, summary: 'My job-site lists, the one changed last first', response: { 200: listSummariesSchema, 401: problemSchema } } }, async (request) => ({
    lists: await listSummaries(db, request.user.id),
  }));

  app.post(
    '/api/project-lists',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Start a list (a name of 1–80 characters, not in use among my lists; at most 50 lists)', body: listNameInputSchema, response: { 201: listSummaryReplySchema, ...problems } },
    },
    async (request, reply) => reply.code(201).send({ message: m.created, list: await createList(db, request.user.id, request.body.name) }),
  );

  app.post(
    '/api/project-lists/from-cart',
    { config: { access: 'user' }, schema: { tags, summary: 'Save my cart as a new list (products no longer sold left out)', body: listNameInputSchema, response: { 201: listSummaryReplySchema, ...problems } } },
    async (request, reply) => reply.code(201).send(await listFromCart(db, request.user.id, request.body.name)),
  );

  app.get(
    '/api/project-lists/:id',
    { config: { access: 'owner' }, schema: { tags, summary: 'One of my lists: lines with today’s names, pictures, prices and stock, and the total', params: listParamsSchema, response: { 200: projectListSchema, ...problems } } },
    async (request) => ownList(db, request.user.id, request.params.id),
  );

  app.patch(
    '/api/project-lists/:id',
    { config: { access: 'owner' }, schema: { tags, summary: 'Rename one of my lists', params: listParamsSchema, body: listNameInputSchema, response: { 200: listSummaryReplySchema, ...problems } } },
    async (request) => ({ message: m.renamed, list: await renameList(db, request.user.id, request.params.id, request.body.name) }),
  );

  app.delete(
    '/api/project-lists/:id',
    { config: { access: 'owner' }, schema: { tags, summary: 'Delete one of my lists (its shared link stops working)', params: listParamsSchema, response: { 200: messageSchema, ...problems } } },
    async (request) => {
      await deleteList(db, request.user.id, request.params.id);
      return { message: m.deleted };
    },
  );

  app.post(
    '/api/project-lists/:id/lines',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add pieces of a product to one of my lists',
        description: 'A product already on the list gets the pieces added to its quantity. Refused: an unknown product or one no longer sold (404), a line above 100,000 pcs or a 51st product (409).',
        params: listParamsSchema,
        body: addListLineSchema,
        response: { 200: projectListReplySchema, ...problems },
      },
    },
    async (request) => writeListLine(db, request.user.id, request.params.id, request.body.productId, request.body.quantity, 'add'),
  );

  app.put(
    '/api/project-lists/:id/lines/:productId',
    {
      config: { access: 'owner' },
      schema: { tags, summary: 'Set the quantity of a product on one of my lists (adds it when absent)', params: listLineParamsSchema, body: setListLineSchema, response: { 200: projectListReplySchema, ...problems } },
    },
    async (request) => writeListLine(db, request.user.id, request.params.id, request.params.productId, request.body.quantity, 'set'),
  );

  app.delete(
    '/api/project-lists/:id/lines/:productId',
    { config: { access: 'owner' }, schema: { tags, summary: 'Take a product off one of my lists (one that is not on it is no error)', params: listLineParamsSchema, response: { 200: projectListReplySchema, ...problems } } },
    async (request) => removeListLine(db, request.user.id, request.params.id, request.params.productId),
  );

  app.post(
    '/api/project-lists/:id/cart',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add the whole list to my cart',
        description: 'Every product that can be ordered goes in at once. `notAdded` names those that did not (no longer sold, out of stock, a full cart) and why; the cart’s `notices` say what was adjusted (fewer in stock than listed, raised to the minimum order).',
        params: listParamsSchema,
        response: { 200: listToCartReplySchema, ...problems },
      },
    },
    async (request) => ownListToCart(db, request.user.id, request.params.id),
  );

  app.put(
    '/api/project-lists/:id/share',
    { config: { access: 'owner' }, schema: { tags, summary: 'Turn on the read-only link of one of my lists (answers its token)', params: listParamsSchema, response: { 200: shareReplySchema, ...problems } } },
    async (request) => shareList(db, request.user.id, request.params.id),
  );

  app.delete(
    '/api/project-lists/:id/share',
    { config: { access: 'owner' }, schema: { tags, summary: 'Turn off the link: its token is removed and the old link answers 404', params: listParamsSchema, response: { 200: shareReplySchema, ...problems } } },
    async (request) => stopSharing(db, request.user.id, request.params.id),
  );

  app.get(
    '/api/shared-lists/:token',
    { config: { access: 'public' }, schema: { tags, summary: 'A shared list, read only: its name, lines and totals (never who owns it)', params: sharedListParamsSchema, response: { 200: sharedListSchema, 404: problemSchema } } },
    async (request, reply) => {
      const list = await sharedList(db, request.params.token);
      // The link can be turned off at any time: no cache may keep the list.
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(list);
    },
  );

  app.post(
    '/api/shared-lists/:token/copy',
    { config: { access: 'user' }, schema: { tags, summary: 'Copy a shared list into my lists', params: sharedListParamsSchema, response: { 201: listSummaryReplySchema, ...problems } } },
    async (request, reply) => reply.code(201).send(await copySharedList(db, request.user.id, request.params.token)),
  );

  app.post(
    '/api/shared-lists/:token/cart',
    { config: { access: 'user' }, schema: { tags, summary: 'Add a shared list to my cart (like my own list)', params: sharedListParamsSchema, response: { 200: listToCartReplySchema, ...problems } } },
    async (request) => sharedListToCart(db, request.user.id, request.params.token),
  );
};
