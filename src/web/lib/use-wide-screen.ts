import { useMediaQuery } from './use-media-query';

/**
 * True on screens of 1024 px and wider (Tailwind's `lg`: the filters are a sidebar beside the
 * results). A page rendered ahead takes the wide layout, which CSS hides on phones until the
 * browser knows better.
 */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 1024px)', true);
}
