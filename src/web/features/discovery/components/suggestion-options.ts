import { categoryPath, productPath } from '../../../../shared/discovery';
import type { Suggestions } from '../../../../shared/schemas/discovery';

/** One choice of the suggestion list, in the order the arrow keys walk through them. */
export type SuggestionOption =
  | { kind: 'product'; path: string; name: string; sku: string | null; price: number; image: string }
  | { kind: 'category'; path: string; name: string };

export function suggestionOptions(suggestions: Suggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product): SuggestionOption => ({ kind: 'product', path: productPath(product), name: product.name, sku: product.sku, price: product.price, image: product.image.src })),
    ...suggestions.categories.map((category): SuggestionOption => ({ kind: 'category', path: categoryPath(category), name: category.name })),
  ];
}

/** What the live region says when the suggestions change. */
export function suggestionAnnouncement(count: number): string {
  if (count === 0) return 'No suggestions';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrow keys to choose`;
}
