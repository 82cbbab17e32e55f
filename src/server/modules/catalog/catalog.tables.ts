import { sql } from 'drizzle-orm';
import type { PriceTier } from '../../../shared/price-tiers.js';
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The category tree (Power tools › Drills). A removed category is archived: products and links refer to it. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    archivedAt: at('archived_at'),
  },
  (t) => [check('categories_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`)],
);

/**
 * A specification attribute a category defines for its products (and its subcategories'):
 * a number in a unit (stored in that unit), a choice among options, or yes/no. The same key in
 * several categories means the same thing (one filter), so it keeps one kind and unit.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    kind: text('kind', { enum: ['number', 'choice', 'boolean'] }).notNull(),
    unit: text('unit'),
    choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
    /** Substitutes for an out-of-stock product must match it on its key attributes. */
    isKey: boolean('is_key').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('category_attributes_key_unique').on(t.categoryId, t.key),
    check('category_attributes_kind', sql`${t.kind} in ('number', 'choice', 'boolean')`),
    check('category_attributes_unit_for_numbers', sql`(${t.kind} = 'number') = (${t.unit} is not null)`),
    index('category_attributes_key_idx').on(t.key),
  ],
);

/** SPEC §5. Prices in cents. A removed product is archived, never deleted: orders refer to it. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The readable part of the product's address, /product/<slug>; never changes once given. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Quantity-break prices (shared/price-tiers.ts), lowest quantity first; checked when saved. */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default(sql`'[]'::jsonb`),
    availableQuantity: integer('available_quantity').notNull(),
    minOrderQuantity: integer('min_order_quantity').notNull(),
    /** Pieces of it in orders of the last weeks not cancelled, counted again every so often (best-sellers.ts): what "best selling" sorts by. */
    unitsSoldRecently: integer('units_sold_recently').notNull().default(0),
    /** Visible product reviews and the sum of their stars (product-reviews.service.ts keeps them in step): the average on cards, and what "top rated" sorts by. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Key of the main picture in media storage; the URLs of its sizes are derived from it. */
    imageKey: text('image_key').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** The shop's part number. */
    sku: text('sku'),
    /** The manufacturer's part number. */
    mpn: text('mpn'),
    brand: text('brand'),
    /** EAN-13 / GTIN barcode. */
    ean: text('ean'),
    /** When the pieces on hand fall to this number or below, admins are told (null: never). */
    lowStockThreshold: integer('low_stock_threshold'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    archivedAt: at('archived_at'),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_available_not_negative', sql`${t.availableQuantity} >= 0`),
    check('products_min_order_positive', sql`${t.minOrderQuantity} >= 1`),
    check('products_price_tiers_list', sql`jsonb_typeof(${t.priceTiers}) = 'array'`),
    check('products_rating_adds_up', sql`${t.ratingCount} >= 0 and ${t.ratingTotal} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    check('products_low_stock_threshold_not_negative', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`),
    // The shop lists live products newest first; read backwards, this index serves every page.
    index('products_live_newest_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** A product's value of one attribute, numbers in the attribute's unit. */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    numberValue: doublePrecision('number_value'),
    choiceValue: text('choice_value'),
    booleanValue: boolean('boolean_value'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_attribute_values_attribute_idx').on(t.attributeId, t.choiceValue, t.numberValue),
    check('product_attribute_values_one_value', sql`num_nonnulls(${t.numberValue}, ${t.choiceValue}, ${t.booleanValue}) = 1`),
  ],
);

/** Further pictures of a product, after its main one, in order. */
export const productPictures = pgTable(
  'product_pictures',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * Words and phrases shoppers use for the same thing (issue 38: MCB = miniature circuit breaker):
 * a search for one also finds the others (search-synonyms.ts). Each term is lower case and in one
 * group only.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  terms: text('terms').array().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
