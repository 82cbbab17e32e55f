import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database.js';

/** What the search index keeps of one live product, as the database gives it. */
export interface IndexedProductRow {
  id: string;
  categoryId: string | null;
  priceCents: number;
  inStock: boolean;
  /** `created_at` in microseconds since 1970 (text: a bigint), so equal times sort as the database sorts them. */
  createdAt: string;
  skuKey: string;
  mpnKey: string;
  ean: string | null;
  name: string;
  /** `search_document` as text: the database's own word forms, positions and weights. */
  document: string;
}

/** One specification value of a live product. */
export interface IndexedValueRow {
  productId: string;
  attributeId: string;
  numberValue: number | null;
  choiceValue: string | null;
  booleanValue: boolean | null;
}

/** Every attribute of every category: what a value's attribute id means for filters and facets. */
export interface IndexedAttributeRow {
  id: string;
  key: string;
  kind: 'number' | 'choice' | 'boolean';
  position: number;
}

const onlyThese = (ids: readonly string[]) => sql`and p.id = any(${sql.param([...ids])}::uuid[])`;

/** Which products to read: those of `ids` that are live, or the next live ones by id after `after`. */
export type ProductsToRead = { ids: readonly string[] } | { after: string | null; limit: number };

/** Live products as the search index keeps them. */
export function readIndexedProducts(db: Executor, which: ProductsToRead): Promise<IndexedProductRow[]> {
  const chosen = 'ids' in which ? onlyThese(which.ids) : sql`${which.after === null ? sql`` : sql`and p.id > ${which.after}`} order by p.id limit ${which.limit}`;
  return rowsOf<IndexedProductRow>(
    db,
    sql`select p.id, p.category_id as "categoryId", p.price_cents as "priceCents",
               p.available_quantity >= p.min_order_quantity as "inStock",
               (extract(epoch from p.created_at) * 1000000)::bigint::text as "createdAt",
               p.sku_key as "skuKey", p.mpn_key as "mpnKey", p.ean, p.name, p.search_document::text as document
          from products p where p.archived_at is null ${chosen}`,
  );
}

/** The specification values of the live products of `ids`. */
export function readIndexedValues(db: Executor, ids: readonly string[]): Promise<IndexedValueRow[]> {
  return rowsOf<IndexedValueRow>(
    db,
    sql`select v.product_id as "productId", v.attribute_id as "attributeId", v.number_value as "numberValue",
               v.choice_value as "choiceValue", v.boolean_value as "booleanValue"
          from product_attribute_values v join products p on p.id = v.product_id
         where p.archived_at is null ${onlyThese(ids)}`,
  );
}

export function readIndexedAttributes(db: Executor): Promise<IndexedAttributeRow[]> {
  return rowsOf<IndexedAttributeRow>(db, sql`select id, key, kind, position from category_attributes`);
}

/** The query the database makes of a shopper's words (its word forms, stop words dropped), as text. */
export async function readTextQuery(db: Executor, words: string): Promise<string> {
  const [row] = await rowsOf<{ query: string }>(db, sql`select websearch_to_tsquery('english', ${words})::text as query`);
  return row?.query ?? '';
}
