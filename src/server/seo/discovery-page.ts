import type { PageHead } from './page-head.js';

/** A discovery page rendered on the server, with what it was made of (for the catalog cache). */
export interface DiscoveryPage {
  head: PageHead;
  /** Plain HTML of the content, written inside #root of the app shell. */
  content: string;
  /** The products whose data the page shows: a change to one of them makes it stale. */
  productIds: string[];
  /** Its membership depends on every product (category pages, search results). */
  list: boolean;
}
