import { describe, expect, it } from 'vitest';
import { correctWith, termsToCheck, wordCandidates, wordsOf } from './search-corrections.js';

describe('putting right words that found nothing', () => {
  it('tries swapped neighbours first, then a doubled letter dropped, then splits', () => {
    const candidates = wordCandidates('drlil');
    expect(candidates).toContain('drill');
    const long = wordCandidates('screwdirver');
    expect(long.indexOf('screwdriver')).toBeGreaterThanOrEqual(0);
    expect(long.indexOf('screwdriver')).toBeLessThan(long.indexOf('screw dirver'));
    expect(wordCandidates('drilll')).toContain('drill');
    expect(wordCandidates('screwdriver')).toContain('screw driver');
    expect(wordCandidates('abcd')).not.toContain('abcd');
  });

  it('asks about the words, their candidates and each pair joined, but not numbers or short words', () => {
    const terms = termsToCheck(wordsOf('Screw driver 18v ab'));
    expect(terms).toEqual(expect.arrayContaining(['screw', 'driver', 'screwdriver', 'srcew', 'drvier']));
    expect(terms.some((term) => term.includes('18v') || term === 'ba')).toBe(false);
  });

  it('replaces an unknown word by its first candidate the products hold, and keeps known and stop words', () => {
    const known = new Set(['multimeter', 'drill', 'cordless']);
    expect(correctWith(wordsOf('mulitmeter'), known)).toBe('multimeter');
    expect(correctWith(wordsOf('cordless drlil'), known)).toBe('cordless drill');
    expect(correctWith(wordsOf('with drlil'), known, new Set(['with']))).toBe('with drill');
    expect(correctWith(wordsOf('cordless drill'), known)).toBeNull();
    expect(correctWith(wordsOf('xylophone'), known)).toBeNull();
  });

  it('joins two words the products hold only as one, and splits one they hold only as two', () => {
    expect(correctWith(wordsOf('screw driver'), new Set(['screwdriver', 'screw', 'driver']))).toBe('screwdriver');
    expect(correctWith(wordsOf('hammerdrill'), new Set(['hammer drill']))).toBe('hammer drill');
  });
});
