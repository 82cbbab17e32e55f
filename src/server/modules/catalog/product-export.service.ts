import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { asc, inArray, sql } from 'drizzle-orm';
import type { PriceTier } from '../../../shared/price-tiers.js';
import { ATTRIBUTE_COLUMN_PREFIX, PRODUCT_FILE_COLUMNS } from '../../../shared/schemas/product-files.js';
import { rowsOf, type Executor } from '../../db/database.js';
import { categoryAttributes, productAttributeValues } from './catalog.tables.js';
import { formatNumber, formatPrice, formatPriceTiers, neutralised } from './product-import-cells.js';

/** Products read per query: the export holds one page at a time, never the whole catalog. */
const PAGE = 1000;

interface ExportedProduct {
  id: string;
  sku: string | null;
  name: string;
  description: string;
  category: string | null;
  price_cents: number;
  min_order_quantity: number;
  available_quantity: number;
  price_tiers: PriceTier[];
  brand: string | null;
  mpn: string | null;
  ean: string | null;
  low_stock_threshold: number | null;
  image_key: string;
}

/** The attribute keys of the shop, in the order of their first definition's position, then key. */
async function attributeKeys(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ key: categoryAttributes.key, position: sql<number>`min(${categoryAttributes.position})` })
    .from(categoryAttributes)
    .groupBy(categoryAttributes.key)
    .orderBy(asc(sql`min(${categoryAttributes.position})`), asc(categoryAttributes.key));
  return rows.map((row) => row.key);
}

/** The specification values of these products, as a person writes them ("18 V", "yes"), by product and key. */
async function valuesOf(db: Executor, productIds: string[]): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .select({
      productId: productAttributeValues.productId,
      key: categoryAttributes.key,
      unit: categoryAttributes.unit,
      numberValue: productAttributeValues.numberValue,
      choiceValue: productAttributeValues.choiceValue,
      booleanValue: productAttributeValues.booleanValue,
    })
    .from(productAttributeValues)
    .innerJoin(categoryAttributes, sql`${categoryAttributes.id} = ${productAttributeValues.attributeId}`)
    .where(inArray(productAttributeValues.productId, productIds));
  const values = new Map<string, Map<string, string>>();
  for (const row of rows) {
    // Numbers are written by the shop (never a formula, a minus sign included); choices were typed by people.
    const text =
      row.numberValue !== null ? `${formatNumber(row.numberValue)}${row.unit ? ` ${row.unit}` : ''}` : row.choiceValue !== null ? neutralised(row.choiceValue) : row.booleanValue ? 'yes' : 'no';
    let product = values.get(row.productId);
    if (!product) values.set(row.productId, (product = new Map()));
    product.set(row.key, text);
  }
  return values;
}

async function* exportRows(db: Executor): AsyncGenerator<string[]> {
  const keys = await attributeKeys(db);
  yield [...PRODUCT_FILE_COLUMNS, ...keys.map((key) => `${ATTRIBUTE_COLUMN_PREFIX}${key}`)];
  let after: string | null = null;
  for (;;) {
    // Keyset pages in id order: each page is one query, whatever the size of the catalog.
    const page: ExportedProduct[] = await rowsOf<ExportedProduct>(
      db,
      sql`select p.id, p.sku, p.name, p.description, c.slug as category, p.price_cents, p.min_order_quantity, p.available_quantity,
                 p.price_tiers, p.brand, p.mpn, p.ean, p.low_stock_threshold, p.image_key
            from products p left join categories c on c.id = p.category_id
           where p.archived_at is null ${after === null ? sql`` : sql`and p.id > ${after}::uuid`}
           order by p.id limit ${PAGE}`,
    );
    if (page.length === 0) return;
    const values = await valuesOf(
      db,
      page.map((product) => product.id),
    );
    for (const product of page) {
      const own = values.get(product.id);
      // Text people typed is neutralised; numbers the shop writes itself are not.
      yield [
        neutralised(product.sku ?? ''),
        neutralised(product.name),
        neutralised(product.description),
        neutralised(product.category ?? ''),
        formatPrice(Number(product.price_cents)),
        String(product.min_order_quantity),
        String(product.available_quantity),
        formatPriceTiers(product.price_tiers),
        neutralised(product.brand ?? ''),
        neutralised(product.mpn ?? ''),
        neutralised(product.ean ?? ''),
        product.low_stock_threshold === null ? '' : String(product.low_stock_threshold),
        product.image_key,
        ...keys.map((key) => own?.get(key) ?? ''),
      ];
    }
    after = page.at(-1)!.id;
    if (page.length < PAGE) return;
  }
}

/**
 * Every live product as a product file (issue 15 §3), streamed: the same columns the import
 * reads, so an export re-imports unchanged. A UTF-8 byte-order mark first, so spreadsheets read
 * the accents right. Every cell a spreadsheet would run as a formula (= + - @ or their
 * full-width forms, a tab or a line break first, after spaces or not) is written with an apostrophe before it (OWASP CSV injection).
 */
export function exportProducts(db: Executor): Readable {
  const csv = stringify({ bom: true });
  // pipeline, not pipe: when the answer stops (the client went away, or the response failed),
  // the generator is ended too, so no further page of products is read. Its error, if any, has
  // already ended the answer.
  pipeline(exportRows(db), csv).catch(() => undefined);
  return csv;
}
