import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { localMediaStorage } from '../modules/media/media-storage.js';
import { storePicture } from '../modules/media/media.service.js';
import type { TestApp } from './test-app.js';

/** Stores a small real picture as an upload would, and returns its key. */
export async function storedPictureKey(t: TestApp, color = '#2a6'): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
  return storePicture(localMediaStorage(path.join(t.config.dataDir, 'media')), png);
}

/** POST /api/media/pictures as the user with this session cookie, the way a browser sends a file. */
export function uploadPicture(app: FastifyInstance, cookie: string, data: Buffer, fileName = 'photo.jpg', contentType = 'image/jpeg') {
  const boundary = `----shop${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return app.inject({ method: 'POST', url: '/api/media/pictures', payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } });
}
