import { MAX_PICTURE_BYTES, mediaMessages } from '../../../shared/schemas/media';

/** The raster formats the server accepts (it checks the bytes again and re-encodes them). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

/**
 * Checks a chosen file before it is sent, with the server's messages: a JPEG, PNG, WebP or AVIF
 * picture of at most 5 MB. Returns the message to show, or null when the file may be uploaded.
 */
export function pictureFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return mediaMessages.notAPicture;
  if (file.size > MAX_PICTURE_BYTES) return mediaMessages.tooLarge;
  if (file.size === 0) return mediaMessages.notAPicture;
  return null;
}
