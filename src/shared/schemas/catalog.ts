import { z } from 'zod';
import { imageSchema, pageQuerySchema, pageSchema } from './common.js';

/** SPEC §2: 24 products per page on /allProduct; the home page asks for the 9 newest. */
export const PRODUCTS_PAGE_SIZE = 24;
export const HOME_PRODUCT_COUNT = 9;
/** SPEC §5: the "NEW" badge shows on products added in the last 30 days. */
export const NEW_PRODUCT_DAYS = 30;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price of one piece in cents. */
  price: z.number().int(),
  availableQuantity: z.number().int(),
  minOrderQuantity: z.number().int(),
  image: imageSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema(PRODUCTS_PAGE_SIZE);
export const productPageSchema = pageSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** SPEC §5: available quantity below the minimum order quantity means nothing can be ordered. */
export function isOutOfStock(product: Pick<Product, 'availableQuantity' | 'minOrderQuantity'>): boolean {
  return product.availableQuantity < product.minOrderQuantity;
}

export function isNewProduct(product: Pick<Product, 'createdAt'>, now: Date = new Date()): boolean {
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

/** SPEC §5 Add/Edit Product, as the API receives it: the price already in cents. */
export const productInputSchema = z.object({
  name: z.string({ error: productMessages.nameRequired }).trim().min(1, productMessages.nameRequired).max(200, productMessages.nameTooLong),
  price: z
    .number({ error: productMessages.priceRequired })
    .int(productMessages.priceCents)
    .min(1, productMessages.pricePositive)
    .max(100_000_000, productMessages.priceTooHigh),
  availableQuantity: z
    .number({ error: productMessages.availableRequired })
    .int(productMessages.availableWhole)
    .min(0, productMessages.availableWhole)
    .max(10_000_000, productMessages.quantityTooHigh),
  minOrderQuantity: z
    .number({ error: productMessages.minimumRequired })
    .int(productMessages.minimumWhole)
    .min(1, productMessages.minimumWhole)
    .max(10_000_000, productMessages.quantityTooHigh),
  description: z.string({ error: productMessages.descriptionRequired }).trim().min(1, productMessages.descriptionRequired).max(5000, productMessages.descriptionTooLong),
  imageKey: z.string({ error: productMessages.pictureRequired }).regex(/^[a-f0-9]{24}$/, productMessages.pictureRequired),
});
export type ProductInput = z.infer<typeof productInputSchema>;
export const productUpdateSchema = productInputSchema.partial();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
