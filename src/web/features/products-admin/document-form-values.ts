import { COMMON_DOCUMENT_LANGUAGES } from '../../../shared/product-documents';
import { languageName } from '../../../shared/language-name';

/** A document's describing fields as the admin's forms hold them. */
export interface DocumentFieldValues {
  kind: string;
  language: string;
  title: string;
}

export type DocumentFieldErrors = Partial<Record<keyof DocumentFieldValues | 'file', string>>;

/** The languages to choose from: the usual ones by name, English first, and the document's own if it is another. */
export function languageOptions(current: string, locale: string): { tag: string; name: string }[] {
  const tags: string[] = [...COMMON_DOCUMENT_LANGUAGES];
  if (current && !tags.includes(current)) tags.push(current);
  const named = tags.map((tag) => ({ tag, name: languageName(tag, locale) }));
  const [first, ...rest] = named;
  return first ? [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, locale))] : named;
}

/** The server's field messages, by the form's fields (the first for each); problems of other fields are left out. */
export function documentFieldErrors(fieldErrors: readonly { field: string; message: string }[]): DocumentFieldErrors {
  const known = ['file', 'kind', 'language', 'title'] as const;
  const errors: DocumentFieldErrors = {};
  for (const { field, message } of fieldErrors) {
    const name = known.find((candidate) => candidate === field);
    if (name) errors[name] ??= message;
  }
  return errors;
}
