import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '../../../shared/catalog.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { UploadedPicture } from '../../../shared/schemas/media.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { uploadPicture } from '../../test/picture-helpers.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { createCategory } from '../catalog/categories.service.js';
import { mediaStoreMessages } from './media-storage-s3.js';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const photo = (color: string) => sharp({ create: { width: 1000, height: 750, channels: 3, background: color } }).jpeg({ quality: 90 }).toBuffer();

/** What is in a data folder's picture directory (nothing when there is none). */
async function localMedia(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'media')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

describe.each(testDatabaseKinds())('pictures in an S3-compatible bucket (MEDIA_STORE=s3) on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  /** A second shop process: same database, same bucket, a data folder of its own (another machine). */
  let other: FastifyInstance;
  let otherDataDir: string;
  let customer: TestUser;
  let admin: TestUser;
  let uploaded: UploadedPicture;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(kind, { env: s3.env });
    otherDataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-other-process-'));
    other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: otherDataDir, LOG_LEVEL: 'silent', ...s3.env }),
      database: t.database,
      shop: t.shop,
      logger: false,
      webDir: path.join(otherDataDir, 'no-web-build'),
      mailer: capturingMailer(),
    });
    customer = await signUp(t.app);
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await s3?.close();
    if (otherDataDir) await rm(otherDataDir, { recursive: true, force: true });
  });

  it('stores an uploaded picture in the bucket, in both widths, and nothing in the data folder', async () => {
    const response = await uploadPicture(t.app, customer.cookie, await photo('#c84'));
    expect(response.statusCode).toBe(201);
    uploaded = response.json<UploadedPicture>();
    expect(uploaded.image.src).toBe(`/media/${uploaded.key}-800.webp`);
    expect(await s3.listObjects()).toEqual([`${uploaded.key}-400.webp`, `${uploaded.key}-800.webp`]);
    expect(await localMedia(t.config.dataDir)).toEqual([]);
  });

  it('serves it from the bucket with the bytes stored, a year-long cache and an ETag, and answers 304 to a revalidation', async () => {
    const served = await t.app.inject({ method: 'GET', url: uploaded.image.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(served.headers.etag).toBe(`"${uploaded.key}-800"`);
    const stored = await s3.getObject(`${uploaded.key}-800.webp`);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(Number(served.headers['content-length'])).toBe(stored.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const again = await t.app.inject({ method: 'GET', url: uploaded.image.src, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(served.headers.etag);
    expect(again.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  });

  it('answers HEAD with the headers of GET from what the bucket knows of the file, without reading its bytes', async () => {
    const url = uploaded.image.src;
    const served = await t.app.inject({ method: 'GET', url });
    const seen = s3.requests().length;
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(s3.requests().slice(seen)).toEqual([`HEAD /${s3.bucket}/${uploaded.key}-800.webp`]);
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      expect(head.headers[name], name).toBe(served.headers[name]);
    }
    expect(Number(head.headers['content-length'])).toBe(served.rawPayload.length);

    const missing = await t.app.inject({ method: 'HEAD', url: `/media/${'e'.repeat(24)}-800.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('another shop process with its own data folder serves the picture, and shows it on a product made by the first', async () => {
    const small = await other.inject({ method: 'GET', url: `/media/${uploaded.key}-400.webp` });
    expect(small.statusCode).toBe(200);
    expect(small.headers.etag).toBe(`"${uploaded.key}-400"`);
    expect(small.rawPayload.equals(await s3.getObject(`${uploaded.key}-400.webp`))).toBe(true);

    const categoryId = (await createCategory(t.database.db, { name: 'Pictures in a bucket' })).id;
    const product = { name: 'Angle Grinder AG-125', price: 8999, availableQuantity: 4, minOrderQuantity: 1, description: '125 mm disc, 1100 W.', imageKey: uploaded.key, categoryId };
    const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: product, headers: { cookie: admin.cookie } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ product: Product }>().product.id;
    const seen = (await other.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
    const picture = await other.inject({ method: 'GET', url: seen.image.src });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(await s3.getObject(`${uploaded.key}-800.webp`))).toBe(true);
    expect(await localMedia(otherDataDir)).toEqual([]);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/products', payload: { ...product, imageKey: 'f'.repeat(24) }, headers: { cookie: admin.cookie } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ field: 'imageKey', message: productMessages.pictureUnknown });
  });

  it.each([
    ['a picture the bucket does not hold', `/media/${'e'.repeat(24)}-800.webp`, {}],
    ['a picture the bucket does not hold, revalidated', `/media/${'e'.repeat(24)}-800.webp`, { 'if-none-match': `"${'e'.repeat(24)}-800"` }],
    ['a name that is not a picture\'s', '/media/notes.txt', {}],
    ['a path out of the folder', '/media/..%2f..%2fetc%2fpasswd', {}],
  ])('answers a 404 problem for %s', async (_label, url, headers) => {
    const response = await other.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  // Last: the bucket stays down.
  it('answers a 503 problem, not a 500, while the bucket cannot be reached', async () => {
    await s3.stop();
    const expectUnavailable = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
      expect(response.statusCode).toBe(503);
      expect(String(response.headers['content-type'])).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 503, code: 'UNAVAILABLE', detail: mediaStoreMessages.unavailable });
    };
    expectUnavailable(await other.inject({ method: 'GET', url: uploaded.image.src }));
    expectUnavailable(await other.inject({ method: 'GET', url: uploaded.image.src, headers: { 'if-none-match': `"${uploaded.key}-800"` } }));
    expectUnavailable(await uploadPicture(t.app, customer.cookie, await photo('#48c')));
    expect(await localMedia(t.config.dataDir)).toEqual([]);
  });
});
