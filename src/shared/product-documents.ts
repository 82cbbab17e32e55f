/**
 * Product document rules and messages (issue 38 §5 "Documents"): datasheets, manuals,
 * declarations of conformity and safety data sheets, as PDF files with a kind and a language.
 * Without Zod, so the product page does not load the schema library; schemas/product-documents.ts
 * builds on them.
 */
export const PRODUCT_DOCUMENT_KINDS = ['datasheet', 'manual', 'declaration-of-conformity', 'safety-data-sheet'] as const;
export type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number];

export const productDocumentKindLabels: Record<ProductDocumentKind, string> = {
  datasheet: 'Datasheet',
  manual: 'Manual',
  'declaration-of-conformity': 'Declaration of conformity',
  'safety-data-sheet': 'Safety data sheet',
};

/** The largest PDF an admin may attach. */
export const PRODUCT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** How many documents one product may carry. */
export const PRODUCT_DOCUMENTS_PER_PRODUCT = 20;
export const PRODUCT_DOCUMENT_TITLE_MAX = 120;

/**
 * A language as a short BCP 47 tag: a two- or three-letter language, optionally a region
 * (`en`, `de`, `pt-BR`, `es-419`).
 */
export const DOCUMENT_LANGUAGE_PATTERN = /^[a-z]{2,3}(-([A-Z]{2}|\d{3}))?$/;

/** The languages the admin's form offers first (any other tag of the pattern is accepted too). */
export const COMMON_DOCUMENT_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'cs', 'sv', 'da', 'nb', 'fi', 'pt', 'hu', 'ro', 'tr', 'el', 'zh', 'ja'] as const;

/** The title a document gets when the admin gives none: "Datasheet (EN)". */
export function defaultDocumentTitle(kind: ProductDocumentKind, language: string): string {
  return `${productDocumentKindLabels[kind]} (${language.toUpperCase()})`;
}

/** "1.2 MB", "340 KB": a file's size as people read it (decimal units, as file managers show them). */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  const megabytes = bytes / 1_000_000;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

export const productDocumentMessages = {
  missing: 'Choose a PDF file to upload',
  notPdf: 'That file is not a PDF. Save the document as a PDF and upload that file.',
  tooLarge: `The file is larger than ${PRODUCT_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB. Please upload a smaller PDF.`,
  tooMany: `A product can have at most ${PRODUCT_DOCUMENTS_PER_PRODUCT} documents. Remove one before adding another.`,
  notMultipart: 'Send the document as multipart/form-data: the file with its kind, language and title',
  badForm: 'Send one PDF file with its kind, language and title, nothing else',
  kindUnknown: 'Choose the kind of document: datasheet, manual, declaration of conformity or safety data sheet',
  languageInvalid: 'Choose the language of the document (a code such as en, de or pt-BR)',
  titleTooLong: `The title must be at most ${PRODUCT_DOCUMENT_TITLE_MAX} characters`,
  titleControl: 'The title may not contain control characters such as line breaks or tabs',
  positionInvalid: 'The position must be a whole number from 0',
  nothingToChange: 'Give the kind, language, title or position to change',
  notFound: 'This document does not exist.',
  added: 'The document was added to the product page.',
  updated: 'The document was saved.',
  removed: 'The document was removed from the product page.',
} as const;
