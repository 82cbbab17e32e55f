/**
 * Query keys of the products admins manage. The root is the catalog's own ('products'), so
 * invalidating it after an add, edit or removal also refreshes the shop's grids (home, /allProduct).
 */
export const productAdminKeys = {
  all: ['products'] as const,
  list: (page: number, pageSize: number) => ['products', 'manage', { page, pageSize }] as const,
};
