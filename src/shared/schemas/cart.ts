import { z } from 'zod';
import { pricedTierSchema } from './catalog.js';
import { MAX_ORDER_QUANTITY, placeOrderSchema } from './orders.js';
import { centsSchema } from './cents.js';

/**
 * The cart (issue 14 §1, §7): a signed-in customer's cart lives on the server; a visitor's lives in
 * the browser (priced through POST /api/cart/preview) and merges into the account's cart at sign-in.
 * Prices, stock and minimums always come from the shop, never from what the browser holds.
 */
export const MAX_CART_LINES = 50;

export const cartMessages = {
  tooManyLines: `Your cart can hold at most ${MAX_CART_LINES} different products`,
  linesRequired: 'The cart must be sent as a list of lines',
  productRequired: 'Product is required',
  productRepeated: 'Each product may appear only once in a cart',
  rateLimited: 'Your cart was checked many times in a short time. Please wait a moment and try again.',
} as const;

/** A browser cart held products the shop does not know (any more): they are left out. */
export function unknownProductsNotice(count: number): string {
  return count === 1 ? 'A product in your cart is no longer sold and was left out.' : `${count} products in your cart are no longer sold and were left out.`;
}

/** A product that is no longer sold was not added to the cart. */
export function noLongerSoldNotice(name: string): string {
  return `${name} is no longer sold and was not added to your cart.`;
}

/** A line's quantity was lowered to the pieces in stock. */
export function cappedToStockNotice(name: string, available: number): string {
  return `Only ${available} pcs of ${name} are in stock; your cart holds ${available}.`;
}

/** A line's quantity was lowered to the most one line may hold. */
export function cappedToMaximumNotice(name: string): string {
  return `A cart line holds at most ${MAX_ORDER_QUANTITY} pcs; your cart holds ${MAX_ORDER_QUANTITY} of ${name}.`;
}

/** A product did not fit in a full cart. */
export function cartFullNotice(name: string): string {
  return `${cartMessages.tooManyLines}: ${name} was not added.`;
}

/** The quantity of a line: the order form's rules and messages. */
export const cartQuantitySchema = placeOrderSchema.shape.quantity;

/** Body of PUT /api/cart/lines/:productId: the line's new quantity (not an amount to add). */
export const setCartLineSchema = z.object({ quantity: cartQuantitySchema });
export type SetCartLine = z.infer<typeof setCartLineSchema>;

/** Path of PUT and DELETE /api/cart/lines/:productId; a malformed id is answered like an unknown one. */
export const cartLineParamsSchema = z.object({ productId: z.string().max(100) });

/** Path of POST /api/cart/from-order/:orderId. */
export const cartOrderParamsSchema = z.object({ orderId: z.string().max(100) });

export const browserCartLineSchema = z.object({
  productId: z.string({ error: cartMessages.productRequired }).min(1, cartMessages.productRequired).max(100, cartMessages.productRequired),
  quantity: cartQuantitySchema,
});
export type BrowserCartLine = z.infer<typeof browserCartLineSchema>;

/** Body of POST /api/cart/merge and /api/cart/preview: a visitor's cart as the browser holds it. */
export const browserCartSchema = z.object({
  lines: z
    .array(browserCartLineSchema, { error: cartMessages.linesRequired })
    .max(MAX_CART_LINES, cartMessages.tooManyLines)
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, cartMessages.productRepeated),
});
export type BrowserCart = z.infer<typeof browserCartSchema>;

export const cartLineSchema = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  /** The price of one piece before quantity prices, in cents. */
  listUnitPrice: centsSchema('Price of one piece before quantity prices'),
  /** The price of one piece at this line's quantity (after quantity prices), in cents. */
  unitPrice: centsSchema('Price of one piece at this quantity'),
  quantity: z.number().int(),
  /** unitPrice × quantity, in cents (0 when it is too large to take: `problem` says so). */
  lineTotal: centsSchema('unitPrice × quantity'),
  availableQuantity: z.number().int(),
  minOrderQuantity: z.number().int(),
  /** Quantity prices as on products, lowest quantity first. */
  tiers: z.array(pricedTierSchema),
  /** A cheaper quantity price is near and in stock: "Add `more` more for `unitPrice` each". */
  nextTier: z.object({ more: z.number().int(), unitPrice: z.number().int() }).nullable(),
  /** The piece price changed since the line was put in the cart (does not stop checkout). */
  priceChange: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  /** Why this line cannot be ordered as it is (no longer sold, not enough stock, below the minimum); null: it can. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartViewSchema = z.object({
  /** Grows with every change of a signed-in cart; checkout places the cart of this revision. 0: a browser cart's preview, or no cart yet. */
  revision: z.number().int(),
  /** In the order they were added. */
  lines: z.array(cartLineSchema),
  /** The total of the lines that can be ordered, in cents. */
  subtotal: centsSchema('Total of the lines that can be ordered'),
  /** Pieces in the cart, every line counted. */
  count: z.number().int(),
  /** What the shop changed or left out on this request, each in a sentence. */
  notices: z.array(z.string()),
});
export type CartView = z.infer<typeof cartViewSchema>;
