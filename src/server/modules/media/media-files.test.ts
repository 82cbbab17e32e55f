import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The local store (the default) serves as the bucket does (media-store-s3.test.ts): same cache, same ETag, same 404s. */
describe('pictures served from the data folder (MEDIA_STORE=local)', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    key = await storedPictureKey(t);
  });
  afterAll(() => t.close());

  it('sends the stored bytes with a year-long cache, its length and date, and an ETag named by the content', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/media/${key}-800.webp` });
    expect(response.statusCode).toBe(200);
    const stored = await readFile(path.join(t.config.dataDir, 'media', `${key}-800.webp`));
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(response.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': YEAR_IMMUTABLE, etag: `"${key}-800"`, 'content-length': String(stored.length) });
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
  });

  it('answers 304 to a revalidation, whichever form of the ETag comes back', async () => {
    for (const tag of [`"${key}-400"`, `W/"${key}-400"`, `"other", "${key}-400"`, '*']) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${key}-400.webp`, headers: { 'if-none-match': tag } });
      expect(response.statusCode, tag).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    }
    const changed = await t.app.inject({ method: 'GET', url: `/media/${key}-400.webp`, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const served = await t.app.inject({ method: 'GET', url: `/media/${key}-400.webp` });
    const response = await t.app.inject({ method: 'HEAD', url: `/media/${key}-400.webp` });
    expect(response.statusCode).toBe(200);
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      expect(response.headers[name], name).toBe(served.headers[name]);
    }
    expect(response.headers.etag).toBe(`"${key}-400"`);
    expect(response.rawPayload.length).toBe(0);
  });

  it('never serves a file of the folder that is not a stored picture (a half-written one, another name)', async () => {
    const media = path.join(t.config.dataDir, 'media');
    await writeFile(path.join(media, `${key}-800.webp.4242.1700000000000.tmp`), 'half');
    await writeFile(path.join(media, 'notes.txt'), 'private');
    for (const url of [`/media/${key}-800.webp.4242.1700000000000.tmp`, '/media/notes.txt', `/media/${'0'.repeat(24)}-800.webp`, '/media/', `/media/${key}-800.webp/x`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
