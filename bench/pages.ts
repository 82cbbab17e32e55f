import { SEARCH_PAGE_SIZE } from '../src/shared/discovery.js';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../src/shared/product-reviews.js';
import { loadTest, type LoadResult } from './lib/load.js';
import { atLeast, compared, type BenchRow } from './lib/report.js';

export interface PagesOptions {
  shopUrl: string;
  /** e.g. "PGlite" or "PostgreSQL, 100 000 products" */
  label: string;
  connections: number;
  durationSeconds: number;
  /** Turns of (API answers, pages); the better of each side's turns counts. */
  rounds: number;
}

export interface PagesFigures {
  pages: LoadResult;
  answers: LoadResult;
}

/** Products whose pages are read in turn: more than a visitor's session, fewer than the catalog cache keeps. */
const PRODUCT_PAGES = 240;

interface ProductList {
  items: { id: string; slug: string }[];
  totalPages: number;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The API answers a page is drawn from, as its render asks them (besides the shop's configuration,
 * which every page shares): a browser drawing the page itself would need all of them.
 */
const productAnswers = (product: { id: string; slug: string }) => [
  `/api/products/${product.slug}`,
  `/api/products/${product.id}/reviews?page=1&pageSize=${PRODUCT_REVIEWS_PAGE_SIZE}`,
  `/api/products/${product.slug}/related`,
];
const categoryAnswers = (slug: string) => [`/api/categories/${slug}`, `/api/search?category=${encodeURIComponent(slug)}&page=1&pageSize=${SEARCH_PAGE_SIZE}`];

/**
 * The public pages the server renders (decision 0015), many different ones in turn: product pages
 * and category pages, against the JSON answers the same pages are drawn from, asked in turn the
 * same way in the same run. Both sides are asked as a browser asks (compressed), and both come
 * from the catalog cache once asked: what is compared is a page against the answers it replaces.
 */
export async function benchPages(options: PagesOptions): Promise<{ rows: BenchRow[]; figures: PagesFigures }> {
  const products: ProductList['items'] = [];
  for (let page = 1; products.length < PRODUCT_PAGES; page += 1) {
    const list = await json<ProductList>(`${options.shopUrl}/api/products?page=${page}&pageSize=48`);
    products.push(...list.items);
    if (page >= list.totalPages) break;
  }
  const { categories } = await json<{ categories: { slug: string }[] }>(`${options.shopUrl}/api/categories`);
  const shown = products.slice(0, PRODUCT_PAGES);
  const pagePaths = [...shown.map((product) => `/product/${product.slug}`), ...categories.map((category) => `/category/${category.slug}`)];
  const answerPaths = [...shown.flatMap(productAnswers), ...categories.flatMap((category) => categoryAnswers(category.slug))];
  // Each page's main answer alone (the product's details, the category's products): always kept by the catalog cache, as the page is.
  const mainPaths = [...shown.map((product) => productAnswers(product)[0]!), ...categories.map((category) => categoryAnswers(category.slug)[1]!)];
  const first = await fetch(`${options.shopUrl}${pagePaths[0]}`);
  if (!first.ok || !(await first.text()).includes('id="page-data"')) throw new Error('The shop does not render its public pages: build it with npm run build');
  for (const path of answerPaths.slice(0, 3)) await json(`${options.shopUrl}${path}`);

  const run = (paths: string[], durationSeconds = options.durationSeconds) =>
    loadTest({ url: options.shopUrl, connections: options.connections, durationSeconds, paths, headers: { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' } });
  // Every page and answer asked once first, four at a time, as their first visitors would: the
  // renders and first answers are not what is measured (a catalog of 100,000 products has more
  // pages to render first in the same time). Then both are warmed (JIT, pools).
  const queue = [...answerPaths, ...pagePaths];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await (await fetch(`${options.shopUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
  }));
  await run(answerPaths, 2);
  await run(pagePaths, 2);
  const best = (rounds: LoadResult[]) => rounds.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const answerRounds: LoadResult[] = [];
  const mainRounds: LoadResult[] = [];
  const pageRounds: LoadResult[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    answerRounds.push(await run(answerPaths));
    mainRounds.push(await run(mainPaths));
    pageRounds.push(await run(pagePaths));
  }
  const answers = best(answerRounds);
  const main = best(mainRounds);
  const pages = best(pageRounds);
  const answersPerPage = answerPaths.length / pagePaths.length;
  const section = `Rendered pages (${options.label})`;
  const failures = pages.failures > 0 ? `${pages.failures} failed answers` : undefined;
  const route = `${shown.length} product and ${categories.length} category pages in turn`;
  return {
    rows: [
      {
        ...compared(section, `${route}: pages/s ÷ the same pages' JSON answers/s`, 'pages/s', pages.requestsPerSecond, { label: 'pages drawn from JSON', value: answers.requestsPerSecond / answersPerPage }, atLeast(0.5)),
        note: `${answersPerPage.toFixed(2)} JSON answers a page${failures ? `; ${failures}` : ''}`,
      },
      {
        ...compared(section, `${route}: req/s ÷ each page's main JSON answer alone`, 'req/s', pages.requestsPerSecond, { label: 'main JSON answers', value: main.requestsPerSecond }),
        note: 'both kept by the catalog cache: what a page costs over a small answer is its bytes (about 11 kB compressed against 1 kB)',
      },
      compared(section, `${route}: p50`, 'ms', pages.p50Ms, { label: 'JSON answers', value: answers.p50Ms }),
      compared(section, `${route}: p99`, 'ms', pages.p99Ms, { label: 'JSON answers', value: answers.p99Ms }),
    ],
    figures: { pages, answers },
  };
}
