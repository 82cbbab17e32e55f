import type { CategoryCount, Facet, PriceFacet, SearchResult } from '../../../shared/schemas/discovery.js';
import type { CatalogStructure } from './catalog-structure.js';
import { pathTo, type CategoryTree } from './categories.service.js';
import type { ListingCounts } from './search-index-answer.js';
import type { SearchPlan } from './search-plan.js';

/**
 * What a listing offers to narrow it by, from the counts both search engines give alike
 * (search-index-answer.ts `ListingCounts`): price, brand and category, and the specification
 * facets that fit the products in view. Specifications belong to categories: a drill's chuck
 * size means nothing beside a lamp's luminous flux, so a listing offers those of the category in
 * view, or of the one most of its products fall in, and none while they are spread wide.
 */

/** The share of a listing's products one category must hold for its specifications to be offered. */
export const DOMINANT_SHARE = 0.6;

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Products of each category and everything under it, from the counts of the categories products are in. */
function subtreeCounts(tree: CategoryTree, counts: ListingCounts['categories']): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { id, count } of counts) {
    for (const row of pathTo(tree, id)) totals.set(row.id, (totals.get(row.id) ?? 0) + count);
  }
  return totals;
}

const inView = (plan: SearchPlan): string | null => plan.categoryIds?.[0] ?? null;

/** The deepest category, from the one in view down, holding at least `share` of the products (null: the whole catalog). */
function holdingShare(tree: CategoryTree, totals: ReadonlyMap<string, number>, from: string | null, share: number, all: number): string | null {
  let scope = from;
  for (;;) {
    const next = (tree.children.get(scope) ?? []).find((child) => all > 0 && (totals.get(child.id) ?? 0) >= share * all);
    if (!next) return scope;
    scope = next.id;
  }
}

/**
 * The categories to narrow to: the children of the category in view (the top ones without), or,
 * while every product lies under one of them, of the deepest such, with how many each holds.
 */
export function categoryCountsOf(tree: CategoryTree, counts: ListingCounts['categories'], plan: SearchPlan): CategoryCount[] {
  const totals = subtreeCounts(tree, counts);
  const all = counts.reduce((sum, { count }) => sum + count, 0);
  let level = inView(plan);
  for (;;) {
    const holding = (tree.children.get(level) ?? []).filter((child) => (totals.get(child.id) ?? 0) > 0);
    const [only] = holding;
    if (holding.length === 1 && only && (tree.children.get(only.id) ?? []).length > 0 && totals.get(only.id) === all) {
      level = only.id;
      continue;
    }
    return holding.map((row) => ({ slug: row.slug, name: row.name, count: totals.get(row.id) ?? 0 }));
  }
}

/**
 * The specification facets that fit the products in view: those of the category in view or the
 * one that holds most of them (its own and its parents' attributes), each label once, and every
 * filter already chosen (so it can be seen and taken off).
 */
export function facetsInScope(structure: CatalogStructure, facets: readonly Facet[], counts: ListingCounts['categories'], plan: SearchPlan): Facet[] {
  const totals = subtreeCounts(structure.tree, counts);
  const all = counts.reduce((sum, { count }) => sum + count, 0);
  const scope = holdingShare(structure.tree, totals, inView(plan), DOMINANT_SHARE, all);
  const path = new Set(scope === null ? [] : pathTo(structure.tree, scope).map((row) => row.id));
  const fitting = new Set(structure.attributes.filter((row) => path.has(row.categoryId)).map((row) => row.key));
  const chosen = new Set(plan.filters.map((filter) => filter.key));
  const labels = new Set<string>();
  return facets.filter((facet) => {
    if (!fitting.has(facet.key) && !chosen.has(facet.key)) return false;
    const label = `${facet.label}\u0000${facet.kind === 'number' ? facet.unit : ''}`;
    if (labels.has(label) && !chosen.has(facet.key)) return false;
    labels.add(label);
    return true;
  });
}

/** The brands with their counts, by name; a chosen brand no product now has stays, to be taken off. */
export function brandCountsOf(counts: ListingCounts['brands'], plan: SearchPlan): SearchResult['brands'] {
  const chosen = new Set(plan.brands ?? []);
  const values = counts.map(({ value, count }) => ({ value, count, selected: chosen.has(value) }));
  for (const brand of chosen) if (!counts.some((count) => count.value === brand)) values.push({ value: brand, count: 0, selected: true });
  return values.sort((a, b) => byName.compare(a.value, b.value));
}

export function priceFacetOf(counts: ListingCounts['price'], plan: SearchPlan): PriceFacet | null {
  if (!counts) return null;
  return { min: counts.min, max: counts.max, selectedMin: plan.price?.min ?? null, selectedMax: plan.price?.max ?? null };
}
