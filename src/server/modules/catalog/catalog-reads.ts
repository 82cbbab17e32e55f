import { AsyncLocalStorage } from 'node:async_hooks';
import type { CatalogAnswer } from './catalog-cache.js';

/**
 * What a piece of work read from the catalog cache, and so what it is made of: a page the server
 * renders (src/server/pages) is kept as long as the answers it was drawn from.
 */
export interface CatalogReads {
  /** How many catalog answers were read. */
  answers: number;
  /** One of them was a list page (its membership depends on every product). */
  list: boolean;
  /** The products their data shows, in lower case. */
  productIds: Set<string>;
}

const current = new AsyncLocalStorage<CatalogReads>();

export function noCatalogReads(): CatalogReads {
  return { answers: 0, list: false, productIds: new Set() };
}

/** Runs `work`, noting into `reads` every catalog answer read on its behalf (across awaits). */
export function noteCatalogReads<T>(reads: CatalogReads, work: () => T): T {
  return current.run(reads, work);
}

/** The catalog cache tells of each answer it gives; outside `noteCatalogReads` nobody listens. */
export function catalogAnswerRead(answer: CatalogAnswer): void {
  const reads = current.getStore();
  if (!reads) return;
  reads.answers += 1;
  if (answer.list) reads.list = true;
  for (const id of answer.productIds) reads.productIds.add(id.toLowerCase());
}
