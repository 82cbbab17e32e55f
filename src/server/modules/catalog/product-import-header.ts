import { ATTRIBUTE_COLUMN_PREFIX, PRODUCT_FILE_COLUMNS, productFileMessages, type ImportProblem, type ProductFileColumn } from '../../../shared/schemas/product-files.js';

/** What a column of a product file holds: a product field, an attribute's value, or nothing known (reported, then left out). */
export type HeaderColumn = { kind: 'field'; name: ProductFileColumn } | { kind: 'attribute'; key: string; name: string } | { kind: 'unknown'; name: string };

export interface ImportHeader {
  columns: HeaderColumn[];
  /** Where each product field is, when the header has it. */
  fields: Map<ProductFileColumn, number>;
  attributes: { key: string; name: string; index: number }[];
}

const known = new Set<string>(PRODUCT_FILE_COLUMNS);

/**
 * Reads the header row (line 1): the names of the columns, in any order and case. Problems: a
 * column named twice, an unknown column, an attribute no category defines, no sku column.
 */
export function readHeader(cells: readonly string[], attributeKeys: ReadonlySet<string>): { header: ImportHeader; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  const fields = new Map<ProductFileColumn, number>();
  const attributes: ImportHeader['attributes'] = [];
  const columns = cells.map((cell, index): HeaderColumn => {
    const name = cell.trim();
    const lower = name.toLowerCase();
    // The column as the report names it: without control characters (a NUL cannot be stored, the others cannot be read).
    const shown = name.replace(/\p{Cc}/gu, '').slice(0, 80);
    const problem = (message: string) => problems.push({ line: 1, field: shown || `column ${index + 1}`, message });
    if (seen.has(lower)) {
      problem(productFileMessages.repeatedColumn);
      return { kind: 'unknown', name };
    }
    seen.add(lower);
    if (known.has(lower)) {
      fields.set(lower as ProductFileColumn, index);
      return { kind: 'field', name: lower as ProductFileColumn };
    }
    if (lower.startsWith(ATTRIBUTE_COLUMN_PREFIX)) {
      const key = name.slice(ATTRIBUTE_COLUMN_PREFIX.length).trim();
      if (!attributeKeys.has(key)) {
        problem(productFileMessages.unknownAttribute);
        return { kind: 'unknown', name };
      }
      attributes.push({ key, name, index });
      return { kind: 'attribute', key, name };
    }
    problem(`${productFileMessages.unknownColumn}: the columns are ${PRODUCT_FILE_COLUMNS.join(', ')} and ${ATTRIBUTE_COLUMN_PREFIX}<attribute>`);
    return { kind: 'unknown', name };
  });
  if (!fields.has('sku')) problems.push({ line: 1, field: 'sku', message: productFileMessages.noSku });
  return { header: { columns, fields, attributes }, problems };
}
