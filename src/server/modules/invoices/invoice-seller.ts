import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import { projectRoot } from '../../project-root.js';
import type { InvoiceSeller } from './invoice-data.js';

/** The logo as a PDF can hold it: the configured one when it is a PNG or JPEG, else the PNG the emails use. */
function rasterLogoPath(logo: string): string {
  return /\.(png|jpe?g)$/i.test(logo) ? logo : '/logo.png';
}

/** PNG or JPEG by their first bytes: anything else would stop every invoice from being drawn. */
function isPngOrJpeg(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
}

/**
 * The shop as its invoices name it, from content/shop.json; the logo is read from the built web
 * app (`webDir`) or else from its sources (development), and left out when neither has it.
 */
export async function loadInvoiceSeller(shop: ShopConfig, webDir: string): Promise<InvoiceSeller> {
  // Every payment dates its invoice in this zone: a wrong one stops the start-up, not the payments.
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: shop.timeZone });
  } catch {
    throw new Error(`Invalid shop configuration in content/shop.json at timeZone: "${shop.timeZone}" is not a time zone such as America/Chicago or Europe/Berlin`);
  }
  const file = rasterLogoPath(shop.logo).replace(/^\/+/, '');
  let logo: Buffer | null = null;
  for (const dir of [webDir, path.join(projectRoot, 'src', 'web', 'public')]) {
    const bytes = await readFile(path.join(dir, file)).catch(() => null);
    if (bytes && isPngOrJpeg(bytes)) {
      logo = bytes;
      break;
    }
  }
  const { contact } = shop;
  return { name: shop.name, address: contact.address, email: contact.email, phone: contact.phone, logo, currency: shop.currency, locale: shop.locale, timeZone: shop.timeZone, taxNumberName: shop.taxNumber.name };
}
