import type { SearchFilter } from './search-filters.js';
import type { SearchIndexStore } from './search-index-store.js';
import { BOOLEAN, CODE_FIELDS, GROUP } from './search-index-values.js';

/**
 * The specification filters of a search, ready for a pass over packed values (search-index-store.ts):
 * per key number the filter's bit; per filter its kind and bounds; for choices, the facet groups it lets through.
 */
export interface PreparedFilters {
  bitOfKey: Int32Array;
  every: number;
  kind: Uint8Array;
  low: Float64Array;
  high: Float64Array;
  yes: Uint8Array;
  choiceGroups: Uint8Array;
}

const NUMBER_FILTER = 0;
const CHOICE_FILTER = 1;
const BOOLEAN_FILTER = 2;

export function prepareFilters(store: SearchIndexStore, filters: readonly SearchFilter[]): PreparedFilters {
  const prepared: PreparedFilters = {
    bitOfKey: new Int32Array(store.keyCount),
    every: filters.length === 0 ? 0 : (2 ** filters.length - 1) | 0,
    kind: new Uint8Array(filters.length),
    low: new Float64Array(filters.length),
    high: new Float64Array(filters.length),
    yes: new Uint8Array(filters.length),
    choiceGroups: new Uint8Array(store.groups.length),
  };
  filters.forEach((filter, i) => {
    const key = store.keyNumber(filter.key);
    if (key >= 0) prepared.bitOfKey[key] = 1 << i;
    if (filter.kind === 'number') {
      prepared.kind[i] = NUMBER_FILTER;
      prepared.low[i] = filter.min ?? Number.NEGATIVE_INFINITY;
      prepared.high[i] = filter.max ?? Number.POSITIVE_INFINITY;
    } else if (filter.kind === 'boolean') {
      prepared.kind[i] = BOOLEAN_FILTER;
      prepared.yes[i] = filter.value ? 1 : 0;
    } else {
      prepared.kind[i] = CHOICE_FILTER;
      store.groups.forEach((group, number) => {
        if (group.key === filter.key && group.kind === 'choice' && filter.values.includes(group.value)) prepared.choiceGroups[number] = 1;
      });
    }
  });
  return prepared;
}

/** Whether packed value `at` (of `PackedValues`' `codes` and `numbers`) passes filter `i` (as the database's `exists` checks one value row). */
export function passesFilter(filters: PreparedFilters, i: number, codes: Int32Array, numbers: Float64Array, at: number): boolean {
  const kind = filters.kind[i];
  if (kind === CHOICE_FILTER) {
    const group = codes[at * CODE_FIELDS + GROUP]!;
    return group >= 0 && filters.choiceGroups[group] === 1;
  }
  if (kind === BOOLEAN_FILTER) return codes[at * CODE_FIELDS + BOOLEAN] === filters.yes[i];
  const number = numbers[at]!;
  return number >= filters.low[i]! && number <= filters.high[i]!;
}

