import { describe, expect, it } from 'vitest';
import { languageName } from './language-name.js';

describe('a language’s name', () => {
  it('is given in the shop’s language, or as the tag when there is none', () => {
    expect(languageName('de', 'en-GB')).toBe('German');
    expect(languageName('de', 'de-DE')).toBe('Deutsch');
    expect(languageName('qqq', 'en-GB')).toBe('qqq');
    expect(languageName('not a tag', 'en-GB')).toBe('not a tag');
  });
});
