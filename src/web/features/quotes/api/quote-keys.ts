/** Query keys of the customer's quotes; checkout invalidates `all` once a quote is ordered. */
export const quoteKeys = {
  all: ['quotes'] as const,
  mine: (page: number) => ['quotes', 'mine', { page }] as const,
  one: (id: string) => ['quotes', 'one', id] as const,
  /** Products offered while a line's product is typed (GET /api/search/suggestions). */
  products: (q: string) => ['quotes', 'products', q.toLowerCase()] as const,
};

/** Where one quote is read and changed. */
export const quoteUrl = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;
