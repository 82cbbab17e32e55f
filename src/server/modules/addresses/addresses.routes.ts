import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressInputSchema, addressListSchema, addressMessages, addressReplySchema } from '../../../shared/schemas/addresses.js';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { PostcodeRule } from '../../../shared/shop-locale.js';
import type { Database } from '../../db/database.js';
import { addressesOf, deleteAddress, saveAddress } from './addresses.service.js';

/** Issue 14 §2: a customer's saved delivery addresses, each seen and deleted by its owner only. */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database; postcodeRule: PostcodeRule }> = async (app, { db, postcodeRule }) => {
  const tags = ['addresses'];

  app.get('/api/addresses', { config: { access: 'user' }, schema: { tags, summary: 'My saved delivery addresses, newest first', response: { 200: addressListSchema, 401: problemSchema } } }, async (request) => ({
    addresses: await addressesOf(db, request.user.id),
  }));

  app.post(
    '/api/addresses',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Save a delivery address (at most 10 each)', body: addressInputSchema, response: { 201: addressReplySchema, 400: problemSchema, 401: problemSchema, 409: problemSchema } },
    },
    async (request, reply) => reply.code(201).send({ message: addressMessages.saved, address: await saveAddress(db, request.user.id, request.body, postcodeRule) }),
  );

  app.delete(
    '/api/addresses/:id',
    { config: { access: 'owner' }, schema: { tags, summary: 'Delete one of my saved addresses', params: idParamSchema, response: { 200: messageSchema, 401: problemSchema, 404: problemSchema } } },
    async (request) => {
      await deleteAddress(db, request.user.id, request.params.id);
      return { message: addressMessages.deleted };
    },
  );
};
