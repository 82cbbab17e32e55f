import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server-rendered HTML (on the server and during hydration), true once
 * React runs it. Until then the page's controls say they are not ready (aria-disabled, on the
 * layout's group around the page and on the navbar's buttons) instead of swallowing a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
