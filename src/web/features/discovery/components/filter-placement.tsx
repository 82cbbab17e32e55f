import type { ReactNode } from 'react';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { FilterSheet, type FilterSheetProps } from './filter-sheet';

interface FilterPlacementProps {
  /** The filters themselves, drawn once by the results. */
  panel: ReactNode;
  headingId: string;
  sheet: Omit<FilterSheetProps, 'children'>;
}

/**
 * Where the filters go: a sidebar beside the results on wide screens, a sheet behind the
 * "Filters" button on phones. A server-rendered page takes the wide layout (CSS hides it on
 * phones), and a phone moves the filters into the sheet as soon as the app runs. That move is its
 * own component so that it re-renders the filters only, not the product cards beside them (on a
 * slow phone, the whole results at once were one long task right after the page started).
 */
export function FilterPlacement({ panel, headingId, sheet }: FilterPlacementProps) {
  const wide = useWideScreen();
  return (
    <>
      <section aria-labelledby={headingId} className="hidden lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block">
        <h2 id={headingId} className="sr-only">
          Filters
        </h2>
        {wide && panel}
      </section>
      {!wide && <FilterSheet {...sheet}>{panel}</FilterSheet>}
    </>
  );
}
