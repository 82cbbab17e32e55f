import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { getRouter } from './router';

/** Providers around the router. Toasts use react-hot-toast's defaults (SPEC §1). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={getRouter()} />
      <Toaster position="top-center" />
    </QueryClientProvider>
  );
}
