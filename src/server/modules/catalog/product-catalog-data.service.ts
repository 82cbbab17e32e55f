import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type AttributeInput, setProductAttributes } from './attributes.service.js';
import { products } from './catalog.tables.js';
import { productNotFound } from './catalog.service.js';
import { loadCategoryTree, pathTo, requireLiveCategory } from './categories.service.js';

/** Where a product sits and how it is described: category, part numbers, brand, barcode and specification. */
export interface ProductCatalogData {
  categoryId: string;
  sku?: string | null;
  mpn?: string | null;
  brand?: string | null;
  ean?: string | null;
  /** Attribute values by key; numbers may carry any unit of their quantity ("1.5 kW"). */
  attributes: Record<string, AttributeInput>;
}

/**
 * Files a live product under a category and replaces its specification; the attributes are
 * those of the category and its parents. Run it in the transaction that changes the product.
 */
export async function setProductCatalogData(db: Executor, productId: string, data: ProductCatalogData): Promise<void> {
  await requireLiveCategory(db, data.categoryId);
  const [row] = await db
    .update(products)
    .set({ categoryId: data.categoryId, sku: data.sku ?? null, mpn: data.mpn ?? null, brand: data.brand ?? null, ean: data.ean ?? null, updatedAt: new Date() })
    .where(and(eq(products.id, productId), isNull(products.archivedAt)))
    .returning({ id: products.id });
  if (!row) throw productNotFound();
  const path = pathTo(await loadCategoryTree(db), data.categoryId).map((category) => category.id);
  await setProductAttributes(db, productId, path, data.attributes);
}
