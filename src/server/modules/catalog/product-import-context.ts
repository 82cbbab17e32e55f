import { sql } from 'drizzle-orm';
import type { PriceTier } from '../../../shared/price-tiers.js';
import { rowsOf, type Executor } from '../../db/database.js';
import type { MediaStorage } from '../media/media-storage.js';
import { pictureExists } from '../media/media.service.js';
import type { AttributeRow } from './attributes.service.js';
import { categoryAttributes } from './catalog.tables.js';
import { loadCategoryTree, pathTo, type CategoryTree } from './categories.service.js';
import { pictureComingKey } from './picture-coming-image.js';

/** A live product a row may change, found by its part number. */
export interface ExistingProduct {
  id: string;
  categoryId: string | null;
  priceCents: number;
  minOrderQuantity: number;
  priceTiers: PriceTier[];
  imageKey: string;
  /** The stock as the check saw it: a row changes it only from this number (see StagedRow.liveStock). */
  availableQuantity: number;
}

/**
 * What checking a product file reads from the catalog, loaded once before the first row: the
 * live categories, every attribute definition, and every live product with a part number (by the
 * part number's letters and digits). Pictures are looked up once per key.
 */
export interface ImportCatalog {
  tree: CategoryTree;
  /** Attribute keys any category defines, with their kind (a key keeps one kind everywhere). */
  attributeKinds: Map<string, AttributeRow['kind']>;
  existing: Map<string, ExistingProduct>;
  /** The attributes a product of this category has (its own and its parents'), by key. */
  attributesOf(categoryId: string): Map<string, AttributeRow>;
  pictureExists(key: string): Promise<boolean>;
  /** The "picture coming" image of new products without a picture (stored on first use). */
  pictureComing(): Promise<string>;
}

export async function loadImportCatalog(db: Executor, storage: MediaStorage): Promise<ImportCatalog> {
  const [tree, attributeRows, existingRows] = await Promise.all([
    loadCategoryTree(db),
    db.select().from(categoryAttributes),
    rowsOf<{ id: string; sku_key: string; category_id: string | null; price_cents: number; min_order_quantity: number; price_tiers: PriceTier[]; image_key: string; available_quantity: number }>(
      db,
      sql`select id, sku_key, category_id, price_cents, min_order_quantity, price_tiers, image_key, available_quantity from products where archived_at is null and sku_key <> ''`,
    ),
  ]);
  const byCategory = new Map<string, AttributeRow[]>();
  for (const row of attributeRows) byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row]);
  const existing = new Map<string, ExistingProduct>();
  for (const row of existingRows) {
    existing.set(row.sku_key, {
      id: row.id,
      categoryId: row.category_id,
      priceCents: Number(row.price_cents),
      minOrderQuantity: Number(row.min_order_quantity),
      priceTiers: row.price_tiers,
      imageKey: row.image_key,
      availableQuantity: Number(row.available_quantity),
    });
  }
  const onPath = new Map<string, Map<string, AttributeRow>>();
  const pictures = new Map<string, Promise<boolean>>();
  return {
    tree,
    attributeKinds: new Map(attributeRows.map((row) => [row.key, row.kind])),
    existing,
    attributesOf(categoryId) {
      let attributes = onPath.get(categoryId);
      if (!attributes) {
        attributes = new Map(pathTo(tree, categoryId).flatMap((category) => (byCategory.get(category.id) ?? []).map((row) => [row.key, row] as const)));
        onPath.set(categoryId, attributes);
      }
      return attributes;
    },
    pictureExists(key) {
      let known = pictures.get(key);
      if (!known) {
        known = pictureExists(storage, key);
        pictures.set(key, known);
      }
      return known;
    },
    pictureComing: () => pictureComingKey(storage),
  };
}
