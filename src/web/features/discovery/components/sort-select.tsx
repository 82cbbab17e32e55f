import { useId } from 'react';
import { SEARCH_SORTS, sortLabels, type SearchSort } from '../../../../shared/discovery';

/** "Sort by": best match (only when there are words to match), newest, price both ways. */
export function SortSelect({ value, withRelevance, onChange }: { value: SearchSort; withRelevance: boolean; onChange: (sort: SearchSort) => void }) {
  const id = useId();
  const sorts = SEARCH_SORTS.filter((sort) => withRelevance || sort !== 'relevance');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only text-sm font-medium whitespace-nowrap sm:not-sr-only">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-9 max-w-40 rounded-field sm:max-w-none border border-base-300 bg-base-100 px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
