import { createHash } from 'node:crypto';
import { loadWhenNeeded } from '../../load-when-needed.js';
import { AppError } from '../../../shared/errors.js';
import { MAX_PICTURE_BYTES, mediaMessages } from '../../../shared/schemas/media.js';
import { IMAGE_WIDTHS, mediaFileName } from './media-urls.js';
import type { MediaStorage } from './media-storage.js';

const loadSharp = loadWhenNeeded(async () => (await import('sharp')).default);

/**
 * Re-encodes a picture into WebP at each of IMAGE_WIDTHS (metadata dropped, never enlarged) and
 * stores the files under a key derived from the source bytes. Every size is encoded before any
 * is stored, so a picture that fails half-way leaves nothing behind. Returns the key.
 */
export async function storePicture(storage: MediaStorage, source: Buffer): Promise<string> {
  const key = createHash('sha256').update(source).digest('hex').slice(0, 24);
  const encoded: [string, Buffer][] = [];
  for (const width of IMAGE_WIDTHS) {
    const fileName = mediaFileName(key, width);
    if (await storage.stat(fileName)) continue;
    const sharp = await loadSharp();
    const data = await sharp(source, { limitInputPixels: 40_000_000, failOn: 'truncated' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    encoded.push([fileName, data]);
  }
  for (const [fileName, data] of encoded) await storage.put(fileName, data);
  return key;
}

/** What the bytes say the file is (never the name or the declared type). */
function sniff(data: Buffer): 'jpeg' | 'png' | 'webp' | 'avif' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp' && ['avif', 'avis'].includes(data.subarray(8, 12).toString('latin1'))) return 'avif';
  return null;
}

const sharpFormats = { jpeg: ['jpeg'], png: ['png'], webp: ['webp'], avif: ['heif', 'avif'] } as const;

/**
 * SPEC §5: an uploaded picture must be a real raster image (JPEG, PNG, WebP or AVIF, judged by its
 * bytes and by decoding it completely) of at most 5 MB. It is stored re-encoded, so nothing of
 * the original file (metadata, trailing data of a polyglot) is ever served.
 */
export async function acceptUploadedPicture(storage: MediaStorage, data: Buffer): Promise<string> {
  if (data.length === 0) throw new AppError('BAD_REQUEST', mediaMessages.missing);
  if (data.length > MAX_PICTURE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', mediaMessages.tooLarge);
  const kind = sniff(data);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.notAPicture);
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(data, { limitInputPixels: 40_000_000 }).metadata();
    if (!(sharpFormats[kind] as readonly string[]).includes(metadata.format ?? '')) throw new Error(`bytes say ${kind}, decoder says ${metadata.format}`);
    if (kind === 'avif' && metadata.compression !== 'av1') throw new Error('HEIF that is not AVIF');
    // Decoding every pixel catches truncated and corrupt files before anything is stored.
    await sharp(data, { limitInputPixels: 40_000_000, failOn: 'truncated' }).raw().toBuffer();
    return await storePicture(storage, data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.notAPicture);
  }
}

/** A key a product or review may refer to: one whose files exist. */
export async function pictureExists(storage: MediaStorage, key: string): Promise<boolean> {
  return /^[a-f0-9]{24}$/.test(key) && (await storage.stat(mediaFileName(key, IMAGE_WIDTHS[0]))) !== null;
}
