import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The group around the page's own content. While the page is still the server's HTML, its
 * controls (filters, sort, quantity, buttons) say they are not ready (aria-disabled on the group)
 * and take no pointer events, so a tick or a click before the app runs is not half done (a box
 * ticked that filters nothing): they come to life, unchanged in look, as the app takes the page
 * over. Links work all along.
 *
 * Its own component with the page as `children`: when the app has taken over, only this group
 * renders again, not the page inside it (which would be one long task on a slow phone).
 */
export function PageGroup({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset aria-disabled={hydrated ? undefined : true} className="contents aria-disabled:[&_:is(button,input,select,textarea,label)]:pointer-events-none">
      {children}
    </fieldset>
  );
}
