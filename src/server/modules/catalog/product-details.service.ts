import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { ProductDetails, RelatedProducts } from '../../../shared/schemas/discovery.js';
import { isOutOfStock } from '../../../shared/catalog.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { imageUrls } from '../media/media-urls.js';
import { attributesInPathOrder, specsOf } from './attributes.service.js';
import { productAttributeValues, productPictures, products } from './catalog.tables.js';
import { productNotFound, toProduct } from './catalog.service.js';
import { documentsOf } from './product-documents.service.js';
import { pathTo, toCrumb } from './categories.service.js';
import { accessoriesOf } from './product-accessories.service.js';
import type { CatalogStructure } from './catalog-structure.js';

const live = isNull(products.archivedAt);

/** A live product by its id or by its readable address. */
async function findLive(db: Executor, idOrSlug: string) {
  // No address holds a NUL, and the database refuses text with one.
  if (idOrSlug.includes('\u0000')) throw productNotFound();
  const [row] = await db
    .select()
    .from(products)
    .where(and(isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug), live));
  if (!row) throw productNotFound();
  return row;
}

/** The product page (issue 13): the product, where it sits in the tree, its specification, every picture and its documents. */
export async function getProductDetails(db: Executor, structure: CatalogStructure, idOrSlug: string): Promise<ProductDetails> {
  if (idOrSlug.length > 200) throw productNotFound();
  const row = await findLive(db, idOrSlug);
  const path = row.categoryId ? pathTo(structure.tree, row.categoryId) : [];
  const [specs, pictures, documents] = await Promise.all([
    specsOf(db, row.id, attributesInPathOrder(structure.attributes, path.map((category) => category.id))),
    db.select({ imageKey: productPictures.imageKey }).from(productPictures).where(eq(productPictures.productId, row.id)).orderBy(asc(productPictures.position)),
    documentsOf(db, row.id),
  ]);
  const category = path.at(-1);
  return {
    ...toProduct(row),
    mpn: row.mpn,
    ean: row.ean,
    category: category ? toCrumb(category) : null,
    breadcrumbs: path.map(toCrumb),
    specs,
    pictures: [imageUrls(row.imageKey), ...pictures.map((picture) => imageUrls(picture.imageKey))],
    documents,
  };
}

const RELATED_COUNT = 4;
const inStock = sql`${products.availableQuantity} >= ${products.minOrderQuantity}`;

/**
 * Similar products: in stock, same category, closest in price. Substitutes, for a product that
 * cannot be ordered: the same, but matching it on every key attribute it has (voltage, socket …).
 */
export async function getRelatedProducts(db: Executor, structure: CatalogStructure, idOrSlug: string): Promise<RelatedProducts> {
  if (idOrSlug.length > 200) throw productNotFound();
  const row = await findLive(db, idOrSlug);
  const accessories = await accessoriesOf(db, row.id);
  // Goes with what it was chosen for, not again as merely similar.
  const notChosen = (product: Product) => !accessories.some((accessory) => accessory.id === product.id);
  if (!row.categoryId) return { productId: row.id, accessories, similar: [], substitutes: [] };
  const sameCategory = and(live, inStock, eq(products.categoryId, row.categoryId), ne(products.id, row.id));
  const byPrice = sql`abs(${products.priceCents} - ${row.priceCents}), ${products.id}`;
  const similar = (await db.select().from(products).where(sameCategory).orderBy(byPrice).limit(RELATED_COUNT)).map(toProduct).filter(notChosen);
  if (!isOutOfStock(row)) return { productId: row.id, accessories, similar, substitutes: [] };
  const keyAttributes = attributesInPathOrder(structure.attributes, pathTo(structure.tree, row.categoryId).map((category) => category.id)).filter((attribute) => attribute.isKey);
  const values = await db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, row.id));
  const keyValues = values.filter((value) => keyAttributes.some((attribute) => attribute.id === value.attributeId));
  const matching = keyValues.map(
    (value) =>
      sql`exists (select 1 from product_attribute_values v where v.product_id = ${products.id} and v.attribute_id = ${value.attributeId}
            and v.number_value is not distinct from ${value.numberValue} and v.choice_value is not distinct from ${value.choiceValue} and v.boolean_value is not distinct from ${value.booleanValue})`,
  );
  const substitutes: Product[] = (
    await db
      .select()
      .from(products)
      .where(and(sameCategory, ...matching))
      .orderBy(byPrice)
      .limit(RELATED_COUNT)
  ).map(toProduct);
  return { productId: row.id, accessories, similar: similar.filter((product) => !substitutes.some((substitute) => substitute.id === product.id)), substitutes };
}
