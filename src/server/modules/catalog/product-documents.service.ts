import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { defaultDocumentTitle, PRODUCT_DOCUMENTS_PER_PRODUCT, productDocumentMessages, type ProductDocumentKind } from '../../../shared/product-documents.js';
import type { AdminProductDocument, ProductDocument, ProductDocumentFields, ProductDocumentUpdate } from '../../../shared/schemas/product-documents.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import type { MediaStorage, StoredMediaFile, StoredMediaInfo } from '../media/media-storage.js';
import { products } from './catalog.tables.js';
import { productNotFound } from './catalog.service.js';
import { checkPdf, documentFileName, safeDocumentFileName, storeDocumentFile } from './product-document-file.js';
import { productDocuments } from './product-documents.tables.js';

type DocumentRow = typeof productDocuments.$inferSelect;

/** Where a document is downloaded from. */
export function documentUrl(productId: string, documentId: string): string {
  return `/api/products/${productId}/documents/${documentId}/file`;
}

function toDocument(row: DocumentRow): ProductDocument {
  return { id: row.id, kind: row.kind, language: row.language, title: row.title, size: row.byteSize, url: documentUrl(row.productId, row.id) };
}

function toAdminDocument(row: DocumentRow): AdminProductDocument {
  return { ...toDocument(row), fileName: row.fileName, position: row.position, createdAt: row.createdAt.toISOString() };
}

const documentNotFound = () => new AppError('NOT_FOUND', productDocumentMessages.notFound);
const inListOrder = [asc(productDocuments.position), asc(productDocuments.createdAt), asc(productDocuments.id)];

async function rowsOf(db: Executor, productId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(...inListOrder);
}

/** The documents the product page lists, in the admins' order. */
export async function documentsOf(db: Executor, productId: string): Promise<ProductDocument[]> {
  return (await rowsOf(db, productId)).map(toDocument);
}

/** The documents as the admins' edit page manages them. */
export async function documentsForAdmin(db: Executor, productId: string): Promise<AdminProductDocument[]> {
  return (await rowsOf(db, productId)).map(toAdminDocument);
}

/** A product on sale, by id; locked against a second document added at the same moment when `lock`. */
async function liveProduct(db: Executor, productId: string, lock = false): Promise<void> {
  if (!isUuid(productId)) throw productNotFound();
  const query = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw productNotFound();
}

async function documentCount(db: Executor, productId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(productDocuments).where(eq(productDocuments.productId, productId));
  return row?.count ?? 0;
}

export interface NewProductDocument extends ProductDocumentFields {
  /** The name the file was uploaded under, if any. */
  fileName: string | undefined;
  data: Buffer;
}

/**
 * Attaches a PDF to a product on sale, at the end of its list. The file is checked by its bytes
 * and stored before the row is written (a failed write leaves an unused stored file, never a row
 * without its file); at most PRODUCT_DOCUMENTS_PER_PRODUCT per product.
 */
export async function addProductDocument(db: Executor, storage: MediaStorage, productId: string, document: NewProductDocument): Promise<AdminProductDocument> {
  await liveProduct(db, productId);
  if ((await documentCount(db, productId)) >= PRODUCT_DOCUMENTS_PER_PRODUCT) throw new AppError('CONFLICT', productDocumentMessages.tooMany);
  checkPdf(document.data);
  const fileKey = await storeDocumentFile(storage, document.data);
  const title = document.title || defaultDocumentTitle(document.kind, document.language);
  return db.transaction(async (tx) => {
    await liveProduct(tx, productId, true);
    const held = await documentCount(tx, productId);
    if (held >= PRODUCT_DOCUMENTS_PER_PRODUCT) throw new AppError('CONFLICT', productDocumentMessages.tooMany);
    const [row] = await tx
      .insert(productDocuments)
      .values({ productId, kind: document.kind, language: document.language, title, fileKey, byteSize: document.data.length, fileName: safeDocumentFileName(document.fileName, title), position: held })
      .returning();
    if (!row) throw new Error('the document was not written');
    return toAdminDocument(row);
  });
}

/** Numbers the product's documents 0, 1, 2… in the given order. */
async function renumber(tx: Executor, rows: readonly DocumentRow[]): Promise<void> {
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await tx.update(productDocuments).set({ position }).where(eq(productDocuments.id, row.id));
  }
}

/** Changes a document's kind, language or title, or moves it to another place in the product's list. */
export async function updateProductDocument(db: Database, productId: string, documentId: string, change: ProductDocumentUpdate): Promise<AdminProductDocument> {
  if (!isUuid(documentId)) throw documentNotFound();
  return db.transaction(async (tx) => {
    await liveProduct(tx, productId, true);
    const rows = await rowsOf(tx, productId);
    const current = rows.find((row) => row.id === documentId);
    if (!current) throw documentNotFound();
    const kind: ProductDocumentKind = change.kind ?? current.kind;
    const language = change.language ?? current.language;
    const title = change.title === undefined ? current.title : change.title || defaultDocumentTitle(kind, language);
    await tx.update(productDocuments).set({ kind, language, title }).where(eq(productDocuments.id, documentId));
    if (change.position !== undefined) {
      const others = rows.filter((row) => row.id !== documentId);
      others.splice(Math.min(change.position, others.length), 0, current);
      await renumber(tx, others);
    }
    const [row] = await tx.select().from(productDocuments).where(eq(productDocuments.id, documentId));
    if (!row) throw documentNotFound();
    return toAdminDocument(row);
  });
}

/**
 * Takes a document off the product; the ones after it move up. Its stored file stays: another
 * document may share its bytes, and a stored file is never changed or taken back (as pictures).
 */
export async function removeProductDocument(db: Database, productId: string, documentId: string): Promise<void> {
  if (!isUuid(documentId)) throw documentNotFound();
  await db.transaction(async (tx) => {
    await liveProduct(tx, productId, true);
    const [removed] = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
      .returning({ id: productDocuments.id });
    if (!removed) throw documentNotFound();
    await renumber(tx, await rowsOf(tx, productId));
  });
}

/** A download: the stored PDF, the name to save it as, and the key its ETag is made of. */
export interface DocumentDownload {
  /** With its bytes, or only what the store knows of it; null when the stored file is missing. */
  file: StoredMediaFile | StoredMediaInfo | null;
  fileName: string;
  fileKey: string;
}

/**
 * The PDF of a document of a product on sale; a document of another product, or of an archived
 * one, is not found. `withBody: false` asks the store only what it knows of the file (HEAD,
 * revalidation).
 */
export async function documentDownload(db: Executor, storage: MediaStorage, productId: string, documentId: string, withBody: boolean): Promise<DocumentDownload> {
  if (!isUuid(productId) || !isUuid(documentId)) throw documentNotFound();
  const [row] = await db
    .select({ fileKey: productDocuments.fileKey, fileName: productDocuments.fileName })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId), isNull(products.archivedAt)));
  if (!row) throw documentNotFound();
  const stored = documentFileName(row.fileKey);
  const file = withBody ? await storage.get(stored) : await storage.stat(stored);
  return { file, fileName: row.fileName, fileKey: row.fileKey };
}
