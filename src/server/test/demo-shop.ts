import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shopConfigSchema, type ShopConfig } from '../../shared/schemas/shop.js';
import { contentDir } from '../project-root.js';

/** The demo shop's configuration (content/shop.json), read when a test file loads so its tables of cases can use it. */
export const demoShop: ShopConfig = shopConfigSchema.parse(JSON.parse(readFileSync(path.join(contentDir, 'shop.json'), 'utf8')));

/**
 * A second locale, as a shop in the United Kingdom would declare it: pounds, VAT within the
 * prices, British postcodes and phone numbers, day-first dates, VAT numbers for trade accounts.
 * Tests run the application under it to check that every page, email and invoice follows the
 * shop's locale and none is fixed to the demo's.
 */
export const britishShop: ShopConfig = {
  ...demoShop,
  currency: 'GBP',
  locale: 'en-GB',
  timeZone: 'Europe/London',
  dateStyle: 'long',
  tax: { name: 'VAT', rateBasisPoints: 2000, pricesIncludeTax: true },
  postcode: { name: 'Postcode', pattern: '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$', example: 'SW1A 1AA' },
  phone: { example: '+44 20 7946 0958' },
  taxNumber: { name: 'VAT number', pattern: '^GB([0-9]{9}|[0-9]{12})$', example: 'GB123456789' },
};
