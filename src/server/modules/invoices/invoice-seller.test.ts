import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import { loadShopConfig } from '../shop/shop-config.js';
import { contentDir } from '../../project-root.js';
import { loadInvoiceSeller } from './invoice-seller.js';

describe('the seller of the invoices', () => {
  let shop: ShopConfig;
  let webDir: string;
  beforeAll(async () => {
    shop = await loadShopConfig(contentDir);
    webDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  });
  afterAll(() => rm(webDir, { recursive: true, force: true }));

  it('is the shop of content/shop.json with its PNG logo', async () => {
    const seller = await loadInvoiceSeller(shop, webDir);
    expect(seller).toMatchObject({ name: shop.name, address: shop.contact.address, email: shop.contact.email, phone: shop.contact.phone, currency: shop.currency, locale: shop.locale, timeZone: shop.timeZone });
    expect(seller.logo?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('leaves out a logo that is no PNG or JPEG rather than failing every invoice', async () => {
    await writeFile(path.join(webDir, 'brand.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await loadInvoiceSeller({ ...shop, logo: '/brand.png' }, webDir)).logo).toBeNull();
  });

  it('stops the start-up on a time zone that does not exist, before any payment needs it', async () => {
    await expect(loadInvoiceSeller({ ...shop, timeZone: 'Mars/Olympus_Mons' }, webDir)).rejects.toThrow('timeZone: "Mars/Olympus_Mons" is not a time zone');
  });
});
