import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { PAGE_DATA_ID } from '../../shared/page-render';
import { queryClient } from '../lib/query-client';
import { shopConfigQuery } from '../lib/use-shop-config';
import { ROOT_ROUTE_ID } from './router';

/**
 * Puts the data the server rendered the page with (beside #root, src/server/pages) into the query
 * cache, as fetched now: the server may have kept the page a while, and a query must be as fresh
 * (or stale) in the browser's first render as it was in the server's, or the markup would differ.
 */
export function takeServerData(): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) query.state = { ...query.state, dataUpdatedAt: now };
  hydrate(queryClient, state);
  element.remove();
}

/**
 * Makes the browser ready to take over a page the server rendered, so its first render matches
 * the HTML exactly: the code of the page's lazy routes is loaded (the router would otherwise show
 * its loading state) and the shop configuration is in the query cache. Who is signed in is
 * deliberately not asked yet: the HTML shows the "session unknown" state, and so must the first
 * render; the navbar asks once it is on screen.
 */
export async function prepareHydration(routes: RouteObject[], location: Location): Promise<HydrationState> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all([
    queryClient.ensureQueryData(shopConfigQuery),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  ]);
  // The root loader only fills the query cache, which is done above.
  return { loaderData: { [ROOT_ROUTE_ID]: null } };
}
