/**
 * Issue 38 §6, comparing products: up to four of one category side by side. The rules of the
 * comparison the shopper builds from cards and product pages, kept in the browser and in the
 * address of the compare page (/compare?ids=a,b,c).
 */
export const MAX_COMPARED = 4;

export interface ComparedProduct {
  id: string;
  name: string;
  categoryId: string | null;
}

export interface Comparison {
  /** The category every compared product is in (null: empty, or products without a category). */
  categoryId: string | null;
  products: ComparedProduct[];
}

export const emptyComparison: Comparison = { categoryId: null, products: [] };

export type AddOutcome = 'added' | 'already' | 'full' | 'other-category';

export const compareMessages = {
  added: (name: string) => `${name} is in the comparison.`,
  removed: (name: string) => `${name} is no longer in the comparison.`,
  full: `You can compare up to ${MAX_COMPARED} products. Take one out first.`,
  otherCategory: 'Products are compared within one category. Clear the comparison to compare these instead.',
  tooFew: 'Choose at least two products of one category to compare: “Compare” is on every product card and product page.',
} as const;

/** The comparison with the product added, and what happened: only products of the first one's category, at most four. */
export function withProduct(comparison: Comparison, product: ComparedProduct): { comparison: Comparison; outcome: AddOutcome } {
  if (comparison.products.some((compared) => compared.id === product.id)) return { comparison, outcome: 'already' };
  if (comparison.products.length > 0 && comparison.categoryId !== product.categoryId) return { comparison, outcome: 'other-category' };
  if (comparison.products.length >= MAX_COMPARED) return { comparison, outcome: 'full' };
  return { comparison: { categoryId: product.categoryId, products: [...comparison.products, { id: product.id, name: product.name, categoryId: product.categoryId }] }, outcome: 'added' };
}

export function withoutProduct(comparison: Comparison, productId: string): Comparison {
  const products = comparison.products.filter((compared) => compared.id !== productId);
  return products.length === 0 ? emptyComparison : { ...comparison, products };
}

/** The compare page's address for these products, in their order. */
export function comparePath(ids: readonly string[]): string {
  return ids.length === 0 ? '/compare' : `/compare?${new URLSearchParams({ ids: ids.join(',') })}`;
}

/** The product ids of a compare page's address: each once, in order, at most four, nothing that cannot be an id. */
export function comparedIds(param: string | null): string[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[A-Za-z0-9-]{1,100}$/.test(id));
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** A comparison read back from the browser's storage, or empty when it is not one (changed by hand, an old shape). */
export function parseComparison(stored: string | null): Comparison {
  if (!stored) return emptyComparison;
  try {
    const value = JSON.parse(stored) as Partial<Comparison>;
    if (!Array.isArray(value.products)) return emptyComparison;
    const products = value.products
      .filter((product): product is ComparedProduct => typeof product?.id === 'string' && typeof product.name === 'string' && (product.categoryId === null || typeof product.categoryId === 'string'))
      .slice(0, MAX_COMPARED);
    const categoryId = products[0]?.categoryId ?? null;
    return { categoryId, products: products.filter((product) => product.categoryId === categoryId) };
  } catch {
    return emptyComparison;
  }
}

/** The rows of a comparison where the products differ: a value not the same in every column. */
export function differs(values: readonly string[]): boolean {
  return values.some((value) => value !== values[0]);
}
