import { describe, expect, it } from 'vitest';
import { LexemeDictionary } from './lexeme-dictionary.js';

describe('the lexeme dictionary of the search index', () => {
  it('numbers lexemes in order of first sight and finds each again, through many growths of its table', () => {
    const dictionary = new LexemeDictionary();
    const lexemes = Array.from({ length: 20_000 }, (_, i) => (i % 7 === 0 ? `größe-${i}` : i % 11 === 0 ? `${'x'.repeat(300)}${i}` : `w${i.toString(36)}`));
    lexemes.push('', '𝄞clef', 'dd-18');
    lexemes.forEach((lexeme, id) => expect(dictionary.intern(lexeme)).toBe(id));
    expect(dictionary.size).toBe(lexemes.length);
    lexemes.forEach((lexeme, id) => {
      expect(dictionary.intern(lexeme)).toBe(id);
      expect(dictionary.idOf(lexeme)).toBe(id);
    });
    expect(dictionary.size).toBe(lexemes.length);
  });

  it('answers -1 for a lexeme no document has, without adding it', () => {
    const dictionary = new LexemeDictionary();
    dictionary.intern('drill');
    for (const unknown of ['dril', 'drills', 'Drill', 'drill ', '']) expect(dictionary.idOf(unknown), unknown).toBe(-1);
    expect(dictionary.size).toBe(1);
  });
});
