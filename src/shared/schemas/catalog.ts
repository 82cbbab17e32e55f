import { z } from 'zod';
import { PRODUCTS_PAGE_SIZE, productMessages } from '../catalog.js';
import { imageSchema, pageQuerySchema, pageSchema } from './common.js';

export const productSchema = z.object({
  id: z.string(),
  /** Readable address: /product/<slug>. */
  slug: z.string(),
  name: z.string(),
  /** The shop's part number. */
  sku: z.string().nullable(),
  brand: z.string().nullable(),
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
