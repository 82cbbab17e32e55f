import type { MediaStorage } from '../media/media-storage.js';
import { storePicture } from '../media/media.service.js';

/**
 * The "picture coming" image a product added by a product file shows until an admin gives it a
 * picture: a file of a supplier's price list rarely has pictures, and refusing every new row
 * without one would make the import useless for it. Drawn from shapes only (a framed picture
 * outline with a clock), so it renders alike on every machine without fonts; the product's name
 * beside it says what it is. The shop stores it once, under the key of these bytes, like an upload.
 */
const PICTURE_COMING_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#eef1f4"/>
<rect x="190" y="230" width="420" height="320" rx="28" fill="none" stroke="#8a96a3" stroke-width="18"/>
<circle cx="300" cy="330" r="38" fill="#8a96a3"/>
<path d="M215 520 L345 400 L430 470 L500 410 L585 520 Z" fill="#8a96a3"/>
<circle cx="560" cy="540" r="92" fill="#eef1f4" stroke="#5d6975" stroke-width="18"/>
<path d="M560 490 V545 H600" fill="none" stroke="#5d6975" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const stored = new WeakMap<MediaStorage, Promise<string>>();

/** The key of the "picture coming" image, stored on first use (each process re-checks once). */
export function pictureComingKey(storage: MediaStorage): Promise<string> {
  let key = stored.get(storage);
  if (!key) {
    key = storePicture(storage, Buffer.from(PICTURE_COMING_SVG));
    key.catch(() => stored.delete(storage));
    stored.set(storage, key);
  }
  return key;
}
