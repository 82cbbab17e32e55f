import { createHash } from 'node:crypto';
import { AppError } from '../../../shared/errors.js';
import { PRODUCT_DOCUMENT_MAX_BYTES, productDocumentMessages } from '../../../shared/product-documents.js';
import type { MediaStorage } from '../media/media-storage.js';

/** How far from the end a PDF's last `%%EOF` may sit (writers add a line break or a few bytes after it). */
const EOF_WINDOW_BYTES = 1024;
const FILE_NAME_MAX = 120;

/**
 * A PDF by its bytes, never by its name or declared type: it starts with `%PDF-1.x` or `%PDF-2.x`
 * and ends with `%%EOF`. Anything else (an HTML page, a script, a picture named `x.pdf`) is
 * refused, so the shop never hands out a file a browser could run.
 */
export function checkPdf(data: Buffer): void {
  if (data.length === 0) throw new AppError('BAD_REQUEST', productDocumentMessages.missing);
  if (data.length > PRODUCT_DOCUMENT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', productDocumentMessages.tooLarge);
  const head = data.subarray(0, 8).toString('latin1');
  const tail = data.subarray(Math.max(0, data.length - EOF_WINDOW_BYTES)).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(head) || !tail.includes('%%EOF')) throw new AppError('BAD_REQUEST', productDocumentMessages.notPdf);
}

/** `{key}.pdf`: the key is the first 24 hex digits of the SHA-256 of the bytes, as for pictures. */
export function documentFileName(key: string): string {
  return `${key}.pdf`;
}

/**
 * Stores the PDF in media storage under a name derived from its bytes (once: the same bytes
 * uploaded again share the file). Called before the row that refers to it is written, and never
 * inside a transaction. Returns the key.
 */
export async function storeDocumentFile(storage: MediaStorage, data: Buffer): Promise<string> {
  const key = createHash('sha256').update(data).digest('hex').slice(0, 24);
  if (!(await storage.stat(documentFileName(key)))) await storage.put(documentFileName(key), data);
  return key;
}

/**
 * The uploaded file's name as a download may be saved under: no folders, no control or quote
 * characters, no characters file systems refuse, at most 120 characters, ending in `.pdf`;
 * `fallback` (the title) when nothing is left of it.
 */
export function safeDocumentFileName(given: string | undefined, fallback: string): string {
  const clean = (text: string) =>
    text
      .normalize('NFC')
      .replace(/^.*[/\\]/, '')
      // eslint-disable-next-line no-control-regex -- the very characters removed
      .replace(/[\u0000-\u001f\u007f"*:<>?|\\/]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\.pdf$/i, '')
      .replace(/^[.\s]+/, '')
      .trim();
  // Cut by characters, not UTF-16 units, so no letter is split in half.
  const stem = Array.from(clean(given ?? '') || clean(fallback) || 'document')
    .slice(0, FILE_NAME_MAX - 4)
    .join('')
    .trim();
  return `${stem}.pdf`;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266, RFC 5987): the name in ASCII for old
 * clients (other characters as `_`), and exactly, percent-encoded, for the others.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
