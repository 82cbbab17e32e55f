import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import { roleChangePageSchema, roleChangeQuerySchema, userListItemSchema, userListQuerySchema, userMessages, userPageSchema } from '../../../shared/schemas/users.js';
import type { Database } from '../../db/database.js';
import { listRoleChanges } from './role-changes.service.js';
import { listUsers, makeAdmin, removeUser } from './users.service.js';
import { forgetSessionsAfterChanges } from './session.js';
import type { SessionCache } from './session-cache.js';

const userIdParams = z.object({ id: z.string().min(1).max(100) });

/** SPEC §10, admins only. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: SessionCache; ownerEmails: readonly string[] }> = async (app, { db, sessions, ownerEmails }) => {
  const tags = ['users'];
  forgetSessionsAfterChanges(app, sessions);
  const denied = { 401: problemSchema, 403: problemSchema };

  app.get('/api/users', { config: { access: 'admin' }, schema: { tags, summary: 'All accounts, newest first', querystring: userListQuerySchema, response: { 200: userPageSchema, ...denied } } }, async (request) =>
    listUsers(db, request.query),
  );

  app.get(
    '/api/users/role-changes',
    { config: { access: 'admin' }, schema: { tags, summary: 'Who made whom an admin, or removed them, and when (newest first)', querystring: roleChangeQuerySchema, response: { 200: roleChangePageSchema, ...denied } } },
    async (request) => listRoleChanges(db, request.query),
  );

  app.post(
    '/api/users/:id/admin',
    { config: { access: 'admin' }, schema: { tags, summary: 'Make a user an admin', params: userIdParams, response: { 200: z.object({ message: z.string(), user: userListItemSchema }), ...denied, 404: problemSchema, 409: problemSchema } } },
    async (request) => ({ message: userMessages.madeAdmin, user: await makeAdmin(db, { userId: request.user.id, email: request.user.email }, request.params.id) }),
  );

  app.delete(
    '/api/users/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Remove a user (signed out everywhere; their orders stay)', params: userIdParams, response: { 200: messageSchema, ...denied, 404: problemSchema, 409: problemSchema } } },
    async (request) => {
      await removeUser(db, request.user, request.params.id, ownerEmails);
      return { message: userMessages.removed };
    },
  );
};
