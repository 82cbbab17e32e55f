import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  search: z.enum(['index', 'reading']).describe('index: searches are answered from this process\'s search index; reading: it is being read, and the database answers them meanwhile'),
});

/**
 * Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. The
 * search index being read does not make a process unready: the database answers searches meanwhile.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; searchIndex: { readonly ready: boolean } }> = async (app, { database, searchIndex }) => {
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { tags: ['operations'], summary: 'Health check (database included)', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const search = searchIndex.ready ? ('index' as const) : ('reading' as const);
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const, search };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable', search });
      }
    },
  );
};
