import { categoryPath, SEARCH_PAGE_SIZE } from '../../shared/discovery.js';
import type { Executor } from '../db/database.js';
import { getCategoryPage } from '../modules/catalog/categories.service.js';
import type { CatalogStructure } from '../modules/catalog/catalog-structure.js';
import { searchProducts } from '../modules/catalog/search.service.js';
import { breadcrumbList, categorySteps } from './breadcrumbs.js';
import type { DiscoveryPage } from './discovery-page.js';
import { summary } from './html.js';
import type { PageHead } from './page-head.js';
import { absoluteUrl, type SeoContext } from './seo-context.js';

/** `?page=2` of a category; anything that is not a page number is the first page. */
export function pageNumber(value: unknown): number {
  const text = typeof value === 'string' ? value : '';
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 ? page : 1;
}

const pagePath = (slug: string, page: number) => (page > 1 ? `${categoryPath({ slug })}?page=${page}` : categoryPath({ slug }));

/**
 * The head of a category page for search engines and link previews: its title, description,
 * canonical address (with the page number) and trail; past the last page not to be listed.
 * Unknown or archived: NOT_FOUND.
 */
export async function categoryPage(db: Executor, structure: CatalogStructure, context: SeoContext, slug: string, page: number): Promise<DiscoveryPage> {
  const found = await getCategoryPage(db, structure, slug);
  const { category } = found;
  const result = await searchProducts(db, structure, { q: '', category: category.slug, page, pageSize: SEARCH_PAGE_SIZE });
  const steps = [...categorySteps(found.breadcrumbs), { name: category.name, path: categoryPath(category) }];
  const description = category.description.trim() || `${category.name}: ${category.productCount} products at ${context.shop.name}.`;
  const pageLabel = page > 1 ? ` (page ${page})` : '';
  const head: PageHead = {
    title: `${category.name}${pageLabel} · ${context.shop.name}`,
    description: summary(description),
    canonical: absoluteUrl(context, pagePath(category.slug, page)),
    ...(page > result.totalPages ? { robots: 'noindex, follow' } : {}),
    siteName: context.shop.name,
    locale: context.shop.locale,
    openGraph: { type: 'website', ...(result.items[0] ? { image: { url: absoluteUrl(context, result.items[0].image.src), alt: result.items[0].name } } : {}) },
    jsonLd: [breadcrumbList(context, steps)],
  };
  return { head, productIds: result.items.map((product) => product.id), list: true };
}
