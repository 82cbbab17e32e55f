import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { ShopConfig } from '../shared/schemas/shop';
import { AppProviders } from './app/app-providers';
import { ROOT_ROUTE_ID, routes } from './app/router';
import { collectDocumentTitle } from './lib/use-document-title';
import { queryClient } from './lib/query-client';
import { shopConfigQuery } from './lib/use-shop-config';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The title the page sets (document.title in the browser). */
  title: string;
}

/**
 * The root loader asks the API for the shop configuration and the session; at build time the
 * configuration is handed in and the session is unknown (the page shows that state, as the
 * browser's first render does), so the build render runs without it.
 */
const buildRoutes: RouteObject[] = routes.map((route) => (route.id === ROOT_ROUTE_ID ? { ...route, loader: undefined } : route));

/**
 * Renders one public page at build time (scripts/prerender-web.ts), the way the browser's first
 * render will draw it: data from the API in its loading state, nobody signed in yet.
 */
export async function renderPage(pathname: string, shop: ShopConfig): Promise<RenderedPage> {
  queryClient.setQueryData(shopConfigQuery.queryKey, shop);
  const handler = createStaticHandler(buildRoutes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answers with a redirect (${context.status}); only pages can be prerendered`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let title = `${shop.name}`;
  collectDocumentTitle((pageTitle) => (title = pageTitle));
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return { html, title };
  } finally {
    collectDocumentTitle(undefined);
  }
}
