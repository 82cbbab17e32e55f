import { describe, expect, it } from 'vitest';
import { documentFieldErrors, languageOptions } from './document-form-values';

describe('the document forms', () => {
  it('offer English first, then the other usual languages by name, and a document’s own language too', () => {
    const options = languageOptions('en', 'en-GB');
    expect(options[0]).toEqual({ tag: 'en', name: 'English' });
    expect(options.map((option) => option.tag)).toContain('de');
    const names = options.slice(1).map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(languageOptions('pt-BR', 'en-GB').find((option) => option.tag === 'pt-BR')?.name).toBe('Brazilian Portuguese');
  });

  it('show each field’s first message from the server and leave out the others', () => {
    expect(
      documentFieldErrors([
        { field: 'kind', message: 'Choose the kind' },
        { field: 'kind', message: 'Second message' },
        { field: 'title', message: 'Too long' },
        { field: 'owner', message: 'Not a field' },
      ]),
    ).toEqual({ kind: 'Choose the kind', title: 'Too long' });
  });
});
