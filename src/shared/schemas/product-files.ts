import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './common.js';

/**
 * Product files (issue 15 §3): admins export every live product as CSV and import a CSV of
 * products, new ones and changes to existing ones, matched by the shop's part number (sku). The
 * import is checked row by row first and changes nothing until an admin applies it.
 */

/** The columns of a product file, in the order the export writes them; `attr:<key>` columns follow. */
export const PRODUCT_FILE_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'price',
  'min_order',
  'stock',
  'price_tiers',
  'brand',
  'mpn',
  'ean',
  'low_stock_threshold',
  'picture',
] as const;
export type ProductFileColumn = (typeof PRODUCT_FILE_COLUMNS)[number];

/** One column per specification attribute: `attr:voltage`. */
export const ATTRIBUTE_COLUMN_PREFIX = 'attr:';

/** What a new product needs besides its sku (a changed one keeps what its row leaves out). */
export const NEW_PRODUCT_COLUMNS = ['name', 'description', 'category', 'price', 'min_order', 'stock'] as const satisfies readonly ProductFileColumn[];

export const PRODUCT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const PRODUCT_FILE_MAX_ROWS = 200_000;
/** A line (a record, with the line breaks inside its quotes) of at most 64 kB. */
export const PRODUCT_FILE_MAX_LINE_BYTES = 64 * 1024;
export const PROBLEMS_PAGE_SIZE = 50;
/** Problems kept for the report (all are counted): a file this wrong is fixed from the first ones. */
export const MAX_REPORTED_PROBLEMS = 10_000;

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const productFileMessages = {
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  tooLarge: `A product file is at most ${mb(PRODUCT_FILE_MAX_BYTES)}: split it into smaller files.`,
  tooManyRows: `A product file holds at most ${PRODUCT_FILE_MAX_ROWS.toLocaleString('en-US')} products: split it into smaller files.`,
  lineTooLong: `This line is longer than ${PRODUCT_FILE_MAX_LINE_BYTES / 1024} kB; the lines after it were not checked.`,
  notCsv: 'This line is not valid CSV',
  empty: 'The file has no products: it needs a header row and one row per product.',
  noSku: 'The header has no sku column: each row needs the shop part number it adds or changes.',
  unknownColumn: 'Unknown column',
  unknownAttribute: 'No category of the shop has this attribute',
  repeatedColumn: 'This column is in the header twice',
  missingColumns: 'A new product needs the column',
  notStopped: 'The lines after it were not checked.',
  formula: 'Starts with a character a spreadsheet runs as a formula (= + - @ or their full-width forms, a tab or a line break, spaces before them included); remove it or write an apostrophe before it',
  skuRequired: 'Part number is required',
  skuNoLetters: 'A part number needs letters or digits',
  skuRepeated: 'This part number is also on line',
  priceShape: 'Price must be an amount such as 12.50',
  wholeNumber: 'must be a whole number',
  tiersShape: 'Quantity prices are written as quantity:discount%, separated by semicolons, for example 10:5%; 50:10%',
  unknownCategory: 'No live category has this address; use the address (slug) of one of the shop’s categories, for example',
  unknownPicture: 'No picture of the shop has this key: upload the picture first and use its key',
  wrongColumnCount: 'This row has a different number of cells than the header',
  checkFirst: 'Only a checked file without problems can be applied',
  alreadyApplied: 'This file was applied already',
  stillChecking: 'This file is still being checked',
  failedBefore: 'This file could not be applied: upload it again to check it against the catalog as it is now',
  refused: 'This file has problems: fix them and upload it again',
  importNotFound: 'This product file does not exist',
  idTaken: 'An import with this id exists already',
  notFile: 'Send the file as text/csv or as multipart/form-data',
  interrupted: 'The upload was interrupted before the end of the file: upload it again',
  changedSince: 'The catalog changed after the file was checked',
  stockChangedSince: 'changed since the file was checked: check the file again.',
  nulCharacter: 'Has a NUL character (a byte of zero), which no product field can hold: remove it',
  applied: 'The product file was applied',
} as const;

/** Why an apply was refused when a product's stock moved (an order, a return) after the check. */
export function stockChangedMessage(sku: string, line: number): string {
  return `The stock of ${sku} (line ${line}) ${productFileMessages.stockChangedSince}`;
}

/** Stock changes of a report listed by line (all are counted). */
export const REPORTED_STOCK_CHANGES = 10;

export const importStatusSchema = z.enum(['checking', 'ready', 'refused', 'applied', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importProblemSchema = z.object({
  line: z.number().int(),
  /** The column (`price`, `attr:voltage`), or `file` for the file as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importProblemPageSchema = pageSchema(importProblemSchema);

/** A product whose stock the file changes: the stock seen at the check and the file's. */
export const importStockChangeSchema = z.object({ line: z.number().int(), sku: z.string(), before: z.number().int(), after: z.number().int() });
export type ImportStockChange = z.infer<typeof importStockChangeSchema>;

export const productImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: importStatusSchema,
  rowsRead: z.number().int(),
  rowsNew: z.number().int(),
  rowsChanged: z.number().int(),
  problemCount: z.number().int(),
  /** Why the whole file was refused, or why applying it failed. */
  fileProblem: z.string().nullable(),
  createdAt: z.iso.datetime(),
  checkedAt: z.iso.datetime().nullable(),
  appliedAt: z.iso.datetime().nullable(),
  /** The problems in line order, a page at a time. */
  problems: importProblemPageSchema,
  /**
   * The existing products whose stock the file changes (the count, and the first in line order),
   * so an admin applying an old export sees it would undo the orders since.
   */
  stockChanges: z.object({ total: z.number().int(), first: z.array(importStockChangeSchema) }),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportReplySchema = z.object({ message: z.string(), productImport: productImportSchema });
export type ProductImportReply = z.infer<typeof productImportReplySchema>;

export const importProblemsQuerySchema = pageQuerySchema(PROBLEMS_PAGE_SIZE);

export const fileNameSchema = z
  .string()
  .trim()
  .max(200, 'A file name is at most 200 characters')
  .refine((name) => ![...name].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127), 'A file name has no control characters');

/** The upload's query: the file's name for the report, and optionally the id the client gives the import to follow its check while it uploads. */
export const importUploadQuerySchema = z.object({
  fileName: fileNameSchema.optional(),
  id: z.uuid('The id of an import is a UUID').optional(),
});
