import type { QueryClient } from '@tanstack/react-query';

/** Query keys of category management. */
export const categoriesAdminKeys = {
  all: ['categories-admin'] as const,
};

/**
 * After a change to the tree or to attributes: the admin list, and what the shop shows from them
 * (the navigation's tree, category pages and searches under 'discovery', product pages with their
 * breadcrumbs and specifications under 'products') are asked again.
 */
export async function refreshAfterCategoryChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: categoriesAdminKeys.all }),
    client.invalidateQueries({ queryKey: ['discovery'] }),
    client.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
