import type { PageHead } from './page-head.js';

/** The head of a page the server renders, with the products it names (for the catalog cache). */
export interface DiscoveryPage {
  head: PageHead;
  /** The products whose data the head shows: a change to one of them makes it stale. */
  productIds: string[];
  /** Its membership depends on every product (category pages, search results). */
  list: boolean;
}
