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
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  pictureRequired: 'Picture is required',
  pictureUnknown: 'Upload the picture again: it was not found',
  added: 'Product added',
  updated: 'Product updated',
  removed: 'Product removed',
} as const;
