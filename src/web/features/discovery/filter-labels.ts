import type { Facet } from '../../../shared/schemas/discovery';
import { rangeEnds, splitFilter } from './search-params';

/** "yes" / "no" of a yes-or-no attribute as people read it. */
export function choiceLabel(kind: Facet['kind'], value: string): string {
  if (kind !== 'boolean') return value;
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
}

/** A number range as text: "12–18 V", "from 12 V", "up to 18 V", "12 V". */
export function rangeLabel(value: string, unit: string): string {
  const [from, to] = rangeEnds(value);
  const withUnit = (text: string) => (unit && /\d$/.test(text) ? `${text} ${unit}` : text);
  if (from && to) return from === to ? withUnit(from) : `${from}–${withUnit(to)}`;
  if (from) return `from ${withUnit(from)}`;
  return `up to ${withUnit(to)}`;
}

/** A price range of the URL as text ("$10.00–$50.00", "from $10.00", "up to $50.00"); a range not typed as amounts stays as typed. */
export function priceRangeLabel(value: string, formatMoney: (cents: number) => string): string {
  const [from, to] = rangeEnds(value);
  const money = (text: string) => {
    const typed = text.trim().replace(/^\p{Sc}\s*/u, '').replace(/,/g, '');
    return /^\d+(?:\.\d{1,2})?$/.test(typed) ? formatMoney(Math.round(Number(typed) * 100)) : text;
  };
  if (from && to) return from === to ? money(from) : `${money(from)}–${money(to)}`;
  if (from) return `from ${money(from)}`;
  return `up to ${money(to)}`;
}

/** How an active filter reads in the list of chosen filters: "Voltage: 12–18 V", "Cordless: Yes". */
export function activeFilterLabel(filter: string, facets: readonly Facet[]): string {
  const parts = splitFilter(filter);
  if (!parts) return filter;
  const facet = facets.find((candidate) => candidate.key === parts.key);
  if (!facet) return `${parts.key}: ${parts.value}`;
  const value = facet.kind === 'number' ? rangeLabel(parts.value, facet.unit) : choiceLabel(facet.kind, parts.value);
  return `${facet.label}: ${value}`;
}
