import type { Image } from '../../../shared/schemas/common.js';

/** Widths every stored picture is encoded in; the largest is the fallback `src`. */
export const IMAGE_WIDTHS = [400, 800] as const;
export const MEDIA_URL_PREFIX = '/media/';

/** `{key}-{width}.webp`: keys are content hashes, so a file never changes once written. */
export function mediaFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

export const MEDIA_FILE_PATTERN = /^[a-f0-9]{24}-\d{2,4}\.webp$/;

/** A stored file never changes (its name comes from its content): anyone may cache it for a year. */
export const STORED_PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function imageUrls(key: string): Image {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 800;
  return {
    src: MEDIA_URL_PREFIX + mediaFileName(key, largest),
    srcSet: IMAGE_WIDTHS.map((width) => `${MEDIA_URL_PREFIX}${mediaFileName(key, width)} ${width}w`).join(', '),
  };
}
