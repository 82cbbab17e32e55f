import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { queryClient } from '../lib/query-client';
import { shopConfigQuery } from '../lib/use-shop-config';
import { ROOT_ROUTE_ID } from './router';

/**
 * Makes the browser ready to take over a page that was rendered at build time, so its first
 * render matches the HTML exactly: the code of the page's lazy routes is loaded (the router would
 * otherwise show its loading state) and the shop configuration is in the query cache. Who is
 * signed in is deliberately not asked yet: the HTML shows the "session unknown" state, and so
 * must the first render; the navbar asks once it is on screen.
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
