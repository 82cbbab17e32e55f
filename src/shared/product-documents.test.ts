import { describe, expect, it } from 'vitest';
import { defaultDocumentTitle, DOCUMENT_LANGUAGE_PATTERN, fileSizeLabel } from './product-documents.js';

describe('product documents', () => {
  it('give a file’s size as people read it', () => {
    expect(fileSizeLabel(512)).toBe('512 bytes');
    expect(fileSizeLabel(1834)).toBe('2 KB');
    expect(fileSizeLabel(340_000)).toBe('340 KB');
    expect(fileSizeLabel(1_234_567)).toBe('1.2 MB');
    expect(fileSizeLabel(20 * 1024 * 1024)).toBe('21 MB');
  });

  it('take short language tags only', () => {
    for (const tag of ['en', 'de', 'fil', 'pt-BR', 'es-419']) expect(DOCUMENT_LANGUAGE_PATTERN.test(tag), tag).toBe(true);
    for (const tag of ['EN', 'english', 'en_GB', 'en-gb', "en'--", '<b>en</b>', '']) expect(DOCUMENT_LANGUAGE_PATTERN.test(tag), tag).toBe(false);
  });

  it('name an untitled document by its kind and language', () => {
    expect(defaultDocumentTitle('safety-data-sheet', 'pt-BR')).toBe('Safety data sheet (PT-BR)');
  });
});
