import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { products } from '../modules/catalog/catalog.tables.js';
import { syncLowStockNotice } from '../modules/catalog/low-stock.service.js';
import { recordStockMovement } from '../modules/catalog/stock-ledger.service.js';
import { countLiveProducts, createProduct } from '../modules/catalog/catalog.service.js';
import { importAccessories } from '../modules/catalog/product-accessories.service.js';
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
import { demoAccessories } from './demo-accessories.js';
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
    const idOf = await demoProductIds(db);
    await seedDemoProductReviews(db, idOf, now);
    await seedDemoDocuments(db, storage, idOf);
    await seedDemoAccessories(db, idOf);
  }
  return result;
}

/** The live products' ids by name, to tie the demo's reviews, documents and "Goes with" to them. */
async function demoProductIds(db: Executor): Promise<(name: string, what: string) => string> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(isNull(products.archivedAt));
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name, what) => {
    const id = ids.get(name);
    if (!id) throw new Error(`${what} of an unknown demo product: ${name}`);
    return id;
  };
}

/** The demo products' datasheets and declarations, with the products (a shop given its own products gets none). */
async function seedDemoDocuments(db: Executor, storage: MediaStorage, idOf: (name: string, what: string) => string): Promise<void> {
  for (const document of demoDocuments) {
    const { kind, language, title, fileName } = document;
    await addProductDocument(db, storage, idOf(document.product, 'demo document'), { kind, language, title, fileName, data: await demoDocumentPdf(document) });
  }
}

/** The demo products' own reviews, with the products (a shop given its own products gets none). */
async function seedDemoProductReviews(db: Executor, idOf: (name: string, what: string) => string, now: Date): Promise<void> {
  for (const { product, ageDays, ...review } of demoProductReviews) {
    await importProductReview(db, idOf(product, 'demo review'), { ...review, createdAt: new Date(now.getTime() - ageDays * DAY_MS) });
  }
}

/** What the demo products go with. */
async function seedDemoAccessories(db: Executor, idOf: (name: string, what: string) => string): Promise<void> {
  for (const [product, accessories] of Object.entries(demoAccessories)) {
    await importAccessories(db, idOf(product, '"Goes with"'), accessories.map((name) => idOf(name, 'accessory')));
  }
}
