import { z } from 'zod';
import { BRAND_MAX, isValidEan, MAX_PRODUCT_PICTURES, PART_NUMBER_MAX, PRODUCTS_PAGE_SIZE, productMessages } from '../catalog.js';
import { MAX_PRICE_TIERS, MAX_TIER_DISCOUNT_BASIS_POINTS, MAX_TIER_QUANTITY, priceTierMessages } from '../price-tiers.js';
import { imageSchema, pageQuerySchema, pageSchema } from './common.js';
import { centsDescription, centsSchema } from './cents.js';
import { adminProductDocumentSchema } from './product-documents.js';
import { ratingSummarySchema } from './product-reviews.js';

/** A quantity-break price as entered: from `minQuantity` pieces, `discountBasisPoints` off (500 = 5 %). */
export const priceTierSchema = z.object({
  minQuantity: z.number({ error: priceTierMessages.quantityWhole }).int(priceTierMessages.quantityWhole).min(2, priceTierMessages.quantityWhole).max(MAX_TIER_QUANTITY, priceTierMessages.quantityTooHigh),
  discountBasisPoints: z.number({ error: priceTierMessages.discountRange }).int(priceTierMessages.discountPrecision).min(1, priceTierMessages.discountRange).max(MAX_TIER_DISCOUNT_BASIS_POINTS, priceTierMessages.discountRange),
});

/** A quantity-break price as the catalog shows it, with the price of one piece at it (cents, worked out by the shop). */
export const pricedTierSchema = priceTierSchema.extend({ unitPrice: centsSchema('Price of one piece at this quantity') });

export const productSchema = z.object({
  id: z.string(),
  /** Readable address: /product/<slug>. */
  slug: z.string(),
  name: z.string(),
  /** The shop's part number. */
  sku: z.string().nullable(),
  brand: z.string().nullable(),
  /** The category it is filed in (null only for products from before categories): products are compared within one. */
  categoryId: z.string().nullable(),
  description: z.string(),
  /** Price of one piece in cents. */
  price: centsSchema('Price of one piece'),
  /** Quantity-break prices, lowest quantity first (none: the price holds for any quantity). */
  priceTiers: z.array(pricedTierSchema),
  availableQuantity: z.number().int(),
  minOrderQuantity: z.number().int(),
  image: imageSchema,
  /** The average of its visible product reviews (null: none yet). */
  rating: ratingSummarySchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema(PRODUCTS_PAGE_SIZE);
export const productPageSchema = pageSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

const pictureKey = z.string({ error: productMessages.pictureRequired }).regex(/^[a-f0-9]{24}$/, productMessages.pictureRequired);

/** Optional text, trimmed; empty (or null) means none. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((text) => (text === '' ? null : text))
    .nullable();
}

/** A specification value as typed: a number may carry a unit of its quantity ("1.5 kW"). */
export const attributeValueSchema = z.union([z.string().trim().max(60, 'A specification value must be at most 60 characters'), z.number(), z.boolean()]);
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** SPEC §5 Add/Edit Product with issue 13's catalog data, as the API receives it: the price already in cents. */
export const productFieldsSchema = z.object({
  name: z.string({ error: productMessages.nameRequired }).trim().min(1, productMessages.nameRequired).max(200, productMessages.nameTooLong),
  price: z
    .number({ error: productMessages.priceRequired })
    .int(productMessages.priceCents)
    .min(1, productMessages.pricePositive)
    .max(100_000_000, productMessages.priceTooHigh)
    .describe(centsDescription('Price of one piece', ': 1299 is 12.99')),
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
  /** Admins are told when the pieces on hand fall to this number or below; null: never. */
  lowStockThreshold: z
    .number({ error: productMessages.thresholdWhole })
    .int(productMessages.thresholdWhole)
    .min(0, productMessages.thresholdWhole)
    .max(10_000_000, productMessages.quantityTooHigh)
    .nullable()
    .optional(),
  description: z.string({ error: productMessages.descriptionRequired }).trim().min(1, productMessages.descriptionRequired).max(5000, productMessages.descriptionTooLong),
  /** The main picture. With `pictures`, it must be their first (or be left out). */
  imageKey: pictureKey.optional(),
  /** Every picture, main first, as keys of POST /api/media/pictures. */
  pictures: z
    .array(pictureKey)
    .min(1, productMessages.pictureRequired)
    .max(MAX_PRODUCT_PICTURES, productMessages.picturesTooMany)
    .refine((keys) => new Set(keys).size === keys.length, productMessages.picturesRepeated)
    .optional(),
  /**
   * Quantity-break prices, lowest quantity first, each starting above the minimum order quantity
   * with a larger discount than the one before. The whole list: an empty one removes them.
   */
  priceTiers: z.array(priceTierSchema).max(MAX_PRICE_TIERS, priceTierMessages.tooMany).optional(),
  /** Every product is filed in a category (GET /api/categories). */
  categoryId: z.string({ error: productMessages.categoryRequired }).trim().min(1, productMessages.categoryRequired).max(100, productMessages.categoryRequired),
  /** The shop's part number; unique among the products on sale. */
  sku: optionalText(PART_NUMBER_MAX, productMessages.skuTooLong).optional(),
  /** The manufacturer's part number. */
  mpn: optionalText(PART_NUMBER_MAX, productMessages.mpnTooLong).optional(),
  brand: optionalText(BRAND_MAX, productMessages.brandTooLong).optional(),
  ean: z
    .string({ error: productMessages.eanInvalid })
    .trim()
    .refine((text) => text === '' || isValidEan(text), productMessages.eanInvalid)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional(),
  /**
   * Specification values by attribute key (those of the category and its parents). The whole
   * specification: keys left out have no value.
   */
  attributes: z
    .record(z.string().min(1).max(60), attributeValueSchema)
    .refine((values) => Object.keys(values).length <= 100, productMessages.attributesTooMany)
    .optional(),
});

type PictureChoice = { imageKey?: string | undefined; pictures?: string[] | undefined };

/** The main picture is `imageKey` or the first of `pictures`; given both, they must agree. */
function picturesAgree(value: PictureChoice, ctx: z.RefinementCtx, required: boolean) {
  if (required && value.imageKey === undefined && value.pictures === undefined) {
    ctx.addIssue({ code: 'custom', path: ['imageKey'], message: productMessages.pictureRequired });
  }
  if (value.imageKey !== undefined && value.pictures?.[0] !== undefined && value.pictures[0] !== value.imageKey) {
    ctx.addIssue({ code: 'custom', path: ['pictures'], message: productMessages.mainPictureFirst });
  }
}

export const productInputSchema = productFieldsSchema.superRefine((value, ctx) => picturesAgree(value, ctx, true));
export type ProductInput = z.input<typeof productInputSchema>;
export const productUpdateSchema = productFieldsSchema.partial().superRefine((value, ctx) => picturesAgree(value, ctx, false));
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** What an admin edits (GET /api/admin/products/:id): the stored values, not their display. */
export const productForAdminSchema = productSchema.extend({
  mpn: z.string().nullable(),
  ean: z.string().nullable(),
  categoryId: z.string().nullable(),
  /** Admins are told when the pieces on hand fall to this number or below; null: never. */
  lowStockThreshold: z.number().int().nullable(),
  /** Numbers in the attribute's unit. */
  attributes: z.array(z.object({ key: z.string(), value: z.union([z.number(), z.string(), z.boolean()]), unit: z.string().nullable() })),
  /** Main picture first. */
  pictures: z.array(z.object({ key: z.string(), image: imageSchema })),
  /** The PDFs attached to it, in the order the product page lists them. */
  documents: z.array(adminProductDocumentSchema),
});
export type ProductForAdmin = z.infer<typeof productForAdminSchema>;
