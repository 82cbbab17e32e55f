import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database.js';

/** What the search index keeps of one live product, as the database gives it. */
export interface IndexedProductRow {
  id: string;
  categoryId: string | null;
  priceCents: number;
  brand: string | null;
  unitsSoldRecently: number;
  /** Visible reviews and their stars ("top rated"). */
  ratingCount: number;
  ratingTotal: number;
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

/**
 * The live products' ids in the order the whole index is read: by category (products without one
 * first), then by id. The index gives products slots in the order it reads them, so the products
 * of one category lie side by side in its arrays, and a search that counts a category (or words
 * its products share) reads memory in a row rather than all over it: about a third less time for
 * the benchmark's searches at 100,000 products (docs/performance.md).
 */
export async function readLiveProductOrder(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`select id from products where archived_at is null order by category_id nulls first, id`);
  return rows.map((row) => row.id);
}

/** Those of the products of `ids` that are live, as the search index keeps them, in the order of `ids`. */
export function readIndexedProducts(db: Executor, ids: readonly string[]): Promise<IndexedProductRow[]> {
  return rowsOf<IndexedProductRow>(
    db,
    sql`select p.id, p.category_id as "categoryId", p.price_cents as "priceCents", p.brand, p.units_sold_recently as "unitsSoldRecently",
               p.rating_count as "ratingCount", p.rating_total as "ratingTotal",
               p.available_quantity >= p.min_order_quantity as "inStock",
               (extract(epoch from p.created_at) * 1000000)::bigint::text as "createdAt",
               p.sku_key as "skuKey", p.mpn_key as "mpnKey", p.ean, p.name, p.search_document::text as document
          from unnest(${sql.param([...ids])}::uuid[]) with ordinality as wanted(id, place)
          join products p on p.id = wanted.id
         where p.archived_at is null
         order by wanted.place`,
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
