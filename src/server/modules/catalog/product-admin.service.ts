import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { partNumberKey, productMessages } from '../../../shared/catalog.js';
import { AppError } from '../../../shared/errors.js';
import { priceTierProblems, type PriceTier } from '../../../shared/price-tiers.js';
import type { Product, ProductForAdmin } from '../../../shared/schemas/catalog.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { imageUrls } from '../media/media-urls.js';
import { type AttributeInput, setProductAttributes } from './attributes.service.js';
import { categoryAttributes, productAttributeValues, productPictures, products } from './catalog.tables.js';
import { createProduct, productNotFound, toProduct } from './catalog.service.js';
import { loadCategoryTree, pathTo, requireLiveCategory } from './categories.service.js';
import { syncLowStockNotice } from './low-stock.service.js';
import { documentsForAdmin } from './product-documents.service.js';
import { recordStockMovement, type StockActor } from './stock-ledger.service.js';
import { recordIfBackInStock } from './stock.service.js';

/** What the product form sends (issue 13 §2, §6): SPEC §5's fields and the catalog data. */
export interface ProductWrite {
  name: string;
  description: string;
  priceCents: number;
  availableQuantity: number;
  minOrderQuantity: number;
  /** Admins are told when the pieces on hand fall to this number or below; null or left out when adding: never, when editing: unchanged. */
  lowStockThreshold?: number | null | undefined;
  /** Quantity-break prices; left out when adding: none, when editing: unchanged. */
  priceTiers?: PriceTier[] | undefined;
  /** Every picture, main first; the main picture alone when only it is given. */
  pictures: string[];
  categoryId: string;
  sku?: string | null | undefined;
  mpn?: string | null | undefined;
  brand?: string | null | undefined;
  ean?: string | null | undefined;
  attributes?: Record<string, AttributeInput> | undefined;
}

/** A change: any of the fields. `mainPicture` alone replaces the main picture and keeps the others. */
export type ProductChange = Partial<Omit<ProductWrite, 'pictures'>> & { pictures?: string[] | undefined; mainPicture?: string | undefined };

const live = isNull(products.archivedAt);

/**
 * A part number belongs to one product on sale, compared letters and digits only. The lock makes
 * two admins saving the same new part number at once take turns (it ends with the transaction).
 */
async function requireFreePartNumber(tx: Executor, sku: string | null | undefined, productId: string | null): Promise<void> {
  const key = sku ? partNumberKey(sku) : '';
  if (key === '') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-sku:${key}`}))`);
  const [other] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(live, sql`sku_key = ${key}`, productId ? ne(products.id, productId) : undefined))
    .limit(1);
  if (other) throw new AppError('CONFLICT', productMessages.skuTaken, { errors: [{ field: 'sku', message: productMessages.skuTaken }] });
}

/** Tiers must start above the minimum order quantity, each with more pieces and a larger discount than the one before, and leave a piece a price. */
function requireValidPriceTiers(tiers: readonly PriceTier[], minOrderQuantity: number, priceCents: number): PriceTier[] {
  const [problem] = priceTierProblems(tiers, minOrderQuantity, priceCents);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { errors: [{ field: 'priceTiers', message: problem }] });
  return tiers.map(({ minQuantity, discountBasisPoints }) => ({ minQuantity, discountBasisPoints }));
}

async function categoryPath(tx: Executor, categoryId: string): Promise<string[]> {
  await requireLiveCategory(tx, categoryId);
  return pathTo(await loadCategoryTree(tx), categoryId).map((category) => category.id);
}

async function replaceExtraPictures(tx: Executor, productId: string, extra: readonly string[]): Promise<void> {
  await tx.delete(productPictures).where(eq(productPictures.productId, productId));
  if (extra.length > 0) await tx.insert(productPictures).values(extra.map((imageKey, index) => ({ productId, imageKey, position: index + 1 })));
}

/** The attribute values a product has, by key, numbers in their attribute's unit. */
async function storedAttributeValues(tx: Executor, productId: string) {
  return tx
    .select({
      key: categoryAttributes.key,
      unit: categoryAttributes.unit,
      numberValue: productAttributeValues.numberValue,
      choiceValue: productAttributeValues.choiceValue,
      booleanValue: productAttributeValues.booleanValue,
    })
    .from(productAttributeValues)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, productAttributeValues.attributeId))
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.key));
}

function rawValue(row: { numberValue: number | null; choiceValue: string | null; booleanValue: boolean | null }): AttributeInput {
  return row.numberValue ?? row.choiceValue ?? row.booleanValue ?? false;
}

/**
 * Adds a product with its category, part numbers, specification and pictures, all or nothing:
 * a wrong unit or an unknown attribute leaves no product behind. Its first count starts its stock
 * ledger (`created`, by the admin who added it); added at or below its low-stock threshold, it
 * opens a notice at once.
 */
export async function addProduct(db: Database, input: ProductWrite, actor: StockActor): Promise<Product> {
  const [main, ...extra] = input.pictures;
  if (!main) throw new AppError('VALIDATION_FAILED', productMessages.pictureRequired, { errors: [{ field: 'imageKey', message: productMessages.pictureRequired }] });
  return db.transaction(async (tx) => {
    const path = await categoryPath(tx, input.categoryId);
    await requireFreePartNumber(tx, input.sku, null);
    const product = await createProduct(tx, {
      name: input.name,
      description: input.description,
      priceCents: input.priceCents,
      availableQuantity: input.availableQuantity,
      minOrderQuantity: input.minOrderQuantity,
      priceTiers: requireValidPriceTiers(input.priceTiers ?? [], input.minOrderQuantity, input.priceCents),
      imageKey: main,
      categoryId: input.categoryId,
      sku: input.sku ?? null,
      mpn: input.mpn ?? null,
      brand: input.brand ?? null,
      ean: input.ean ?? null,
    });
    await setProductAttributes(tx, product.id, path, input.attributes ?? {});
    await replaceExtraPictures(tx, product.id, extra);
    const threshold = input.lowStockThreshold ?? null;
    if (threshold !== null) await tx.update(products).set({ lowStockThreshold: threshold }).where(eq(products.id, product.id));
    await recordStockMovement(tx, product.id, { before: 0, after: product.availableQuantity }, { reason: 'created', actor });
    if (threshold !== null) await syncLowStockNotice(tx, { id: product.id, quantity: product.availableQuantity, threshold });
    return product;
  });
}

/**
 * Changes a live product, all or nothing. Given attributes replace the whole specification; a new
 * category without attributes keeps the values its attributes still define. Every change touches
 * the product row (updated_at), so its trigger announces it and cached answers are made fresh.
 * A new count is recorded in the stock ledger (`manual`, by the admin); a new count or threshold
 * opens or resolves the product's low-stock notice.
 */
export async function editProduct(db: Database, id: string, change: ProductChange, actor: StockActor): Promise<Product> {
  if (!isUuid(id)) throw productNotFound();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(and(eq(products.id, id), live)).for('update');
    if (!current) throw productNotFound();
    const { pictures, mainPicture, attributes, priceCents, priceTiers, ...fields } = change;
    const main = pictures?.[0] ?? mainPicture;
    // A new minimum order quantity or price must suit the tiers the product keeps.
    const tiers = requireValidPriceTiers(priceTiers ?? current.priceTiers, change.minOrderQuantity ?? current.minOrderQuantity, priceCents ?? current.priceCents);
    if (change.sku !== undefined && change.sku !== null && partNumberKey(change.sku) !== partNumberKey(current.sku ?? '')) await requireFreePartNumber(tx, change.sku, id);

    const categoryId = change.categoryId ?? current.categoryId;
    const categoryChanged = change.categoryId !== undefined && change.categoryId !== current.categoryId;
    if (attributes !== undefined || categoryChanged) {
      if (!categoryId) {
        throw new AppError('VALIDATION_FAILED', productMessages.categoryNeeded, { errors: [{ field: 'categoryId', message: productMessages.categoryNeeded }] });
      }
      const path = await categoryPath(tx, categoryId);
      const values = attributes ?? (await keptValues(tx, id, path));
      await setProductAttributes(tx, id, path, values);
    }
    if (pictures !== undefined) await replaceExtraPictures(tx, id, pictures.slice(1));

    const [row] = await tx
      .update(products)
      .set({ ...fields, priceTiers: tiers, ...(priceCents === undefined ? {} : { priceCents }), ...(main === undefined ? {} : { imageKey: main }), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw productNotFound();
    await recordIfBackInStock(tx, current, row);
    await recordStockMovement(tx, id, { before: current.availableQuantity, after: row.availableQuantity }, { reason: 'manual', actor });
    if (row.availableQuantity !== current.availableQuantity || row.lowStockThreshold !== current.lowStockThreshold) {
      await syncLowStockNotice(tx, { id, quantity: row.availableQuantity, threshold: row.lowStockThreshold });
    }
    return toProduct(row);
  });
}

/** After a move to another category: the values of the attributes the new category also has. */
async function keptValues(tx: Executor, productId: string, path: readonly string[]): Promise<Record<string, AttributeInput>> {
  const keys = new Set(
    (await tx.select({ key: categoryAttributes.key }).from(categoryAttributes).where(inArray(categoryAttributes.categoryId, [...path]))).map((row) => row.key),
  );
  const stored = await storedAttributeValues(tx, productId);
  return Object.fromEntries(stored.filter((row) => keys.has(row.key)).map((row) => [row.key, rawValue(row)]));
}

/** A live product as its form edits it: category id, raw specification values with units, picture keys. */
export async function getProductForAdmin(db: Executor, id: string): Promise<ProductForAdmin> {
  if (!isUuid(id)) throw productNotFound();
  const [row] = await db.select().from(products).where(and(eq(products.id, id), live));
  if (!row) throw productNotFound();
  const [values, extra, documents] = await Promise.all([
    storedAttributeValues(db, id),
    db.select({ imageKey: productPictures.imageKey }).from(productPictures).where(eq(productPictures.productId, id)).orderBy(asc(productPictures.position)),
    documentsForAdmin(db, id),
  ]);
  return {
    ...toProduct(row),
    lowStockThreshold: row.lowStockThreshold,
    mpn: row.mpn,
    ean: row.ean,
    categoryId: row.categoryId,
    attributes: values.map((value) => ({ key: value.key, value: rawValue(value), unit: value.numberValue !== null ? value.unit : null })),
    pictures: [row.imageKey, ...extra.map((picture) => picture.imageKey)].map((key) => ({ key, image: imageUrls(key) })),
    documents,
  };
}
