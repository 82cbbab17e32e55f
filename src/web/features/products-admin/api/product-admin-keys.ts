/**
 * Query keys of the products admins manage. The root is the catalog's own ('products'), so
 * invalidating it after an add, edit or removal also refreshes the shop's grids (home, /allProduct).
 * Category pages, search and facets ('discovery') count products too and are refreshed with them.
 */
export const productAdminKeys = {
  all: ['products'] as const,
  discovery: ['discovery'] as const,
  list: (page: number, pageSize: number) => ['products', 'manage', { page, pageSize }] as const,
  one: (id: string) => ['products', 'manage', 'one', id] as const,
  categories: ['product-form', 'categories'] as const,
  attributes: (slug: string) => ['product-form', 'attributes', slug] as const,
};
