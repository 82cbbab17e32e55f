import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '../../../shared/schemas/media.js';
import { signUp, type TestUser } from '../../test/accounts-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

function multipart(fileName: string, contentType: string, data: Buffer) {
  const boundary = `----shop${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real photo-like JPEG with EXIF metadata (camera make and GPS-like comment). */
async function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X100', ImageDescription: 'home address 12 Secret Lane' } })
    .toBuffer();
}

describe('picture uploads', () => {
  let t: TestApp;
  let user: TestUser;
  let mediaDir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    user = await signUp(t.app);
    mediaDir = path.join(t.config.dataDir, 'media');
  });
  afterAll(() => t.close());

  const upload = (fileName: string, contentType: string, data: Buffer, cookie: string | null = user.cookie) => {
    const body = multipart(fileName, contentType, data);
    return t.app.inject({ method: 'POST', url: '/api/media/pictures', payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
  };
  const files = async () => (await readdir(mediaDir)).sort();

  it('is for signed-in users', async () => {
    expect((await upload('a.png', 'image/png', await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), null)).statusCode).toBe(401);
  });

  it('accepts a real JPEG, re-encodes it to WebP in two widths and drops its metadata', async () => {
    const response = await upload('photo.jpg', 'image/jpeg', await jpegWithMetadata());
    expect(response.statusCode).toBe(201);
    const { key, image } = response.json();
    expect(key).toMatch(/^[a-f0-9]{24}$/);
    expect(image.src).toBe(`/media/${key}-800.webp`);
    const served = await t.app.inject({ method: 'GET', url: image.src });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await files()).toEqual(expect.arrayContaining([`${key}-400.webp`, `${key}-800.webp`]));
  });

  it('accepts a PNG', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 80, b: 200, alpha: 0.5 } } }).png().toBuffer();
    const response = await upload('diagram.png', 'image/png', png);
    expect(response.statusCode).toBe(201);
    const small = await t.app.inject({ method: 'GET', url: `/media/${response.json().key}-400.webp` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
  });

  it.each([
    ['an SVG with a script', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML file renamed .png', 'cat.png', 'image/png', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['a text file', 'notes.jpg', 'image/jpeg', Buffer.from('just some words')],
  ])('refuses %s with 415 and stores nothing', async (_label, fileName, type, data) => {
    const before = await files();
    const response = await upload(fileName, type, data);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe(mediaMessages.notAPicture);
    expect(await files()).toEqual(before);
  });

  it('refuses a truncated JPEG and stores nothing', async () => {
    const whole = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const before = await files();
    const response = await upload('cut.jpg', 'image/jpeg', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(response.statusCode).toBe(415);
    expect(await files()).toEqual(before);
  });

  it('refuses a JPEG with an HTML page appended (polyglot) only if it is not a clean picture, and never serves the extra bytes', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a33' } }).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const response = await upload('poly.jpg', 'image/jpeg', polyglot);
    if (response.statusCode === 201) {
      const served = await t.app.inject({ method: 'GET', url: response.json().image.src });
      expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    } else {
      expect(response.statusCode).toBe(415);
    }
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = await files();
    const big = Buffer.concat([await jpegWithMetadata(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload('huge.jpg', 'image/jpeg', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(mediaMessages.tooLarge);
    expect(await files()).toEqual(before);
  });

  it('ignores path tricks in the file name', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } }).png().toBuffer();
    const response = await upload('../../../etc/passwd.png', 'image/png', png);
    expect(response.statusCode).toBe(201);
    expect((await files()).every((file) => /^[a-f0-9]{24}-\d+\.webp$/.test(file))).toBe(true);
  });
});
