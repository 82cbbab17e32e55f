import { randomBytes, randomUUID } from 'node:crypto';
import { partNumberKey, productMessages } from '../../../shared/catalog.js';
import { slugify } from '../../../shared/discovery.js';
import { AppError } from '../../../shared/errors.js';
import { priceTierProblems, type PriceTier } from '../../../shared/price-tiers.js';
import { productFieldsSchema } from '../../../shared/schemas/catalog.js';
import { productFileMessages, type ImportProblem, type ProductFileColumn } from '../../../shared/schemas/product-files.js';
import { valueFor } from './attributes.service.js';
import type { ImportCatalog } from './product-import-context.js';
import { parsePrice, parsePriceTiers, parseWhole, readCell } from './product-import-cells.js';
import type { ImportHeader } from './product-import-header.js';

/** An attribute value as stored: the attribute, then exactly one of number, choice, yes/no. */
export type StagedValue = [attributeId: string, numberValue: number | null, choiceValue: string | null, booleanValue: boolean | null];

/**
 * A row that passed its checks, as it will be written (product_import_rows.row). A field is
 * present when the file has its column; `id` when the row changes a live product, `slug` when it
 * adds one. `values` are set, `drop` are attribute values to remove (an empty cell).
 */
export interface StagedRow {
  id?: string;
  /** The id a new product gets (drawn at the check, so the rows that follow it need no lookup). */
  newId?: string;
  key: string;
  sku: string;
  slug?: string;
  name?: string;
  description?: string;
  categoryId?: string;
  priceCents?: number;
  minOrderQuantity?: number;
  /** The file's stock, only where it differs from the stock the check saw (a row with the live stock leaves it as orders make it). */
  availableQuantity?: number;
  /** The live stock the check saw, with `availableQuantity` of an existing product: the apply is refused when the stock moved since. */
  liveStock?: number;
  priceTiers?: PriceTier[];
  brand?: string | null;
  mpn?: string | null;
  ean?: string | null;
  lowStockThreshold?: number | null;
  imageKey?: string;
  values?: StagedValue[];
  drop?: string[];
}

export type RowCheck = { ok: true; row: StagedRow; isNew: boolean } | { ok: false; problems: ImportProblem[] };

/** The admin form's rules for these fields (shared/schemas/catalog.ts), all required for a new product… */
const newProductFields = productFieldsSchema.pick({
  name: true,
  description: true,
  price: true,
  availableQuantity: true,
  minOrderQuantity: true,
  lowStockThreshold: true,
  sku: true,
  mpn: true,
  brand: true,
  ean: true,
});
/** …and those a row gives for an existing one. */
const changedProductFields = newProductFields.partial();

const columnOfField: Record<string, ProductFileColumn> = {
  name: 'name',
  description: 'description',
  price: 'price',
  availableQuantity: 'stock',
  minOrderQuantity: 'min_order',
  lowStockThreshold: 'low_stock_threshold',
  sku: 'sku',
  mpn: 'mpn',
  brand: 'brand',
  ean: 'ean',
};

const NUMERIC = new Set<ProductFileColumn>(['price', 'min_order', 'stock', 'low_stock_threshold']);
const requiredMessage: Partial<Record<ProductFileColumn, string>> = {
  name: productMessages.nameRequired,
  description: productMessages.descriptionRequired,
  price: productMessages.priceRequired,
  stock: productMessages.availableRequired,
  min_order: productMessages.minimumRequired,
  category: productMessages.categoryRequired,
};

/** Part numbers already seen in the file, with their line: a second row for the same product is refused. */
export type SeenParts = Map<string, number>;

/**
 * The addresses of the file's new products: the first product of a name gets the name as its
 * address (unless the shop has it already, which the apply sees), the next ones a random ending,
 * as the product form does.
 */
export class FileSlugs {
  private readonly taken = new Set<string>();

  take(base: string): string {
    if (!this.taken.has(base)) {
      this.taken.add(base);
      return base;
    }
    return `${base}-${randomBytes(5).toString('hex')}`;
  }
}

/**
 * Checks one row of a product file with the rules the admin's product form is held to (the same
 * schema, price-tier, category and specification rules), and answers the row as it will be
 * written or its problems (line, column, message).
 */
export async function checkRow(catalog: ImportCatalog, header: ImportHeader, cells: readonly string[], line: number, seen: SeenParts, slugs: FileSlugs): Promise<RowCheck> {
  const problems: ImportProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ line, field, message });
  if (cells.length !== header.columns.length) {
    problem('file', `${productFileMessages.wrongColumnCount} (${cells.length} instead of ${header.columns.length})`);
    return { ok: false, problems };
  }

  /** The cell of a column: undefined when the file has no such column or the cell is refused. */
  const cell = (column: ProductFileColumn): string | undefined => {
    const index = header.fields.get(column);
    if (index === undefined) return undefined;
    const read = readCell(cells[index] ?? '', NUMERIC.has(column));
    if (!read.ok) {
      problem(column, read.message);
      return undefined;
    }
    return read.text;
  };
  const has = (column: ProductFileColumn) => header.fields.has(column);

  const sku = cell('sku') ?? '';
  const key = partNumberKey(sku);
  if (sku === '') {
    if (problems.length === 0) problem('sku', productFileMessages.skuRequired);
  } else if (key === '') problem('sku', productFileMessages.skuNoLetters);
  else if (seen.has(key)) problem('sku', `${productFileMessages.skuRepeated} ${seen.get(key)}`);
  else seen.set(key, line);
  const existing = key === '' ? undefined : catalog.existing.get(key);
  const isNew = !existing;

  // The fields the form's schema checks, as numbers and text.
  const fields: Record<string, unknown> = { sku };
  const text = (column: ProductFileColumn, field: string, required: boolean) => {
    const value = cell(column);
    if (value === undefined) return;
    if (value === '' && required) problem(column, requiredMessage[column] ?? productFileMessages.skuRequired);
    else fields[field] = value;
  };
  const whole = (column: ProductFileColumn, field: string, message: string, optional: boolean) => {
    const value = cell(column);
    if (value === undefined) return;
    if (value === '') {
      if (optional) fields[field] = null;
      else problem(column, requiredMessage[column] ?? message);
      return;
    }
    const number = parseWhole(value);
    if (number === undefined) problem(column, message);
    else fields[field] = number;
  };
  text('name', 'name', true);
  text('description', 'description', true);
  for (const column of ['brand', 'mpn', 'ean'] as const) text(column, column, false);
  const price = cell('price');
  if (price === '') problem('price', productMessages.priceRequired);
  else if (price !== undefined) {
    const cents = parsePrice(price);
    if (cents === undefined) problem('price', productFileMessages.priceShape);
    else fields.price = cents;
  }
  whole('stock', 'availableQuantity', productMessages.availableWhole, false);
  whole('min_order', 'minOrderQuantity', productMessages.minimumWhole, false);
  whole('low_stock_threshold', 'lowStockThreshold', productMessages.thresholdWhole, true);

  const parsed = (isNew ? newProductFields : changedProductFields).safeParse(fields);
  const valid = parsed.success ? parsed.data : undefined;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOfField[String(issue.path[0])] ?? 'file';
      // A required field the file has no column for: name the column to add.
      const missing = !has(column as ProductFileColumn) && fields[String(issue.path[0])] === undefined;
      if (!problems.some((known) => known.field === column)) problem(column, missing ? `${productFileMessages.missingColumns} ${column}` : issue.message);
    }
  }

  // Category: a new product needs one; a row without the column keeps the product's.
  let categoryId: string | null = existing?.categoryId ?? null;
  const slug = cell('category');
  if (slug === '' || (slug === undefined && isNew && !problems.some((known) => known.field === 'category'))) {
    problem('category', has('category') ? productMessages.categoryRequired : `${productFileMessages.missingColumns} category`);
    categoryId = null;
  } else if (slug !== undefined) {
    const category = catalog.tree.bySlug.get(slug.toLowerCase());
    if (!category) {
      const examples = catalog.tree.ordered.slice(0, 3).map((row) => row.slug).join(', ');
      problem('category', `${productFileMessages.unknownCategory} ${examples || 'tools'}`);
      categoryId = null;
    } else categoryId = category.id;
  }

  // Quantity prices: the form's rule, against the price and minimum the product will have.
  let tiers: PriceTier[] | undefined;
  const tiersText = cell('price_tiers');
  if (tiersText !== undefined) {
    tiers = tiersText === '' ? [] : parsePriceTiers(tiersText);
    if (!tiers) problem('price_tiers', productFileMessages.tiersShape);
  }
  const priceCents = valid?.price ?? existing?.priceCents;
  const minimum = valid?.minOrderQuantity ?? existing?.minOrderQuantity;
  const tierList = tiers ?? existing?.priceTiers ?? [];
  if (valid && priceCents !== undefined && minimum !== undefined && tierList.length > 0) {
    for (const message of priceTierProblems(tierList, minimum, priceCents)) problem('price_tiers', message);
  }

  // Picture: a key of the shop's media; a new product without one gets the "picture coming" image.
  let imageKey = cell('picture');
  // The picture a product has already is kept as it is.
  if (imageKey && imageKey !== existing?.imageKey && !(await catalog.pictureExists(imageKey))) problem('picture', productFileMessages.unknownPicture);
  if (!imageKey && isNew) imageKey = await catalog.pictureComing();

  // Specification: the attributes of the product's category path, read as the form reads them.
  const values: StagedValue[] = [];
  const drop: string[] = [];
  const attributes = categoryId ? catalog.attributesOf(categoryId) : undefined;
  for (const column of header.attributes) {
    const read = readCell(cells[column.index] ?? '', catalog.attributeKinds.get(column.key) === 'number');
    if (!read.ok) {
      problem(column.name, read.message);
      continue;
    }
    const attribute = attributes?.get(column.key);
    if (read.text === '') {
      if (attribute) drop.push(attribute.id);
      continue;
    }
    if (!attributes) {
      if (!problems.some((known) => known.field === 'category')) problem(column.name, productMessages.categoryNeeded);
      continue;
    }
    if (!attribute) {
      problem(column.name, `${column.key.slice(0, 40)} is not an attribute of this category`);
      continue;
    }
    try {
      const value = valueFor(attribute, '', read.text);
      values.push([attribute.id, value.numberValue ?? null, value.choiceValue ?? null, value.booleanValue ?? null]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problem(column.name, error.message);
    }
  }

  if (problems.length > 0 || !valid) return { ok: false, problems };
  const row: StagedRow = { key, sku: valid.sku ?? sku };
  if (existing) row.id = existing.id;
  else {
    row.newId = randomUUID();
    row.slug = slugs.take(slugify(valid.name ?? '') || 'product');
  }
  if (valid.name !== undefined) row.name = valid.name;
  if (valid.description !== undefined) row.description = valid.description;
  if (slug !== undefined && categoryId) row.categoryId = categoryId;
  if (valid.price !== undefined) row.priceCents = valid.price;
  if (valid.minOrderQuantity !== undefined) row.minOrderQuantity = valid.minOrderQuantity;
  if (valid.availableQuantity !== undefined && valid.availableQuantity !== existing?.availableQuantity) {
    row.availableQuantity = valid.availableQuantity;
    if (existing) row.liveStock = existing.availableQuantity;
  }
  if (tiers !== undefined) row.priceTiers = tiers.map(({ minQuantity, discountBasisPoints }) => ({ minQuantity, discountBasisPoints }));
  for (const column of ['brand', 'mpn', 'ean'] as const) if (valid[column] !== undefined) row[column] = valid[column];
  if (valid.lowStockThreshold !== undefined) row.lowStockThreshold = valid.lowStockThreshold;
  if (imageKey) row.imageKey = imageKey;
  if (values.length > 0) row.values = values;
  if (drop.length > 0) row.drop = drop;
  return { ok: true, row, isNew };
}
