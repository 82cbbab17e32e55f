import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router';
import type { PageRenderer, RenderedPage } from '../shared/page-render';
import type { ShopConfig } from '../shared/schemas/shop';
import { AppProviders } from './app/app-providers';
import { ROOT_ROUTE_ID, routes } from './app/router';
import { sendApiRequestsWith, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { sessionKey } from './lib/session';
import { collectDocumentTitle } from './lib/use-document-title';
import { shopConfigQuery } from './lib/use-shop-config';

/**
 * The server's render of a page (src/server/pages): the same routes and components as the
 * browser, with the data of the page's queries fetched before the HTML is written and handed to
 * the browser with it, so that it hydrates the page as it is instead of drawing it again.
 */

/**
 * The root loader asks the API for the shop configuration and the session; the server hands the
 * configuration in and renders for any visitor (nobody signed in yet, as the browser's first render
 * shows), so its render runs without it.
 */
const serverRoutes: RouteObject[] = routes.map((route) => (route.id === ROOT_ROUTE_ID ? { ...route, loader: undefined } : route));

/**
 * Rounds of render-then-fetch: a page's queries show up when it renders, and some only once the
 * data of another is there (a category's products after the category). Pages need two or three.
 */
const MAX_ROUNDS = 4;

/**
 * The queries the server answers: the shop's public data. Never who is signed in or their own data
 * (the page is the same for every visitor and kept for all of them); those are asked by the browser.
 */
function isForEveryone(query: Query): boolean {
  return query.queryKey[0] !== sessionKey[0] && query.meta?.private !== true;
}

/** A query the page has rendered and is waiting for: not fetched yet, not switched off. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || !isForEveryone(query)) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * React puts the resource hints it finds while rendering (`<link rel="preload" as="image">` for the
 * first images) in front of the markup. The HTML has those images in it anyway, where the browser
 * finds them at once, and hydration must not meet the hints: they are dropped.
 */
function withoutHints(html: string): string {
  return html.replace(/^(<link [^>]*\/?>)+/, '');
}

function draw(client: QueryClient, context: StaticHandlerContext, dataRoutes: RouteObject[], shop: ShopConfig): { html: string; title: string } {
  const router = createStaticRouter(dataRoutes, context);
  let title = shop.name;
  collectDocumentTitle((pageTitle) => (title = pageTitle));
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return { html: withoutHints(html), title };
  } finally {
    collectDocumentTitle(undefined);
  }
}

/**
 * Makes the renderer. `transport` answers the API requests of the page's queries; the server hands
 * in one that finds the request being rendered and answers in process.
 */
export function createPageRenderer(transport: ApiTransport): PageRenderer {
  sendApiRequestsWith(transport);
  const handler = createStaticHandler(serverRoutes);

  return async function renderPage(url: string, shop: ShopConfig): Promise<RenderedPage> {
    const client = createQueryClient();
    // A failed request shows the page's error state at once; the browser asks again itself.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    client.setQueryData(shopConfigQuery.queryKey, shop);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    if (context.errors) return { kind: 'failed' };

    let page = draw(client, context, handler.dataRoutes, shop);
    for (let round = 1; round < MAX_ROUNDS; round += 1) {
      const waiting = client.getQueryCache().findAll({ predicate: isWaiting });
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      page = draw(client, context, handler.dataRoutes, shop);
    }
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return { kind: 'failed' };
    const data = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isForEveryone(query) });
    client.clear();
    return { kind: 'page', html: page.html, title: page.title, data };
  };
}
