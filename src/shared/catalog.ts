/**
 * Catalog rules and messages (SPEC §2, §5), without Zod, so the public pages that show products
 * do not load the schema library. The schemas in schemas/catalog.ts build on them.
 */

/** SPEC §2: 24 products per page on /allProduct; the home page asks for the 9 newest. */
export const PRODUCTS_PAGE_SIZE = 24;
export const HOME_PRODUCT_COUNT = 9;
/** SPEC §5: the "NEW" badge shows on products added in the last 30 days. */
export const NEW_PRODUCT_DAYS = 30;

/** SPEC §5: available quantity below the minimum order quantity means nothing can be ordered. */
export function isOutOfStock(product: { availableQuantity: number; minOrderQuantity: number }): boolean {
  return product.availableQuantity < product.minOrderQuantity;
}

/** `createdAt` is an ISO date-time string. */
export function isNewProduct(product: { createdAt: string }, now: Date = new Date()): boolean {
  const ageMs = now.getTime() - new Date(product.createdAt).getTime();
  return ageMs >= 0 && ageMs < NEW_PRODUCT_DAYS * 24 * 60 * 60 * 1000;
}

/** Pictures of one product: the main picture and up to seven more. */
export const MAX_PRODUCT_PICTURES = 8;
export const PART_NUMBER_MAX = 64;
export const BRAND_MAX = 80;

/** EAN-8 or EAN-13 (GTIN) with a correct GS1 check digit. */
export function isValidEan(text: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(text)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop()!;
  // From the right, the digits next to the check digit weigh 3, the others 1.
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A part number compared as search compares it: letters and digits only, any case ("TS-100" = "ts 100"). */
export function partNumberKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export const productMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be more than 0',
  priceCents: 'Price must be a whole number of cents',
  priceTooHigh: 'Price is too high',
  availableRequired: 'Available quantity is required',
  availableWhole: 'Available quantity must be a whole number of 0 or more',
  minimumRequired: 'Minimum order quantity is required',
  minimumWhole: 'Minimum order quantity must be a whole number of 1 or more',
  quantityTooHigh: 'Quantity is too large',
  thresholdWhole: 'Low-stock threshold must be a whole number of 0 or more, or left empty',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  pictureRequired: 'Picture is required',
  pictureUnknown: 'Upload the picture again: it was not found',
  picturesTooMany: `A product has at most ${MAX_PRODUCT_PICTURES} pictures`,
  picturesRepeated: 'Each picture can be added once',
  mainPictureFirst: 'The main picture must be the first of the pictures',
  categoryRequired: 'Choose a category of the shop',
  skuTooLong: `Part number must be at most ${PART_NUMBER_MAX} characters`,
  skuTaken: 'Another product has this part number',
  mpnTooLong: `Manufacturer number must be at most ${PART_NUMBER_MAX} characters`,
  brandTooLong: `Brand must be at most ${BRAND_MAX} characters`,
  eanInvalid: 'EAN must be 8 or 13 digits with a valid check digit',
  attributesTooMany: 'Too many specification values',
  categoryNeeded: 'Choose the category first: the specification follows it',
  added: 'Product added',
  updated: 'Product updated',
  removed: 'Product removed',
} as const;
