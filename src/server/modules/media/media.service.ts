import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, mediaFileName } from './media-urls.js';
import type { MediaStorage } from './media-storage.js';

/**
 * Re-encodes a picture into WebP at each of IMAGE_WIDTHS (metadata dropped, never enlarged) and
 * stores the files under a key derived from the source bytes. Returns that key.
 */
export async function storePicture(storage: MediaStorage, source: Buffer): Promise<string> {
  const key = createHash('sha256').update(source).digest('hex').slice(0, 24);
  for (const width of IMAGE_WIDTHS) {
    const fileName = mediaFileName(key, width);
    if (await storage.has(fileName)) continue;
    const encoded = await sharp(source, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    await storage.put(fileName, encoded);
  }
  return key;
}
