import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import { contactInboxQuerySchema, contactInboxSchema, contactMessageSchema, markReadSchema } from '../../../shared/schemas/contact.js';
import type { Database } from '../../db/database.js';
import { listContactMessages, markContactMessage } from './contact.service.js';

/** The admins' contact inbox (issue: "Messages" page). */
export const contactInboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['contact'];
  const denied = { 401: problemSchema, 403: problemSchema };

  app.get('/api/contact-messages', { config: { access: 'admin' }, schema: { tags, summary: 'Contact messages, newest first (admin)', querystring: contactInboxQuerySchema, response: { 200: contactInboxSchema, ...denied } } }, async (request) =>
    listContactMessages(db, request.query),
  );

  app.patch(
    '/api/contact-messages/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Mark a message read or unread (admin)', params: idParamSchema, body: markReadSchema, response: { 200: contactMessageSchema, ...denied, 404: problemSchema } } },
    async (request) => markContactMessage(db, request.params.id, request.body.read),
  );
};
