import { describe, expect, it } from 'vitest';
import type { Facet } from '../../../shared/schemas/discovery';
import { activeFilterLabel, choiceLabel, priceRangeLabel, rangeLabel } from './filter-labels';
import { filterCount, inCategory, isRefined, rangeEnds, withBrand, withPrice, readSearchState, toSearch, valuesOf, withChoice, withInStock, withOnly, withoutFilter, withoutRefinements, withRange, withoutTermsFiltered, withSort, withWords } from './search-params';

const params = (text: string) => new URLSearchParams(text);

describe('search state in the URL', () => {
  it('reads words, category, sort, stock, repeated filters and brands (each once) and the price; ignores an unknown sort', () => {
    expect(readSearchState(params('q=+drill+&category=power-tools&sort=price-asc&inStock=true&f=voltage:12..18&f=cordless:yes&brand=Voltek&brand=Ferrox&brand=Voltek&price=10..50'))).toEqual({
      q: 'drill',
      category: 'power-tools',
      sort: 'price-asc',
      inStock: true,
      filters: ['voltage:12..18', 'cordless:yes'],
      brands: ['Voltek', 'Ferrox'],
      price: '10..50',
    });
    expect(readSearchState(params('price='))).toMatchObject({ brands: [], price: undefined });
    expect(readSearchState(params('sort=cheapest&inStock=yes'))).toMatchObject({ sort: undefined, inStock: false, category: undefined, q: '' });
  });

  it('counts filters, stock and sort as refinements, but not words or page', () => {
    expect(isRefined(readSearchState(params('q=drill&page=2')))).toBe(false);
    expect(isRefined(readSearchState(params('f=voltage:12..18')))).toBe(true);
    expect(isRefined(readSearchState(params('inStock=true')))).toBe(true);
    expect(isRefined(readSearchState(params('sort=newest')))).toBe(true);
  });

  it('searches other words, keeping the filters, or every product when none are left', () => {
    const fewer = withWords(params('q=16a+mcb&f=poles:1&page=2'), 'mcb');
    expect(fewer.get('q')).toBe('mcb');
    expect(fewer.getAll('f')).toEqual(['poles:1']);
    expect(fewer.get('page')).toBeNull();
    expect(withWords(params('q=ip65&sort=price-asc'), ' ').toString()).toBe('sort=price-asc');
  });

  it('drops from the words a term read as a filter once that specification is filtered in the panel', () => {
    const terms = [{ text: '16a', key: 'rated-current' }, { text: 'ip65', key: 'ip-rating' }];
    const chosen = withoutTermsFiltered(params('q=16a+mcb+ip65&f=rated-current:10..20'), terms);
    expect(chosen.get('q')).toBe('mcb ip65');
    expect(chosen.getAll('f')).toEqual(['rated-current:10..20']);
    const untouched = params('q=16a+mcb&f=poles:1');
    expect(withoutTermsFiltered(untouched, terms)).toBe(untouched);
  });

  it('adds and removes choice values (any of them) and starts again at page 1', () => {
    const one = withChoice(params('q=drill&page=3'), 'battery-platform', '18 V system', true);
    expect(one.getAll('f')).toEqual(['battery-platform:18 V system']);
    expect(one.get('page')).toBeNull();
    expect(one.get('q')).toBe('drill');
    const two = withChoice(one, 'battery-platform', 'Mains', true);
    expect(valuesOf(two.getAll('f'), 'battery-platform')).toEqual(['18 V system', 'Mains']);
    expect(withChoice(two, 'battery-platform', '18 V system', false).getAll('f')).toEqual(['battery-platform:Mains']);
  });

  it('keeps one value for a yes/no attribute and one range per number attribute', () => {
    const yes = withOnly(params('f=cordless:no&f=voltage:12..18'), 'cordless', 'yes');
    expect(yes.getAll('f')).toEqual(['voltage:12..18', 'cordless:yes']);
    expect(withOnly(yes, 'cordless', null).getAll('f')).toEqual(['voltage:12..18']);
    const range = withRange(params('f=voltage:12..18'), 'voltage', ' 1.5 kV', '');
    expect(range.getAll('f')).toEqual(['voltage:1.5 kV..']);
    expect(withRange(range, 'voltage', '', ' ').getAll('f')).toEqual([]);
  });

  it('reads the ends of a range, a single number being both ends', () => {
    expect(rangeEnds('12..18')).toEqual(['12', '18']);
    expect(rangeEnds('..18')).toEqual(['', '18']);
    expect(rangeEnds('12..')).toEqual(['12', '']);
    expect(rangeEnds('12')).toEqual(['12', '12']);
    expect(rangeEnds(undefined)).toEqual(['', '']);
  });

  it('removes one filter, stock, or all refinements but keeps words, category and sort', () => {
    const all = params('q=saw&category=power-tools&sort=price-desc&inStock=true&f=a:1&f=b:2&page=2');
    expect(withoutFilter(all, 'a:1').getAll('f')).toEqual(['b:2']);
    expect(withInStock(all, false).has('inStock')).toBe(false);
    expect(toSearch(withoutRefinements(all))).toBe('?q=saw&category=power-tools&sort=price-desc');
    expect(toSearch(new URLSearchParams())).toBe('');
  });

  it("leaves the sort out of the URL when it is the server's own order", () => {
    expect(withSort(params('q=drill&sort=price-asc'), 'relevance', 'relevance').has('sort')).toBe(false);
    expect(withSort(params('q=drill'), 'price-asc', 'relevance').get('sort')).toBe('price-asc');
    expect(withSort(params(''), 'newest', 'newest').has('sort')).toBe(false);
  });
});

describe('filter labels', () => {
  const facets: Facet[] = [
    { kind: 'number', key: 'voltage', label: 'Voltage', unit: 'V', min: 12, max: 230, selectedMin: null, selectedMax: null },
    { kind: 'boolean', key: 'cordless', label: 'Cordless', values: [] },
    { kind: 'choice', key: 'ip-rating', label: 'IP rating', values: [] },
  ];

  it('writes ranges with their unit', () => {
    expect(rangeLabel('12..18', 'V')).toBe('12–18 V');
    expect(rangeLabel('12..', 'V')).toBe('from 12 V');
    expect(rangeLabel('..18', 'V')).toBe('up to 18 V');
    expect(rangeLabel('18', 'V')).toBe('18 V');
    expect(rangeLabel('1.5 kW..', 'W')).toBe('from 1.5 kW');
  });

  it('names active filters by their attribute', () => {
    expect(activeFilterLabel('voltage:12..18', facets)).toBe('Voltage: 12–18 V');
    expect(activeFilterLabel('cordless:yes', facets)).toBe('Cordless: Yes');
    expect(activeFilterLabel('ip-rating:IP65', facets)).toBe('IP rating: IP65');
    expect(activeFilterLabel('colour:White', facets)).toBe('colour: White');
    expect(choiceLabel('choice', 'yes')).toBe('yes');
  });
});

describe('price, brand and category in the URL', () => {
  it('adds and removes brands, sets and clears the price, each back on the first page', () => {
    const withVoltek = withBrand(params('q=drill&page=3'), 'Voltek', true);
    expect(withVoltek.toString()).toBe('q=drill&brand=Voltek');
    expect(withBrand(withBrand(withVoltek, 'Ferrox', true), 'Voltek', false).getAll('brand')).toEqual(['Ferrox']);
    expect(withPrice(params('page=2'), ' 10 ', '').toString()).toBe('price=10..');
    expect(withPrice(params('price=10..50'), '', '').toString()).toBe('');
  });

  it('counts each brand, the price and stock as filters in use', () => {
    expect(filterCount(readSearchState(params('brand=A&brand=B&price=..50&inStock=true&f=cores:3')))).toBe(5);
    expect(isRefined(readSearchState(params('price=..50')))).toBe(true);
    expect(withoutRefinements(params('q=cable&brand=A&price=1..2&f=cores:3&inStock=true&sort=newest')).toString()).toBe('q=cable&sort=newest');
  });

  it('narrows a search in its own URL, and keeps only what fits every category on the way to a category page', () => {
    expect(inCategory(params('q=drill&brand=A&page=2'), 'drills', true).toString()).toBe('q=drill&brand=A&category=drills');
    expect(inCategory(params('f=cores:3&brand=A&price=..50&inStock=true&sort=price-asc&page=4'), 'drills', false).toString()).toBe('brand=A&price=..50&inStock=true&sort=price-asc');
  });

  it('reads a price range as amounts of the shop, and leaves what is not an amount as typed', () => {
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(priceRangeLabel('10..50', money)).toBe('$10.00–$50.00');
    expect(priceRangeLabel('10..', money)).toBe('from $10.00');
    expect(priceRangeLabel('..49.99', money)).toBe('up to $49.99');
    expect(priceRangeLabel('25', money)).toBe('$25.00');
    expect(priceRangeLabel('abc..', money)).toBe('from abc');
  });
});
