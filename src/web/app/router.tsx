import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../../shared/routes';
import { queryClient } from '../lib/query-client';
import { shopConfigQuery } from '../lib/use-shop-config';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route module loaded on demand (its own chunk); the module default-exports the page. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** Pages inside the layout. Adding a page is one line here (SPEC §2 lists the rest). */
const pages: RouteObject[] = [
  { index: true, lazy: page(() => import('./home-page')) },
  { path: paths.allProducts, lazy: page(() => import('../features/catalog/pages/all-products-page')) },
  { path: paths.allReviews, lazy: page(() => import('../features/reviews/pages/all-reviews-page')) },
  { path: '*', lazy: page(() => import('./not-found-page')) },
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    // The shop configuration (brand, currency …) is needed by the layout and every page.
    loader: async () => {
      await queryClient.ensureQueryData(shopConfigQuery);
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: PageLoading,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** The one browser router, created on first use (not at import, so nothing touches `window` early). */
export function getRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}
