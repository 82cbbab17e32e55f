import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { onUnauthorized, queryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { redirectToLogin } from './redirect-to-login';
import type { AppRouter } from './router';

/** The shop in the browser: providers around the router. */
export function App({ router }: { router: AppRouter }) {
  // A 401 from any query or mutation sends the person to the login page (lib/query-client.ts).
  useEffect(() => onUnauthorized(() => redirectToLogin(router)), [router]);
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
