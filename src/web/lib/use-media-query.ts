import { useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, following it as it changes. A page rendered ahead
 * (no screen) takes `whenRenderedAhead`, and the browser's answer follows right after.
 */
export function useMediaQuery(query: string, whenRenderedAhead: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => whenRenderedAhead,
  );
}
