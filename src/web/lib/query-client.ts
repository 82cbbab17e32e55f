import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the whole app, with TanStack Query's defaults (SPEC §1): 3 retries with
 * exponential back-off (1 s doubling, at most 30 s), 5-minute cache, refetch on window focus and
 * on reconnect. Creating it touches no browser globals.
 */
export const queryClient = new QueryClient();
