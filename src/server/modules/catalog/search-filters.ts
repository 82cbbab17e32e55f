import { AppError } from '../../../shared/errors.js';
import { searchMessages } from '../../../shared/discovery.js';
import { parseQuantity } from '../../../shared/units.js';
import type { FilterableAttribute } from './attributes.service.js';

/** One specification filter of a search, checked against what the attribute is. */
export type SearchFilter =
  | { kind: 'number'; key: string; min: number | null; max: number | null }
  | { kind: 'choice'; key: string; values: string[] }
  | { kind: 'boolean'; key: string; value: boolean };

function badFilter(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'f', message }] });
}

function bound(text: string, attribute: FilterableAttribute): number | null {
  if (text.trim() === '') return null;
  const parsed = parseQuantity(text, attribute.unit ?? 'V');
  if (!parsed.ok) throw badFilter(`${attribute.label}: ${parsed.message}`);
  return parsed.value;
}

/** The unit written after a number ("kW" of "2 kW"), or '' for a bare number. */
function writtenUnit(text: string): string {
  return /^\s*-?[\d.,]+\s*(\S*)\s*$/u.exec(text)?.[1] ?? '';
}

/** A bare bound takes the unit of the other one: "1..2 kW" is 1 kW to 2 kW, as people mean it. */
function withUnitOf(text: string, other: string | undefined): string {
  if (other === undefined || text.trim() === '' || writtenUnit(text) !== '' || !/^\s*-?[\d.,]+\s*$/u.test(text)) return text;
  const unit = writtenUnit(other);
  return unit === '' ? text : `${text.trim()} ${unit}`;
}

function numberFilter(attribute: FilterableAttribute, value: string): SearchFilter {
  const [from = '', to, ...rest] = value.split('..');
  if (rest.length > 0) throw badFilter(`${attribute.label}: a range is written from..to, for example 12..18`);
  const min = bound(withUnitOf(from, to), attribute);
  const max = to === undefined ? min : bound(withUnitOf(to, from), attribute);
  if (min === null && max === null) throw badFilter(`${attribute.label}: give a lowest or a highest value`);
  if (min !== null && max !== null && min > max) throw badFilter(`${attribute.label}: the lowest value is above the highest`);
  return { kind: 'number', key: attribute.key, min, max };
}

/**
 * Reads the `f` parameters (`voltage:12..18`, `ip-rating:IP65`, `cordless:yes`). Several values of
 * one choice mean any of them; a number or yes/no attribute is filtered once. Unknown names,
 * wrong units and upside-down ranges are refused with a message that names them.
 */
export function parseSearchFilters(params: readonly string[], attributes: ReadonlyMap<string, FilterableAttribute>): SearchFilter[] {
  const filters = new Map<string, SearchFilter>();
  for (const param of params) {
    const colon = param.indexOf(':');
    // A NUL cannot be stored in text, so no value holds one; the database would refuse the statement.
    if (colon < 1 || param.includes('\u0000')) throw badFilter(searchMessages.filterShape);
    const key = param.slice(0, colon);
    const value = param.slice(colon + 1);
    const attribute = attributes.get(key);
    if (!attribute) throw badFilter(`There is no filter named ${key.slice(0, 40)}`);
    const previous = filters.get(key);
    if (attribute.kind === 'choice') {
      const values = previous?.kind === 'choice' ? previous.values : [];
      filters.set(key, { kind: 'choice', key, values: [...values, value] });
      continue;
    }
    if (previous) throw badFilter(`${attribute.label} is filtered twice`);
    if (attribute.kind === 'number') filters.set(key, numberFilter(attribute, value));
    else if (value === 'yes' || value === 'no') filters.set(key, { kind: 'boolean', key, value: value === 'yes' });
    else throw badFilter(`${attribute.label} is filtered by yes or no`);
  }
  return [...filters.values()];
}
