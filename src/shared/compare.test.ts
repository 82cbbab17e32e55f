import { describe, expect, it } from 'vitest';
import { comparedIds, comparePath, differs, emptyComparison, MAX_COMPARED, parseComparison, withoutProduct, withProduct, type Comparison } from './compare.js';

const drill = (n: number) => ({ id: `drill-${n}`, name: `Drill ${n}`, categoryId: 'drills' });
const cable = { id: 'cable-1', name: 'Cable', categoryId: 'cable' };

function built(count: number): Comparison {
  let comparison = emptyComparison;
  for (let n = 1; n <= count; n += 1) comparison = withProduct(comparison, drill(n)).comparison;
  return comparison;
}

describe('a comparison of products', () => {
  it('takes products of one category, each once, at most four', () => {
    const two = built(2);
    expect(two).toEqual({ categoryId: 'drills', products: [drill(1), drill(2)] });
    expect(withProduct(two, drill(1))).toEqual({ comparison: two, outcome: 'already' });
    expect(withProduct(two, cable)).toEqual({ comparison: two, outcome: 'other-category' });
    const full = built(MAX_COMPARED);
    expect(full.products).toHaveLength(4);
    expect(withProduct(full, drill(5))).toEqual({ comparison: full, outcome: 'full' });
  });

  it('starts again in any category once emptied', () => {
    const emptied = withoutProduct(withoutProduct(built(2), 'drill-1'), 'drill-2');
    expect(emptied).toEqual(emptyComparison);
    expect(withProduct(emptied, cable)).toEqual({ comparison: { categoryId: 'cable', products: [cable] }, outcome: 'added' });
  });

  it('writes and reads the compare page’s address, ignoring what cannot be an id', () => {
    expect(comparePath(['a-1', 'b-2'])).toBe('/compare?ids=a-1%2Cb-2');
    expect(comparedIds('a-1,b-2,a-1, c-3 ,<script>,d-4,e-5')).toEqual(['a-1', 'b-2', 'c-3', 'd-4']);
    expect(comparedIds(null)).toEqual([]);
  });

  it('reads back only a well-formed comparison from storage, of one category', () => {
    expect(parseComparison(JSON.stringify(built(2)))).toEqual(built(2));
    expect(parseComparison('not json')).toEqual(emptyComparison);
    expect(parseComparison(JSON.stringify({ products: 'x' }))).toEqual(emptyComparison);
    expect(parseComparison(JSON.stringify({ products: [drill(1), cable, { id: 3 }] }))).toEqual({ categoryId: 'drills', products: [drill(1)] });
  });

  it('marks a row that differs between the products', () => {
    expect(differs(['18 V', '18 V'])).toBe(false);
    expect(differs(['18 V', '12 V'])).toBe(true);
    expect(differs(['18 V', '—'])).toBe(true);
  });
});
