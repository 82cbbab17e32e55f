import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { UploadedPicture } from '../../src/shared/schemas/media.js';
import { baseUrl } from './accounts.js';

/** A small real picture (a coloured PNG or JPEG) made with sharp. */
export async function pictureBuffer(format: 'png' | 'jpeg' = 'png', colour = { r: 30, g: 80, b: 200 }): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** The picture written to a temporary file, for `setInputFiles`. */
export async function pictureFile(format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-picture-'));
  const file = path.join(dir, `test-picture.${format === 'png' ? 'png' : 'jpg'}`);
  await writeFile(file, await pictureBuffer(format));
  return file;
}

/** POST /api/media/pictures as whoever `request` is signed in as; returns the stored picture. */
export async function uploadPictureThroughApi(request: APIRequestContext): Promise<UploadedPicture> {
  const response = await request.post('/api/media/pictures', {
    multipart: { file: { name: 'test-picture.png', mimeType: 'image/png', buffer: await pictureBuffer() } },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UploadedPicture;
}
