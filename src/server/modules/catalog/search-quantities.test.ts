import { describe, expect, it } from 'vitest';
import type { Facet } from '../../../shared/schemas/discovery.js';
import { quantityTermsOf, readTerms, withoutTerms } from './search-quantities.js';

const number = (key: string, label: string, unit: string, min: number, max: number): Facet => ({ kind: 'number', key, label, unit, min, max, selectedMin: null, selectedMax: null });
const choice = (key: string, label: string, values: string[]): Facet => ({ kind: 'choice', key, label, values: values.map((value) => ({ value, count: 1, selected: false })) });

describe('quantities and codes among the words of a search', () => {
  it('finds numbers with units, joined or spaced, with a point or a comma', () => {
    expect(quantityTermsOf('16a mcb').map((term) => [term.text, term.number, term.unit])).toEqual([['16a', '16', 'a']]);
    expect(quantityTermsOf('2.5mm2 100m cable').map((term) => term.text)).toEqual(['2.5mm2', '100m']);
    expect(quantityTermsOf('cable 2,5 mm² 3 core').map((term) => term.text)).toEqual(['2,5 mm²', '3 core']);
    expect(quantityTermsOf('18 V drill').map((term) => term.text)).toEqual(['18 V']);
  });

  it('finds codes such as IP65, and leaves part numbers and names alone', () => {
    expect(quantityTermsOf('ip65 floodlight').map((term) => [term.text, term.number])).toEqual([['ip65', null]]);
    expect(quantityTermsOf('HD-18B DD-18 1-pole B16x')).toEqual([]);
    expect(quantityTermsOf('drill driver')).toEqual([]);
  });

  it('takes the terms out of the words, tidily', () => {
    const q = ' 2.5mm2  cable 100m ';
    expect(withoutTerms(q, quantityTermsOf(q))).toBe('cable');
    expect(withoutTerms(q, quantityTermsOf(q).slice(0, 1))).toBe('cable 100m');
  });

  it('reads a number as the quantity of its unit whose range holds it, else the first in that unit', () => {
    const facets = [number('max-voltage', 'Measures up to', 'V', 600, 1000), number('voltage', 'Voltage', 'V', 12, 230), number('power', 'Power', 'W', 250, 1500)];
    expect(readTerms(quantityTermsOf('18v'), facets, new Set())).toMatchObject([{ key: 'voltage', shown: '18 V', filter: 'voltage:18..18' }]);
    expect(readTerms(quantityTermsOf('1000v'), facets, new Set())).toMatchObject([{ key: 'max-voltage', shown: '1,000 V', filter: 'max-voltage:1000..1000' }]);
    expect(readTerms(quantityTermsOf('5000v'), facets, new Set())).toMatchObject([{ key: 'max-voltage' }]);
    expect(readTerms(quantityTermsOf('1.5 kW'), facets, new Set())).toMatchObject([{ key: 'power', shown: '1,500 W', filter: 'power:1500..1500' }]);
    expect(readTerms(quantityTermsOf('18volt 900 watts'), facets, new Set()).map((term) => term.shown)).toEqual(['18 V', '900 W']);
  });

  it('reads a code only as a value the products have, in their spelling', () => {
    const facets = [choice('ip-rating', 'IP rating', ['IP20', 'IP65'])];
    expect(readTerms(quantityTermsOf('ip65'), facets, new Set())).toMatchObject([{ key: 'ip-rating', shown: 'IP65', filter: 'ip-rating:IP65' }]);
    expect(readTerms(quantityTermsOf('ip44'), facets, new Set())).toEqual([]);
  });

  it('leaves as words a number too small or too large to write in plain digits', () => {
    const facets = [number('voltage', 'Voltage', 'V', 12, 230)];
    expect(readTerms(quantityTermsOf('0.0000001v'), facets, new Set())).toEqual([]);
    expect(readTerms(quantityTermsOf(`${'9'.repeat(25)}v`), facets, new Set())).toEqual([]);
  });

  it('reads the quantities after any number of codes that are nothing', () => {
    const facets = [number('voltage', 'Voltage', 'V', 12, 230)];
    expect(readTerms(quantityTermsOf('ab1 ab2 ab3 ab4 ab5 ab6 ab7 18v'), facets, new Set()).map((term) => term.shown)).toEqual(['18 V']);
  });

  it('reads nothing for a unit no quantity of the products has, nor over a key already filtered', () => {
    const facets = [number('rated-current', 'Rated current', 'A', 6, 63)];
    expect(readTerms(quantityTermsOf('16 kg'), facets, new Set())).toEqual([]);
    expect(readTerms(quantityTermsOf('16a'), facets, new Set(['rated-current']))).toEqual([]);
    // One quantity is read once: the second term of the same unit stays words.
    expect(readTerms(quantityTermsOf('16a 32a'), facets, new Set()).map((term) => term.term.text)).toEqual(['16a']);
  });
});
