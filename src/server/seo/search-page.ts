import { paths } from '../../shared/routes.js';
import type { SearchQuery } from '../../shared/schemas/discovery.js';
import type { Executor } from '../db/database.js';
import type { CatalogStructure } from '../modules/catalog/catalog-structure.js';
import { searchProducts } from '../modules/catalog/search.service.js';
import type { DiscoveryPage } from './discovery-page.js';
import type { PageHead } from './page-head.js';
import { absoluteUrl, type SeoContext } from './seo-context.js';

/** The canonical address of a search: its words only (filters, sort and page are views of it). */
export function searchCanonicalPath(q: string): string {
  return q ? `${paths.search}?${new URLSearchParams({ q }).toString()}` : paths.search;
}

/**
 * The head of a search landing page (/search?q=…) for search engines and link previews: its
 * title and description say what was searched and how much was found. Never for listing (noindex): anyone can
 * write any words into the address, and a listed page would carry them into search engines'
 * results under the shop's name; its links (the products) may be followed.
 */
export async function searchPage(db: Executor, structure: CatalogStructure, context: SeoContext, query: SearchQuery): Promise<DiscoveryPage> {
  const result = await searchProducts(db, structure, query);
  const heading = query.q ? `Search results for “${query.q}”` : 'Search';
  const found = `${result.total} ${result.total === 1 ? 'product' : 'products'} found`;
  const head: PageHead = {
    title: `${heading} · ${context.shop.name}`,
    description: query.q ? `${found} for “${query.q}” at ${context.shop.name}.` : `Search the tools and parts of ${context.shop.name} by name, part number or brand.`,
    canonical: absoluteUrl(context, searchCanonicalPath(query.q)),
    robots: 'noindex, follow',
    siteName: context.shop.name,
    locale: context.shop.locale,
    openGraph: { type: 'website' },
    jsonLd: [],
  };
  return { head, productIds: [...result.items, ...result.nearest].map((product) => product.id), list: true };
}
