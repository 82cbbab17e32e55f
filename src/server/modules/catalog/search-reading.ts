import type { Facet, ReadTerm as ShownTerm, SearchQuery } from '../../../shared/schemas/discovery.js';
import type { CatalogStructure } from './catalog-structure.js';
import { planOf, type SearchPlan } from './search-plan.js';
import { quantityTermsOf, readTerms, withoutTerms } from './search-quantities.js';

/** What of a search the reading looks at and changes: its words and its filters. */
type ReadableQuery = Pick<SearchQuery, 'q' | 'category' | 'inStock' | 'f' | 'price' | 'brand'>;

/** A search as the shop reads it: the query to answer (terms moved from the words to the filters) and the terms it read. */
export interface ReadSearch<Query extends ReadableQuery = SearchQuery> {
  query: Query;
  terms: ShownTerm[];
}

/** The facets of the products some words find (counted with the other filters), from the index or the database. */
export type FacetsOf = (plan: SearchPlan) => Promise<Facet[]>;

/**
 * Reads the quantities and codes among the words ("16a mcb") as filters of the products the other
 * words find: those products' facets say which quantity a unit belongs to. Without such terms, the
 * query is answered as it came.
 */
export async function readSearch<Query extends ReadableQuery>(structure: CatalogStructure, query: Query, facetsOf: FacetsOf): Promise<ReadSearch<Query>> {
  const terms = quantityTermsOf(query.q);
  if (terms.length === 0) return { query, terms: [] };
  const words = withoutTerms(query.q, terms);
  const plan = planOf(structure, { ...query, q: words });
  const read = readTerms(terms, await facetsOf(plan), new Set(plan.filters.map((filter) => filter.key)));
  if (read.length === 0) return { query, terms: [] };
  return {
    query: { ...query, q: withoutTerms(query.q, read.map((term) => term.term)), f: [...(query.f ?? []), ...read.map((term) => term.filter)] },
    terms: read.map(({ term, key, label, shown }) => ({ text: term.text, key, label, value: shown, qWithout: withoutTerms(query.q, [term]) })),
  };
}
