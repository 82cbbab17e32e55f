import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the prerendered HTML (on the server and during hydration), true once
 * React runs it. A control that needs JavaScript to work says it is not ready yet until then
 * (aria-disabled), instead of swallowing a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
