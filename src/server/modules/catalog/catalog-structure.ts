import type { Database, Executor } from '../../db/database.js';
import { NotifiedCache } from '../../db/notified-cache.js';
import { filterableOf, loadAttributeDefinitions, type AttributeRow, type FilterableAttribute } from './attributes.service.js';
import { loadCategoryTree, type CategoryTree } from './categories.service.js';
import { listSynonymGroups } from './search-synonyms.service.js';

/**
 * How the catalog is organised: the live category tree and every category's attributes. Small
 * (tens or hundreds of rows), read by every search, suggestion, category and product page, and
 * changed only by admins.
 */
export interface CatalogStructure {
  tree: CategoryTree;
  /** Every attribute of every category, by position then label. */
  attributes: readonly AttributeRow[];
  /** What each specification filter key means. */
  filterable: ReadonlyMap<string, FilterableAttribute>;
  /** Groups of words that mean the same to the search, oldest first (search-synonyms.ts). */
  synonyms: readonly (readonly string[])[];
}

/** Reads the structure from the database (or from the caller's transaction, which sees its own changes). */
export async function loadCatalogStructure(db: Executor): Promise<CatalogStructure> {
  const [tree, attributes, synonyms] = await Promise.all([loadCategoryTree(db), loadAttributeDefinitions(db), listSynonymGroups(db)]);
  return { tree, attributes, filterable: filterableOf(attributes), synonyms: synonyms.map((group) => group.terms) };
}

/**
 * The structure as this process keeps it: read once, then from memory until a category or an
 * attribute changes (catalog-freshness.ts: the database announces every committed change, and
 * nothing is kept while those announcements cannot be heard; the admin routes forget it at once).
 */
export type CatalogStructureCache = NotifiedCache<CatalogStructure>;

export function createCatalogStructureCache(): CatalogStructureCache {
  return new NotifiedCache<CatalogStructure>({ maxEntries: 1 });
}

/** The current structure: from memory, or read from `db` (outside any transaction) and kept. */
export function currentCatalogStructure(cache: CatalogStructureCache, db: Database): Promise<CatalogStructure> {
  return cache.get('structure', () => loadCatalogStructure(db));
}
