import { useMediaQuery } from './use-media-query';

/** True when the visitor asked the system for less motion. Server render: false. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
