import { categoryPath, productPath } from '../../shared/discovery.js';
import { legalPath, paths } from '../../shared/routes.js';
import { legalPageSlugs } from '../../shared/schemas/content.js';
import type { Executor } from '../db/database.js';
import { countLiveProducts, liveProductAddresses } from '../modules/catalog/catalog.service.js';
import type { CategoryTree } from '../modules/catalog/categories.service.js';
import { escapeHtml } from './html.js';

/** The sitemap protocol's limit of addresses in one file; more go into several files under a sitemap index. */
export const URLS_PER_SITEMAP = 50_000;

/** The pages that are always there, first in the sitemap (the legal pages of the footer last). */
export const FIXED_PAGES: readonly string[] = [paths.home, paths.allProducts, paths.blogs, paths.allReviews, ...legalPageSlugs.map(legalPath)];

export interface SitemapUrl {
  path: string;
  /** When the page's content last changed. */
  lastModified?: Date;
}

/** The sitemap files of the shop: one when everything fits, else `files` of at most `perFile` addresses. */
export interface SitemapPlan {
  urls: number;
  files: number;
}

/** How many addresses the sitemap holds: the fixed pages, every live category and every live product. */
export async function sitemapPlan(db: Executor, tree: CategoryTree, perFile = URLS_PER_SITEMAP): Promise<SitemapPlan> {
  const urls = FIXED_PAGES.length + tree.ordered.length + (await countLiveProducts(db));
  return { urls, files: Math.max(1, Math.ceil(urls / perFile)) };
}

/**
 * The addresses of sitemap file `file` (1-based): the fixed pages, then the live categories in
 * tree order, then the live products in id order (a stable order, so a product keeps its file
 * while others come and go). With the products it lists, for the catalog cache.
 */
export async function sitemapUrls(db: Executor, tree: CategoryTree, file: number, perFile = URLS_PER_SITEMAP): Promise<{ urls: SitemapUrl[]; productIds: string[] }> {
  const head: SitemapUrl[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...tree.ordered.map((category) => ({ path: categoryPath(category), lastModified: category.updatedAt })),
  ];
  const start = (file - 1) * perFile;
  const end = start + perFile;
  const fromHead = head.slice(start, end);
  const productOffset = Math.max(0, start - head.length);
  const productLimit = end - head.length - productOffset;
  const rows = productLimit > 0 ? await liveProductAddresses(db, productOffset, productLimit) : [];
  return {
    urls: [...fromHead, ...rows.map((row) => ({ path: productPath(row), lastModified: row.updatedAt }))],
    productIds: rows.map((row) => row.id),
  };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file (urlset) with absolute addresses. */
export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastModified ? `<lastmod>${url.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(origin + url.path)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Address of sitemap file `file` under the index. */
export function sitemapFilePath(file: number): string {
  return `/sitemap-${file}.xml`;
}

/** The sitemap index listing the files. */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeHtml(origin + sitemapFilePath(index + 1))}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
