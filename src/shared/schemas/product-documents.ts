import { z } from 'zod';
import {
  DOCUMENT_LANGUAGE_PATTERN,
  PRODUCT_DOCUMENT_KINDS,
  PRODUCT_DOCUMENT_TITLE_MAX,
  productDocumentMessages as messages,
} from '../product-documents.js';

const kindSchema = z.enum(PRODUCT_DOCUMENT_KINDS, { error: messages.kindUnknown });
const languageSchema = z.string({ error: messages.languageInvalid }).trim().regex(DOCUMENT_LANGUAGE_PATTERN, messages.languageInvalid);
/** Plain text, never HTML: what it says is shown as it is written. */
const titleSchema = z
  .string({ error: messages.titleTooLong })
  .trim()
  .max(PRODUCT_DOCUMENT_TITLE_MAX, messages.titleTooLong)
  // eslint-disable-next-line no-control-regex -- the very characters refused
  .regex(/^[^\u0000-\u001f\u007f]*$/, messages.titleControl);

/** A document as the product page lists it; `url` downloads the PDF. */
export const productDocumentSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  language: z.string(),
  /** Plain text, never HTML. */
  title: z.string(),
  /** Bytes of the PDF. */
  size: z.number().int(),
  url: z.string(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** A document as admins manage it: with the name the file had and its place in the list (from 0). */
export const adminProductDocumentSchema = productDocumentSchema.extend({
  fileName: z.string(),
  position: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminProductDocument = z.infer<typeof adminProductDocumentSchema>;

/** The text fields sent beside the file (multipart/form-data): an empty title takes the kind and language. */
export const productDocumentFieldsSchema = z.object({
  kind: kindSchema,
  language: languageSchema,
  title: titleSchema.default(''),
});
export type ProductDocumentFields = z.infer<typeof productDocumentFieldsSchema>;

/** An admin's change to a document: any of its kind, language, title and place in the list. */
export const productDocumentUpdateSchema = z
  .object({
    kind: kindSchema.optional(),
    language: languageSchema.optional(),
    title: titleSchema.optional(),
    position: z.number({ error: messages.positionInvalid }).int(messages.positionInvalid).min(0, messages.positionInvalid).max(1000, messages.positionInvalid).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: messages.nothingToChange });
export type ProductDocumentUpdate = z.infer<typeof productDocumentUpdateSchema>;

/** `/api/…/products/:id/documents/:documentId`; malformed ids are answered like unknown ones (404). */
export const productDocumentParamsSchema = z.object({ id: z.string().max(100), documentId: z.string().max(100) });

export const productDocumentReplySchema = z.object({ message: z.string(), document: adminProductDocumentSchema });
export type ProductDocumentReply = z.infer<typeof productDocumentReplySchema>;
