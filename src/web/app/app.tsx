import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { onUnauthorized, queryClient } from '../lib/query-client';
import { DeferredToaster } from './deferred-toaster';
import { redirectToLogin } from './redirect-to-login';
import { getRouter } from './router';

/** Providers around the router. Toasts use react-hot-toast's defaults (SPEC §1), loaded when first needed. */
export function App() {
  const router = getRouter();
  // A 401 from any query or mutation sends the person to the login page (lib/query-client.ts).
  useEffect(() => onUnauthorized(() => redirectToLogin(router)), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
