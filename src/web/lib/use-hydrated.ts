import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server-rendered HTML (on the server and during hydration), true once
 * React runs it. Until then the page's controls are disabled (the layout's fieldset around the
 * page; aria-disabled on a control of the navbar), instead of swallowing a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
