import { categoryPath, SEARCH_PAGE_SIZE } from '../../shared/discovery.js';
import type { Executor } from '../db/database.js';
import { getCategoryPage } from '../modules/catalog/categories.service.js';
import type { CatalogStructure } from '../modules/catalog/catalog-structure.js';
import { searchProducts } from '../modules/catalog/search.service.js';
import { breadcrumbList, breadcrumbNav, categorySteps } from './breadcrumbs.js';
import type { DiscoveryPage } from './discovery-page.js';
import { escapeHtml, summary } from './html.js';
import type { PageHead } from './page-head.js';
import { SERVER_PAGE_CLASS } from './page-style.js';
import { productList } from './product-list.js';
import { absoluteUrl, type SeoContext } from './seo-context.js';

/** `?page=2` of a category; anything that is not a page number is the first page. */
export function pageNumber(value: unknown): number {
  const text = typeof value === 'string' ? value : '';
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 ? page : 1;
}

const pagePath = (slug: string, page: number) => (page > 1 ? `${categoryPath({ slug })}?page=${page}` : categoryPath({ slug }));

/**
 * A category page for search engines and link previews: its trail, name, description,
 * subcategories and one page of its products (newest first, as the category page lists them),
 * with links to the neighbouring pages. Unknown or archived: NOT_FOUND.
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
  const children = found.children.length
    ? `<h2>Subcategories</h2><ul aria-label="Subcategories">${found.children.map((child) => `<li><a href="${escapeHtml(categoryPath(child))}">${escapeHtml(child.name)}</a> (${child.productCount})</li>`).join('')}</ul>`
    : '';
  const neighbours = [
    page > 1 ? `<a href="${escapeHtml(pagePath(category.slug, page - 1))}" rel="prev">Previous page</a>` : '',
    page < result.totalPages ? `<a href="${escapeHtml(pagePath(category.slug, page + 1))}" rel="next">Next page</a>` : '',
  ].filter(Boolean);
  const content = [
    `<main class="${SERVER_PAGE_CLASS}">`,
    breadcrumbNav(steps),
    `<h1>${escapeHtml(category.name)}</h1>`,
    category.description ? `<p>${escapeHtml(category.description)}</p>` : '',
    children,
    `<h2>Products</h2><p>${result.total} ${result.total === 1 ? 'product' : 'products'}${pageLabel}</p>`,
    productList(context, `Products in ${category.name}`, result.items),
    neighbours.length ? `<nav aria-label="Pages">${neighbours.join(' ')}</nav>` : '',
    '</main>',
  ].join('');
  return { head, content, productIds: result.items.map((product) => product.id), list: true };
}
