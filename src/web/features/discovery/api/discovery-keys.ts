import type { SearchSort } from '../../../../shared/discovery';

/** What one search asks the server (GET /api/search). */
export interface SearchRequest {
  q: string;
  category: string | undefined;
  sort: SearchSort | undefined;
  inStock: boolean;
  filters: string[];
  brands: string[];
  price: string | undefined;
  page: number;
  pageSize: number;
}

/** Query keys of discovery; every answer changes when products change, so `all` refreshes them together. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  categories: ['discovery', 'categories'] as const,
  category: (slug: string) => ['discovery', 'category', slug] as const,
  search: (request: SearchRequest) => ['discovery', 'search', request] as const,
  suggestions: (q: string) => ['discovery', 'suggestions', q.toLowerCase()] as const,
};
