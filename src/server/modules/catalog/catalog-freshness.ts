import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database.js';
import { forgetOnNotify } from '../../db/notified-cache.js';
import { answersAChange } from '../../http/changing-requests.js';
import { CATALOG_CHANGED_CHANNEL, type CatalogCache } from './catalog-cache.js';

/**
 * Keeps the catalog cache true to the database:
 * - a trigger on products announces every committed change (from any process, the shop's or a
 *   person's SQL) and every process forgets its cached answers when it hears it;
 * - while that announcement channel is down, nothing is cached;
 * - a request of this process that may have changed data forgets them before it is answered, so
 *   whoever changed something reads it back at once, without waiting for the announcement.
 */
export const catalogFreshness = fp<{ cache: CatalogCache; database: DatabaseHandle }>(async (app: FastifyInstance, { cache, database }) => {
  const unlisten = await forgetOnNotify(database, CATALOG_CHANGED_CHANNEL, cache);
  app.addHook('onClose', async () => unlisten());
  app.addHook('onSend', (request, reply, payload, done) => {
    if (answersAChange(request, reply)) cache.invalidate();
    done(null, payload);
  });
});
