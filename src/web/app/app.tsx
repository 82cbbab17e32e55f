import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { onUnauthorized, queryClient } from '../lib/query-client';
import { redirectToLogin } from './redirect-to-login';
import { getRouter } from './router';

/** Providers around the router. Toasts use react-hot-toast's defaults (SPEC §1). */
export function App() {
  const router = getRouter();
  // A 401 from any query or mutation sends the person to the login page (lib/query-client.ts).
  useEffect(() => onUnauthorized(() => redirectToLogin(router)), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" />
    </QueryClientProvider>
  );
}
