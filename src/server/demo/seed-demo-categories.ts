import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { defineAttribute } from '../modules/catalog/attributes.service.js';
import { setProductCatalogData } from '../modules/catalog/product-catalog-data.service.js';
import { categories, products } from '../modules/catalog/catalog.tables.js';
import { createCategory } from '../modules/catalog/categories.service.js';
import { type DemoCategory, demoCategories } from './demo-categories.js';
import { demoProducts } from './demo-products.js';

/** A valid EAN-13 (GS1 check digit) from a 12-digit start. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

async function createTree(db: Executor, nodes: DemoCategory[], parentId: string | null, ids: Map<string, string>): Promise<void> {
  for (const [position, node] of nodes.entries()) {
    const category = await createCategory(db, { name: node.name, description: node.description, parentId, position });
    ids.set(category.slug, category.id);
    for (const attribute of node.attributes ?? []) await defineAttribute(db, category.id, attribute);
    await createTree(db, node.children ?? [], category.id, ids);
  }
}

/**
 * Builds the demo category tree in a shop without categories, and gives the demo products found
 * in it (by name, still without a category) their category, brand, part numbers and specification.
 * Returns how many categories it made.
 */
export async function seedDemoCategories(db: Executor): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(categories);
  if ((existing?.total ?? 0) > 0) return 0;
  const ids = new Map<string, string>();
  await createTree(db, demoCategories, null, ids);
  for (const [index, demo] of demoProducts.entries()) {
    const categoryId = ids.get(demo.category);
    if (!categoryId) throw new Error(`demo product ${demo.name} names an unknown category ${demo.category}`);
    const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.name, demo.name), isNull(products.categoryId), isNull(products.archivedAt)));
    if (!product) continue;
    const number = String(10_001 + index);
    await setProductCatalogData(db, product.id, {
      categoryId,
      sku: `TS-${number}`,
      mpn: demo.mpn,
      brand: demo.brand,
      ean: ean13(`4006381${number.padStart(5, '0')}`),
      attributes: demo.specs,
    });
  }
  return ids.size;
}
