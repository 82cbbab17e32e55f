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
 * The public pages the server renders (decision 0015), many different ones in turn: product pages
 * and category pages, against the JSON answers the same pages are made of (the product's details,
 * the category's first page of products), asked in turn the same way in the same run.
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
  const answerPaths = [...shown.map((product) => `/api/products/${product.id}`), ...categories.map((category) => `/api/search?category=${encodeURIComponent(category.slug)}`)];
  const first = await fetch(`${options.shopUrl}${pagePaths[0]}`);
  if (!first.ok || !(await first.text()).includes('id="page-data"')) throw new Error('The shop does not render its public pages: build it with npm run build');

  const run = (paths: string[], durationSeconds = options.durationSeconds) => loadTest({ url: options.shopUrl, connections: options.connections, durationSeconds, paths, // As a browser asks: compressed answers (kept compressed with the answer, http/cached-answer.ts).
    headers: { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' } });
  // Warm both (JIT, pools) before measuring; the pages' first renders happen here as for the first visitors.
  await run(answerPaths, 2);
  await run(pagePaths, 2);
  const best = (rounds: LoadResult[]) => rounds.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const answerRounds: LoadResult[] = [];
  const pageRounds: LoadResult[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    answerRounds.push(await run(answerPaths));
    pageRounds.push(await run(pagePaths));
  }
  const answers = best(answerRounds);
  const pages = best(pageRounds);
  const section = `Rendered pages (${options.label})`;
  const failures = pages.failures > 0 ? `${pages.failures} failed answers` : undefined;
  const route = `${shown.length} product and ${categories.length} category pages in turn`;
  return {
    rows: [
      { ...compared(section, `${route}: req/s ÷ their JSON answers`, 'req/s', pages.requestsPerSecond, { label: 'JSON answers', value: answers.requestsPerSecond }, atLeast(0.5)), note: failures },
      compared(section, `${route}: p50`, 'ms', pages.p50Ms, { label: 'JSON answers', value: answers.p50Ms }),
      compared(section, `${route}: p99`, 'ms', pages.p99Ms, { label: 'JSON answers', value: answers.p99Ms }),
    ],
    figures: { pages, answers },
  };
}
