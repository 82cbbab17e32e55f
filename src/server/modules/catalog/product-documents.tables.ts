import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue 38 §5: a PDF attached to a product (a datasheet, manual, declaration of conformity or
 * safety data sheet) in one language. The bytes are in media storage as `{fileKey}.pdf`, the key
 * being a hash of them, so the row refers to a file that never changes; the product page lists
 * a product's documents by position.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['datasheet', 'manual', 'declaration-of-conformity', 'safety-data-sheet'] }).notNull(),
    /** A short BCP 47 tag: `en`, `de`, `pt-BR`. */
    language: text('language').notNull(),
    /** Plain text the admin gave (or the kind and language), never HTML. */
    title: text('title').notNull(),
    /** The first 24 hex digits of the SHA-256 of the PDF. */
    fileKey: text('file_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The uploaded file's name, made safe: what a download is saved as. */
    fileName: text('file_name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('product_documents_kind_known', sql`${t.kind} in ('datasheet', 'manual', 'declaration-of-conformity', 'safety-data-sheet')`),
    check('product_documents_language_tag', sql`${t.language} ~ '^[a-z]{2,3}(-([A-Z]{2}|[0-9]{3}))?$'`),
    check('product_documents_file_key_hash', sql`${t.fileKey} ~ '^[a-f0-9]{24}$'`),
    check('product_documents_size_positive', sql`${t.byteSize} > 0`),
    check('product_documents_title_length', sql`char_length(${t.title}) between 1 and 120`),
    index('product_documents_product_idx').on(t.productId, t.position),
  ],
);
