import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_DOCUMENT_MAX_BYTES, PRODUCT_DOCUMENT_TITLE_MAX, PRODUCT_DOCUMENTS_PER_PRODUCT, productDocumentMessages } from '../../../shared/product-documents.js';
import type { ProductForAdmin } from '../../../shared/schemas/catalog.js';
import type { ProductDetails } from '../../../shared/schemas/discovery.js';
import type { ProductDocumentReply } from '../../../shared/schemas/product-documents.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { smallPdf, uploadDocument, type DocumentPart } from '../../test/document-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';
import { productDocuments } from './product-documents.tables.js';

describe.each(testDatabaseKinds())('product documents on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let pdf: Buffer;
  const datasheet = { kind: 'datasheet', language: 'en', title: 'Datasheet DD-18' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    pdf = await smallPdf('Drill driver DD-18');
  });
  afterAll(() => t.close());

  const upload = (productId: string, part: DocumentPart, user: TestUser | null = admin) => uploadDocument(t.app, user?.cookie ?? null, productId, part);
  const added = async (productId: string, part: DocumentPart = { data: pdf, fields: datasheet }) => {
    const response = await upload(productId, part);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProductDocumentReply>().document;
  };
  const details = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetails>();
  const download = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });
  const change = (productId: string, documentId: string, payload: object, user: TestUser | null = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/products/${productId}/documents/${documentId}`, payload, headers: user ? { cookie: user.cookie } : {} });
  const remove = (productId: string, documentId: string, user: TestUser | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/products/${productId}/documents/${documentId}`, headers: user ? { cookie: user.cookie } : {} });
  const rowsOf = (productId: string) => t.database.db.select().from(productDocuments).where(eq(productDocuments.productId, productId));

  it('attaches a PDF that the product page lists with its size and that downloads as the very bytes, as an attachment', async () => {
    const product = await insertProduct(t.database.db, { name: 'Documented Drill' });
    expect((await details(product.id)).documents).toEqual([]);
    const document = await added(product.id, { data: pdf, fileName: 'DD-18 datasheet.pdf', fields: datasheet });
    expect(document).toMatchObject({ kind: 'datasheet', language: 'en', title: 'Datasheet DD-18', size: pdf.length, fileName: 'DD-18 datasheet.pdf', position: 0 });

    const listed = (await details(product.slug)).documents;
    expect(listed).toEqual([{ id: document.id, kind: 'datasheet', language: 'en', title: 'Datasheet DD-18', size: pdf.length, url: `/api/products/${product.id}/documents/${document.id}/file` }]);
    const file = await download(document.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="DD-18 datasheet.pdf"; filename*=UTF-8''DD-18%20datasheet.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(file.headers['content-length'])).toBe(pdf.length);

    // The bytes were stored under their hash before the row was written.
    const [row] = await rowsOf(product.id);
    expect(row?.fileKey).toMatch(/^[a-f0-9]{24}$/);
    expect((await readFile(path.join(t.config.dataDir, 'media', `${row?.fileKey}.pdf`))).equals(pdf)).toBe(true);
    // The edit page sees it too, with the name it was uploaded under.
    const forAdmin = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: { cookie: admin.cookie } })).json<ProductForAdmin>();
    expect(forAdmin.documents).toEqual([expect.objectContaining({ id: document.id, fileName: 'DD-18 datasheet.pdf', position: 0 })]);
  });

  it('answers a revalidation with 304 and a HEAD with the headers only', async () => {
    const product = await insertProduct(t.database.db);
    const document = await added(product.id);
    const first = await download(document.url);
    const etag = String(first.headers.etag);
    const again = await download(document.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await download(document.url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-disposition']).toMatch(/^attachment; /);
    expect(head.body).toBe('');
  });

  it('saves a download under the uploaded name made safe, its other letters encoded as RFC 5987 says', async () => {
    const product = await insertProduct(t.database.db);
    const named = await added(product.id, { data: pdf, fileName: 'Größe: Ø 8.PDF', fields: { ...datasheet, language: 'de' } });
    expect(named.fileName).toBe('Größe Ø 8.pdf');
    const file = await download(named.url);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Gr__e _ 8.pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%C3%98%208.pdf`);
    const unnamed = await added(product.id, { data: pdf, fileName: '...pdf', fields: { kind: 'manual', language: 'fr', title: '' } });
    expect(unnamed).toMatchObject({ title: 'Manual (FR)', fileName: 'Manual (FR).pdf' });
  });

  it('refuses a file that is not a PDF by its content, whatever its name or declared type', async () => {
    const product = await insertProduct(t.database.db);
    const refusals = [
      { data: Buffer.from('just some text, not a document'), fileName: 'x.pdf' },
      { data: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), fileName: 'datasheet.pdf', contentType: 'application/pdf' },
      { data: Buffer.from('<html><body>%PDF-1.7</body></html>%%EOF'), fileName: 'page.html', contentType: 'text/html' },
      { data: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), fileName: 'cut-short.pdf' },
      { data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), fileName: 'picture.pdf' },
    ];
    for (const part of refusals) {
      const response = await upload(product.id, { ...part, fields: datasheet });
      expect(response.statusCode, part.fileName).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', detail: productDocumentMessages.notPdf });
    }
    expect(await rowsOf(product.id)).toEqual([]);
  });

  it('refuses a file over the size limit with a readable 413', async () => {
    const product = await insertProduct(t.database.db);
    const large = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PRODUCT_DOCUMENT_MAX_BYTES, 0x20), Buffer.from('\n%%EOF\n')]);
    const response = await upload(product.id, { data: large, fields: datasheet });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: productDocumentMessages.tooLarge });
    expect(await rowsOf(product.id)).toEqual([]);
  });

  it('answers every wrong field with its own message, and stores HTML in a title as the text it is', async () => {
    const product = await insertProduct(t.database.db);
    const fieldErrors = async (part: DocumentPart) => {
      const response = await upload(product.id, part);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: { field: string; message: string }[] }>().errors;
    };
    expect(await fieldErrors({ data: pdf, fields: { ...datasheet, kind: 'brochure' } })).toEqual([{ field: 'kind', message: productDocumentMessages.kindUnknown }]);
    expect(await fieldErrors({ data: pdf, fields: { ...datasheet, language: "en'; drop table products;--" } })).toEqual([{ field: 'language', message: productDocumentMessages.languageInvalid }]);
    expect(await fieldErrors({ data: pdf, fields: { ...datasheet, title: 'x'.repeat(PRODUCT_DOCUMENT_TITLE_MAX + 1) } })).toEqual([{ field: 'title', message: productDocumentMessages.titleTooLong }]);
    expect(await fieldErrors({ data: pdf, fields: { ...datasheet, title: 'Line\u0000break' } })).toEqual([{ field: 'title', message: productDocumentMessages.titleControl }]);
    expect(await fieldErrors({ fields: datasheet })).toEqual([{ field: 'file', message: productDocumentMessages.missing }]);
    expect(await fieldErrors({ data: pdf, fields: {} })).toEqual([
      { field: 'kind', message: productDocumentMessages.kindUnknown },
      { field: 'language', message: productDocumentMessages.languageInvalid },
    ]);
    const extraField = await upload(product.id, { data: pdf, fields: { ...datasheet, owner: 'someone' } });
    expect(extraField.statusCode).toBe(400);
    expect(extraField.json()).toMatchObject({ detail: productDocumentMessages.badForm });
    const json = await t.app.inject({ method: 'POST', url: `/api/admin/products/${product.id}/documents`, payload: datasheet, headers: { cookie: admin.cookie } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ detail: productDocumentMessages.notMultipart });
    expect(await rowsOf(product.id)).toEqual([]);

    const html = '<img src=x onerror="alert(1)"> Manual\'); DROP TABLE products;--';
    const document = await added(product.id, { data: pdf, fields: { ...datasheet, title: `  ${html}  ` } });
    expect(document.title).toBe(html);
    expect((await details(product.id)).documents[0]?.title).toBe(html);
    expect(await t.database.db.$count(products)).toBeGreaterThan(0);
  });

  it('lets only admins attach, change and remove documents', async () => {
    const product = await insertProduct(t.database.db);
    expect((await upload(product.id, { data: pdf, fields: datasheet }, null)).statusCode).toBe(401);
    expect((await upload(product.id, { data: pdf, fields: datasheet }, customer)).statusCode).toBe(403);
    const document = await added(product.id);
    expect((await change(product.id, document.id, { title: 'Mine now' }, null)).statusCode).toBe(401);
    expect((await change(product.id, document.id, { title: 'Mine now' }, customer)).statusCode).toBe(403);
    expect((await remove(product.id, document.id, customer)).statusCode).toBe(403);
    expect((await details(product.id)).documents).toEqual([expect.objectContaining({ id: document.id, title: datasheet.title })]);
  });

  it('finds no product or document that is not there, another product’s, or an archived product’s', async () => {
    const product = await insertProduct(t.database.db);
    const other = await insertProduct(t.database.db);
    const document = await added(product.id);
    const unknown = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
    expect((await upload(unknown, { data: pdf, fields: datasheet })).statusCode).toBe(404);
    expect((await upload('not-a-product', { data: pdf, fields: datasheet })).statusCode).toBe(404);
    for (const url of [`/api/products/${other.id}/documents/${document.id}/file`, `/api/products/${product.id}/documents/${unknown}/file`, `/api/products/${product.id}/documents/1%27%20or%201=1/file`]) {
      const response = await download(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ detail: productDocumentMessages.notFound });
    }
    expect((await change(other.id, document.id, { title: 'Elsewhere' })).statusCode).toBe(404);
    expect((await remove(other.id, document.id)).statusCode).toBe(404);
    expect((await remove(product.id, unknown)).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await download(document.url)).statusCode).toBe(404);
    expect((await upload(product.id, { data: pdf, fields: datasheet })).statusCode).toBe(404);
  });

  it('changes a document’s kind, language, title and place, and removes it from the listing', async () => {
    const product = await insertProduct(t.database.db);
    const first = await added(product.id, { data: pdf, fields: { ...datasheet, title: 'First' } });
    const second = await added(product.id, { data: await smallPdf('Manual'), fields: { kind: 'manual', language: 'de', title: 'Second' } });
    const third = await added(product.id, { data: await smallPdf('CE'), fields: { kind: 'declaration-of-conformity', language: 'en', title: 'Third' } });
    const titles = async () => (await details(product.id)).documents.map((document) => document.title);
    expect(await titles()).toEqual(['First', 'Second', 'Third']);

    const changed = await change(product.id, second.id, { kind: 'safety-data-sheet', language: 'pt-BR', title: '  Sicherheitsdatenblatt  ', position: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ProductDocumentReply>()).toMatchObject({ message: productDocumentMessages.updated, document: { kind: 'safety-data-sheet', language: 'pt-BR', title: 'Sicherheitsdatenblatt', position: 0 } });
    expect(await titles()).toEqual(['Sicherheitsdatenblatt', 'First', 'Third']);
    expect((await change(product.id, first.id, { title: '' })).json<ProductDocumentReply>().document.title).toBe('Datasheet (EN)');
    expect((await change(product.id, first.id, {})).json()).toMatchObject({ detail: productDocumentMessages.nothingToChange });
    expect((await change(product.id, first.id, { kind: 'poster' })).statusCode).toBe(400);
    expect((await change(product.id, first.id, { position: -1 })).statusCode).toBe(400);
    expect((await change(product.id, first.id, { language: '<b>en</b>' })).statusCode).toBe(400);

    const removed = await remove(product.id, third.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: productDocumentMessages.removed });
    expect(await titles()).toEqual(['Sicherheitsdatenblatt', 'Datasheet (EN)']);
    expect((await download(third.url)).statusCode).toBe(404);
    expect((await rowsOf(product.id)).map((row) => row.position).sort()).toEqual([0, 1]);
  });

  it(`takes at most ${PRODUCT_DOCUMENTS_PER_PRODUCT} documents per product`, async () => {
    const product = await insertProduct(t.database.db);
    for (let index = 0; index < PRODUCT_DOCUMENTS_PER_PRODUCT; index += 1) await added(product.id);
    const refused = await upload(product.id, { data: pdf, fields: datasheet });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', detail: productDocumentMessages.tooMany });
    expect(await rowsOf(product.id)).toHaveLength(PRODUCT_DOCUMENTS_PER_PRODUCT);
  });

  it('forgets the cached product page when its documents change, also when they change in the database itself', async () => {
    const product = await insertProduct(t.database.db);
    expect((await details(product.id)).documents).toEqual([]);
    const document = await added(product.id);
    expect((await details(product.id)).documents.map((listed) => listed.id)).toEqual([document.id]);
    await change(product.id, document.id, { title: 'Renamed' });
    expect((await details(product.id)).documents[0]?.title).toBe('Renamed');

    // A change no request of this process made reaches the cached answer through the announcement.
    await t.database.db.update(productDocuments).set({ title: 'Changed in SQL' }).where(eq(productDocuments.id, document.id));
    await vi.waitFor(async () => expect((await details(product.id)).documents[0]?.title).toBe('Changed in SQL'));
    await t.database.db.delete(productDocuments).where(eq(productDocuments.id, document.id));
    await vi.waitFor(async () => expect((await details(product.id)).documents).toEqual([]));
  });
});
