import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { syncLowStockNotice } from '../modules/catalog/low-stock.service.js';
import { recordStockMovement } from '../modules/catalog/stock-ledger.service.js';
import { countLiveProducts, createProduct } from '../modules/catalog/catalog.service.js';
import { addProductDocument } from '../modules/catalog/product-documents.service.js';
import type { MediaStorage } from '../modules/media/media-storage.js';
import { storePicture } from '../modules/media/media.service.js';
import { countReviews, createReview } from '../modules/reviews/reviews.service.js';
import { importProductReview } from '../modules/reviews/product-reviews.service.js';
import { seedDemoCategories } from './seed-demo-categories.js';
import { seedDemoDeliveryZones } from './seed-demo-delivery-zones.js';
import { seedDemoTradeTiers } from './seed-demo-trade-tiers.js';
import { demoProducts } from './demo-products.js';
import type { DemoProduct } from './demo-types.js';
import { demoReviews } from './demo-reviews.js';
import { demoProductReviews } from './demo-product-reviews.js';
import { demoDocuments } from './demo-documents.js';
import { demoDocumentPdf } from './demo-document-pdf.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  products: number;
  categories: number;
  reviews: number;
}

/**
 * A demo product's stock history starts with its first count, added by the shop itself; one at or
 * below its low-stock threshold is in the admins' inbox from the start (without an email).
 */
async function startStockLedger(db: Executor, productId: string, product: DemoProduct, createdAt: Date): Promise<void> {
  await recordStockMovement(db, productId, { before: 0, after: product.availableQuantity, at: createdAt }, { reason: 'created', actor: null });
  const threshold = product.lowStockThreshold ?? null;
  if (threshold === null) return;
  await db.update(products).set({ lowStockThreshold: threshold }).where(eq(products.id, productId));
  await syncLowStockNotice(db, { id: productId, quantity: product.availableQuantity, threshold }, { tellAdmins: false });
}

/**
 * Loads the demo catalog (a few products with their documents) and reviews, delivery zones and
 * trade price tiers. Products are only added to a shop without products, categories to a shop
 * without categories (they then describe the demo products already there), reviews to a shop
 * without reviews, zones and tiers to a shop without any, so running it twice never doubles
 * anything.
 */
export async function seedDemoData(db: Executor, storage: MediaStorage, now = new Date()): Promise<SeedResult> {
  const result: SeedResult = { products: 0, categories: 0, reviews: 0 };
  if ((await countLiveProducts(db)) === 0) {
    for (const product of demoProducts) {
      const imageKey = await storePicture(storage, Buffer.from(product.art));
      const createdAt = new Date(now.getTime() - product.ageDays * DAY_MS);
      const { id } = await createProduct(db, {
        name: product.name,
        description: product.description,
        priceCents: product.priceCents,
        availableQuantity: product.availableQuantity,
        minOrderQuantity: product.minOrderQuantity,
        priceTiers: product.priceTiers ?? [],
        imageKey,
        createdAt,
      });
      await startStockLedger(db, id, product, createdAt);
      result.products += 1;
    }
  }
  result.categories = await seedDemoCategories(db);
  await seedDemoDeliveryZones(db);
  await seedDemoTradeTiers(db);
  if ((await countReviews(db)) === 0) {
    for (const review of demoReviews) {
      await createReview(db, {
        authorId: null,
        name: review.name,
        country: review.country,
        rating: review.rating,
        pictureKey: null,
        comment: review.comment,
        helpfulCount: review.helpfulCount,
        createdAt: new Date(now.getTime() - review.ageDays * DAY_MS),
      });
      result.reviews += 1;
    }
  }
  if (result.products > 0) {
    await seedDemoProductReviews(db, now);
    await seedDemoDocuments(db, storage, await liveProductIds(db));
  }
  return result;
}

/** The ids of the live products, by name. */
async function liveProductIds(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(isNull(products.archivedAt));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The demo products' datasheets and declarations, with the products (a shop given its own products gets none). */
async function seedDemoDocuments(db: Executor, storage: MediaStorage, idOf: Map<string, string>): Promise<void> {
  for (const document of demoDocuments) {
    const productId = idOf.get(document.product);
    if (!productId) throw new Error(`demo document of an unknown product: ${document.product}`);
    const { kind, language, title, fileName } = document;
    await addProductDocument(db, storage, productId, { kind, language, title, fileName, data: await demoDocumentPdf(document) });
  }
}

/** The demo products' own reviews, with the products (a shop given its own products gets none). */
async function seedDemoProductReviews(db: Executor, now: Date): Promise<void> {
  const idOf = await liveProductIds(db);
  for (const { product, ageDays, ...review } of demoProductReviews) {
    const productId = idOf.get(product);
    if (!productId) throw new Error(`demo review of an unknown product: ${product}`);
    await importProductReview(db, productId, { ...review, createdAt: new Date(now.getTime() - ageDays * DAY_MS) });
  }
}
