import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database.js';
import { forgetEachOnNotify } from '../../db/notified-cache.js';
import { answersConcerned, CATALOG_CHANGED_CHANNEL, parseCatalogChange, type CatalogAnswer, type CatalogCache } from './catalog-cache.js';
import type { CatalogStructureCache } from './catalog-structure.js';
import type { SearchIndex } from './search-index.js';
import { shownProductsAnnounced, type ShownProducts } from './shown-products.js';

/**
 * Keeps the catalog cache and the catalog structure (category tree and attributes) true to the
 * database:
 * - triggers on products, categories, category_attributes and product_attribute_values announce
 *   every committed change (from any process, the shop's or a person's SQL) on one channel; a
 *   change of products names them, and every process forgets the answers that show them (and the
 *   list pages, when products came, went or moved); a change of categories or attributes
 *   announces everything, and every process forgets all answers and the structure;
 * - while that announcement channel is down, nothing is kept;
 * - the requests of this process that change products (an admin's edit, an order, a
 *   cancellation) forget the answers they make stale before they are answered
 *   (`forgetChangedProducts`), and those that change categories or attributes forget the answers
 *   and the structure, so whoever changed something reads it back at once.
 * The search index of this process (search-index.ts) and the products its answers showed
 * (shown-products.ts) follow the same announcements.
 * One listening connection serves them all.
 */
export const catalogFreshness = fp<{ cache: CatalogCache; structure: CatalogStructureCache; index: SearchIndex; shown: ShownProducts; database: DatabaseHandle }>(
  async (app: FastifyInstance, { cache, structure, index, shown, database }) => {
    const unlisten = await forgetEachOnNotify(
      database,
      CATALOG_CHANGED_CHANNEL,
      [
        { cache, concerned: answersAnnounced },
        { cache: structure, concerned: structureAnnounced },
        { cache: shown, concerned: shownProductsAnnounced },
      ],
      [index],
    );
    app.addHook('onClose', async () => unlisten());
  },
);

/** The answers an announcement makes stale: those showing the named products, or all. */
function answersAnnounced(payload: string): ((answer: CatalogAnswer) => boolean) | null {
  const change = parseCatalogChange(payload);
  return change ? answersConcerned(change) : null;
}

/** A change of products leaves the structure as it is; anything else may have changed it. */
function structureAnnounced(payload: string): null | false {
  return parseCatalogChange(payload) ? false : null;
}
