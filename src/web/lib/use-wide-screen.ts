import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here on the filters are a sidebar beside the results. */
const QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True on screens of 1024 px and wider. A page rendered ahead (no screen) takes the wide layout,
 * which CSS hides on phones until the browser knows better.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
