import type { ShopConfig } from './schemas/shop.js';

/**
 * What the server's render of a page gives back (src/web/render-page.tsx, used by
 * src/server/pages): the page, or why there is none.
 */
export type RenderedPage =
  | {
      kind: 'page';
      /** The markup that goes inside #root. */
      html: string;
      /** The title the page sets (document.title in the browser). */
      title: string;
      /** The page's query data (TanStack Query's dehydrated state), for the browser to hydrate with. */
      data: unknown;
    }
  /** The address answers with a redirect. */
  | { kind: 'redirect'; status: number; location: string }
  /** The page or one of its data requests failed (an unknown product, the API down): the browser draws it itself. */
  | { kind: 'failed' };

/** Renders the page at `url` (absolute) for any visitor: nobody signed in, no choice made yet. */
export type PageRenderer = (url: string, shop: ShopConfig) => Promise<RenderedPage>;

/** The id of the element that carries the page's data (application/json) beside #root. */
export const PAGE_DATA_ID = 'page-data';
