import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';

/**
 * A path parameter holding a NUL character (`/api/users/%00/admin`: the router decodes it) names
 * nothing the shop has, and PostgreSQL refuses such text with an error: every route answers 404
 * before its handler runs, instead of each handler having to remember it.
 */
export function registerPathParameterGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (params && Object.values(params).some((value) => typeof value === 'string' && value.includes('\u0000'))) {
      throw new AppError('NOT_FOUND', 'This address does not exist.');
    }
  });
}
