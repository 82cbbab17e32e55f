import type { SearchQuery } from '../../../shared/schemas/discovery.js';
import { NotifiedCache } from '../../db/notified-cache.js';
import type { SerializedAnswer } from '../../http/cached-answer.js';
import { catalogAnswerRead } from './catalog-reads.js';

/** PostgreSQL channel on which a trigger announces every committed change to products, naming them. */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';
/**
 * The announcement of a change of the search's synonyms (migration 0021): every answer and the
 * structure are stale, the products are not.
 */
export const SEARCH_WORDS_CHANGED = 'S:synonyms';

/** A serialized catalog answer, with what it was made of. */
export interface CatalogAnswer extends SerializedAnswer {
  /** A page of the product list (its membership and order depend on every product). */
  list: boolean;
  /** The products whose data the answer shows. */
  productIds: readonly string[];
  /**
   * Kept at most this many milliseconds: for an answer that also shows data no announcement tells
   * of (a page with the shop's reviews). Without it, until the products it shows change.
   */
  keepForMs?: number;
}

/**
 * Serialized answers of the public catalog reads (pages and single products), kept until the
 * products they show change (see catalog-freshness.ts).
 */
export type CatalogCache = NotifiedCache<CatalogAnswer>;

/** The cache, telling of every answer it gives (catalog-reads.ts). */
class CatalogAnswerCache extends NotifiedCache<CatalogAnswer> {
  override async get(key: string, load: () => Promise<CatalogAnswer>): Promise<CatalogAnswer> {
    const answer = await super.get(key, load);
    catalogAnswerRead(answer);
    return answer;
  }

  override async getMany(keys: readonly string[], loadMissing: (missing: string[]) => Promise<ReadonlyMap<string, CatalogAnswer>>): Promise<Map<string, CatalogAnswer>> {
    const found = await super.getMany(keys, loadMissing);
    for (const answer of found.values()) catalogAnswerRead(answer);
    return found;
  }
}

export function createCatalogCache(): CatalogCache {
  return new CatalogAnswerCache({ maxEntries: 2000, lifetimeMs: (answer) => answer.keepForMs ?? Number.POSITIVE_INFINITY });
}

/** Which products changed, and whether the change may move products onto or off list pages. */
export interface CatalogChange {
  productIds: readonly string[];
  /** A product was added, removed, archived or brought back, or its place in the order changed. */
  lists: boolean;
}

/**
 * The answers a change makes stale: those showing a changed product, and every list page when
 * lists change. Ids compare in lower case, as the database writes them: a request may name a
 * product by its id in capitals.
 */
export function answersConcerned(change: CatalogChange): (answer: CatalogAnswer) => boolean {
  const ids = new Set(change.productIds.map((id) => id.toLowerCase()));
  return (answer) => (change.lists && answer.list) || answer.productIds.some((id) => ids.has(id));
}

/** Forgets, in this process, the answers a change it has just made makes stale. */
export function forgetChangedProducts(cache: CatalogCache, change: CatalogChange): void {
  cache.forget(answersConcerned(change));
}

/**
 * Reads an announcement of the products trigger (migration 0008): "L:id,id…" (lists may change)
 * or "C:id,id…" (only those products' data); null for an empty payload, meaning everything
 * (a truncate, or more products than one notification carries).
 */
export function parseCatalogChange(payload: string): CatalogChange | null {
  const match = /^([LC]):(.+)$/.exec(payload);
  if (!match?.[2]) return null;
  return { lists: match[1] === 'L', productIds: match[2].split(',') };
}

/** What a search's answer is kept under: every parameter that changes it, in one order (the API and the page written by the server). */
export function searchAnswerKey(query: SearchQuery): string {
  return JSON.stringify([query.q, query.category ?? '', query.sort ?? '', query.inStock ?? '', query.f ?? [], query.brand ?? [], query.price ?? '', query.page, query.pageSize]);
}
