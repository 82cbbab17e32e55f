import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authProvidersSchema, sessionUserSchema } from '../../../shared/schemas/accounts.js';
import { problemSchema } from '../../../shared/schemas/common.js';
import { profileMessages, profileSchema, profileUpdateSchema } from '../../../shared/schemas/profile.js';
import type { Database } from '../../db/database.js';
import { optionalSignIn } from '../../http/openapi-security.js';
import { getProfile, updateProfile } from './profile.service.js';
import { forgetSessionsAfterChanges } from './session.js';
import type { SessionCache } from './session-cache.js';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; google: boolean; sessions: SessionCache }> = async (app, { db, google, sessions }) => {
  const tags = ['accounts'];
  forgetSessionsAfterChanges(app, sessions);

  app.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Who is signed in (null for visitors) and which sign-in methods the shop offers',
        security: optionalSignIn,
        response: { 200: z.object({ user: sessionUserSchema.nullable(), providers: authProvidersSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await request.sessionUser(), providers: { google } };
    },
  );

  app.get('/api/profile', { config: { access: 'user' }, schema: { tags, summary: 'My profile', response: { 200: profileSchema, 401: problemSchema } } }, async (request) =>
    getProfile(db, request.user.id),
  );

  app.put(
    '/api/profile',
    { config: { access: 'user' }, schema: { tags, summary: 'Save my profile', body: profileUpdateSchema, response: { 200: z.object({ message: z.string(), profile: profileSchema }), 400: problemSchema, 401: problemSchema } } },
    async (request) => ({ message: profileMessages.saved, profile: await updateProfile(db, request.user.id, request.body) }),
  );
};
