import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors.js';

export const NUL_TEXT_MESSAGE = 'Text may not contain the NUL character (\\u0000). Please remove it and try again.';

/** True when a string anywhere in the parsed JSON holds a NUL character (arrays and objects searched, to a sane depth). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (holdsNul(item, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL refuses text holding a NUL character with an error, so a request body that carries
 * one is answered 400 before any handler runs — every route at once, instead of each schema having
 * to remember it (path parameters: path-parameters.ts; search words, which arrive in the query
 * string, are cleaned by the search itself).
 */
export function registerNulTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw new AppError('VALIDATION_FAILED', NUL_TEXT_MESSAGE);
  });
}
