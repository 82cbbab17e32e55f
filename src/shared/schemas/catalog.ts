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
