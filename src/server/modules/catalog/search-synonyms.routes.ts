import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import { synonymGroupInputSchema, synonymListSchema, synonymMessages, synonymReplySchema } from '../../../shared/schemas/search-synonyms.js';
import type { Database } from '../../db/database.js';
import type { CatalogCache } from './catalog-cache.js';
import type { CatalogStructureCache } from './catalog-structure.js';
import { addSynonymGroup, listSynonymGroups, removeSynonymGroup } from './search-synonyms.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/**
 * Issue 38 §4, admins only: groups of words that mean the same to the search ("mcb", "miniature
 * circuit breaker"). A change forgets this process's search answers and structure at once; the
 * other processes hear it from the table's trigger (migration 0021).
 */
export const searchSynonymsRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache; structure: CatalogStructureCache }> = async (app, { db, cache, structure }) => {
  const tags = ['catalog'];
  const changed = () => {
    structure.invalidate();
    cache.invalidate();
  };

  app.get(
    '/api/search-synonyms',
    { config: { access: 'admin' }, schema: { tags, summary: 'The groups of words that mean the same to the search, oldest first (admin)', response: { 200: synonymListSchema, 401: problemSchema, 403: problemSchema } } },
    async () => ({ groups: await listSynonymGroups(db) }),
  );

  app.post(
    '/api/search-synonyms',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a group of words or phrases that mean the same: a search for one finds the others (admin)',
        description: 'Terms are compared in lower case; a term already in another group is refused (409).',
        body: synonymGroupInputSchema,
        response: { 201: synonymReplySchema, ...problems },
      },
    },
    async (request, reply) => {
      const group = await addSynonymGroup(db, request.body);
      changed();
      return reply.code(201).send({ message: synonymMessages.added, group });
    },
  );

  app.delete(
    '/api/search-synonyms/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Remove a group of synonyms (admin)', params: idParamSchema, response: { 200: synonymReplySchema, ...problems } } },
    async (request) => {
      const group = await removeSynonymGroup(db, request.params.id);
      changed();
      return { message: synonymMessages.removed, group };
    },
  );
};
