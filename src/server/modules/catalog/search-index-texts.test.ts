import { describe, expect, it } from 'vitest';
import { StoredNames } from './search-index-names.js';
import { DocumentWindow, StoredTexts } from './search-index-texts.js';
import { CharacterRules, trigramsOf } from './trigram-similarity.js';
import { NameClosenessOf, queryTrigramsOf, wordSimilarity } from './trigram-word-similarity.js';
import { LexemeDictionary } from './lexeme-dictionary.js';
import { entryEnd, entryLexeme, entryStart, parseTextSearchVector, type TextSearchDocument } from './text-search-vector.js';

/** A document as lexeme → positions, whatever arrays it lies in. */
const contentOf = (document: TextSearchDocument) => ({
  length: document.length,
  entries: Array.from({ length: document.entryCount }, (_, entry) => [entryLexeme(document, entry), [...document.positions.subarray(entryStart(document, entry), entryEnd(document, entry))]]),
});

/** A tsvector's text made of `seed`: a few lexemes, some with positions. */
const vectorOf = (seed: number) =>
  Array.from({ length: 1 + (seed % 5) }, (_, i) => `'w${(seed * 7 + i) % 40}':${i + 1}${'ABCD'[(seed + i) % 4]}${i % 2 ? `,${i + 9}` : ''}`)
    .concat(seed % 3 === 0 ? ["'bare'"] : [])
    .join(' ');

describe('products’ texts kept side by side in the search index', () => {
  it('gives every slot back its own text through growth, shrinking, clearing, reuse and compaction', () => {
    const dictionary = new LexemeDictionary();
    const texts = new StoredTexts();
    const expected = new Map<number, ReturnType<typeof contentOf> | null>();
    // Enough churn that the space left behind is taken back several times.
    for (let round = 0; round < 40; round += 1) {
      for (let slot = 0; slot < 300; slot += 1) {
        if ((slot + round) % 11 === 0) {
          texts.clear(slot);
          expected.set(slot, null);
          continue;
        }
        const document = parseTextSearchVector(vectorOf(slot * 13 + round), dictionary);
        texts.set(slot, document);
        expected.set(slot, contentOf(document));
      }
    }
    const window = new DocumentWindow();
    for (const [slot, content] of expected) expect(contentOf(texts.read(slot, window)), `slot ${slot}`).toEqual(content ?? { length: 0, entries: [] });
  });

  it('tells a text with the same word forms, places and weights from one that differs in any of them', () => {
    const dictionary = new LexemeDictionary();
    const texts = new StoredTexts();
    texts.set(0, parseTextSearchVector("'drill':1A,4C 'cordless':2A 'bare'", dictionary));
    texts.set(1, parseTextSearchVector("'saw':1A", dictionary));
    expect(texts.same(0, parseTextSearchVector("'drill':1A,4C 'cordless':2A 'bare'", dictionary))).toBe(true);
    for (const other of ["'drill':1A,4B 'cordless':2A 'bare'", "'drill':1A,5C 'cordless':2A 'bare'", "'drill':1A,4C 'cordless':2A", "'drill':1A,4C 'cordless':2A 'bare':3"]) {
      expect(texts.same(0, parseTextSearchVector(other, dictionary)), other).toBe(false);
    }
    expect(texts.same(1, parseTextSearchVector("'saw':1A", dictionary))).toBe(true);
  });
});

describe('products’ names kept side by side in the search index', () => {
  const rules = new CharacterRules();
  const names = ['Cordless Drill DD-18 Compact 12', 'Cordless Drill DD-18 Compact 24', 'Angle Grinder AG-125', 'Cable 3 x 2.5 mm 50 m'];

  it('answers each slot’s closeness as its own name does, sharing stems and forgetting them with the last name', () => {
    const stored = new StoredNames();
    names.forEach((name, slot) => stored.set(slot, trigramsOf(name, rules)));
    expect(stored.stems).toBe(3);
    for (const words of ['cordles dril', 'grinder', 'cable 2.5', 'dd 18']) {
      const query = queryTrigramsOf(words, rules);
      const close = new NameClosenessOf(query);
      names.forEach((name, slot) => expect(stored.similarity(close, slot), `${words} / ${name}`).toBe(wordSimilarity(query, trigramsOf(name, rules))));
    }
    stored.set(1, trigramsOf('Angle Grinder AG-230', rules));
    expect([...stored.trigramsOf(1)]).toEqual([...trigramsOf('Angle Grinder AG-230', rules)]);
    expect(stored.same(1, trigramsOf('Angle Grinder AG-230', rules))).toBe(true);
    expect(stored.same(0, trigramsOf('Angle Grinder AG-230', rules))).toBe(false);
    stored.clear(0);
    expect(stored.stems).toBe(2);
  });
});
