import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database.js';
import { forgetOnNotify } from '../../db/notified-cache.js';
import { answersConcerned, CATALOG_CHANGED_CHANNEL, parseCatalogChange, type CatalogCache } from './catalog-cache.js';

/**
 * Keeps the catalog cache true to the database:
 * - a trigger on products announces every committed change (from any process, the shop's or a
 *   person's SQL), naming the products, and every process forgets the answers that show them
 *   (and the list pages, when products came, went or moved);
 * - while that announcement channel is down, nothing is cached;
 * - the requests of this process that change products (an admin's edit, an order, a
 *   cancellation) forget the answers they make stale before they are answered
 *   (`forgetChangedProducts`), so whoever changed something reads it back at once.
 */
export const catalogFreshness = fp<{ cache: CatalogCache; database: DatabaseHandle }>(async (app: FastifyInstance, { cache, database }) => {
  const unlisten = await forgetOnNotify(database, CATALOG_CHANGED_CHANNEL, cache, (payload) => {
    const change = parseCatalogChange(payload);
    return change ? answersConcerned(change) : null;
  });
  app.addHook('onClose', async () => unlisten());
});
