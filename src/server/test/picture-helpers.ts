import path from 'node:path';
import sharp from 'sharp';
import { localMediaStorage } from '../modules/media/media-storage.js';
import { storePicture } from '../modules/media/media.service.js';
import type { TestApp } from './test-app.js';

/** Stores a small real picture as an upload would, and returns its key. */
export async function storedPictureKey(t: TestApp, color = '#2a6'): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
  return storePicture(localMediaStorage(path.join(t.config.dataDir, 'media')), png);
}
