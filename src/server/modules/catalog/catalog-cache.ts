import { NotifiedCache } from '../../db/notified-cache.js';
import type { SerializedAnswer } from '../../http/cached-answer.js';

/** PostgreSQL channel on which a trigger announces every committed change to products. */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';

/**
 * Serialized answers of the public catalog reads (pages and single products), kept until the
 * catalog changes (see catalog-freshness.ts).
 */
export type CatalogCache = NotifiedCache<SerializedAnswer>;

export function createCatalogCache(): CatalogCache {
  return new NotifiedCache<SerializedAnswer>({ maxEntries: 2000 });
}
