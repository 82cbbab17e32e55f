import { z } from 'zod';
import { productSchema } from './catalog.js';

/** How many products one product's "Goes with" may list (issue 38 §5): the page shows them all. */
export const ACCESSORIES_MAX = 12;

export const accessoryMessages = {
  tooMany: `A product goes with at most ${ACCESSORIES_MAX} others`,
  notAProduct: 'Choose products from the shop',
  sameTwice: 'Each product once',
  itself: 'A product cannot go with itself',
  unknown: 'One of these products is not in the shop (removed, or never there)',
  saved: 'Saved what this product goes with',
} as const;

export const accessoriesInputSchema = z.object({
  accessoryIds: z
    .array(z.uuid({ error: accessoryMessages.notAProduct }), { error: accessoryMessages.notAProduct })
    .max(ACCESSORIES_MAX, accessoryMessages.tooMany)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, accessoryMessages.sameTwice),
});
export type AccessoriesInput = z.infer<typeof accessoriesInputSchema>;

/** The products a product goes with, in the admins' order. */
export const accessoryListSchema = z.object({ items: z.array(productSchema) });
export type AccessoryList = z.infer<typeof accessoryListSchema>;

export const accessoriesReplySchema = accessoryListSchema.extend({ message: z.string() });
