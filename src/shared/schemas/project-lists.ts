import { z } from 'zod';
import { cartViewSchema, MAX_CART_LINES } from './cart.js';
import { MAX_ORDER_QUANTITY, orderMessages } from './orders.js';

/**
 * Job-site lists (issue 15 §7): a customer keeps named lists of products and quantities, one per
 * project or site, puts a whole list into the cart, and shares a read-only link with a colleague.
 * Quantities are whole pieces; prices, stock and names always come from the shop as it is now.
 */
export const MAX_PROJECT_LISTS = 50;
/** A whole list fits in one cart. */
export const MAX_LIST_LINES = MAX_CART_LINES;
export const LIST_NAME_MAX = 80;
/** The most pieces one line holds: as much as one order line. */
export const MAX_LIST_QUANTITY = MAX_ORDER_QUANTITY;

export const projectListMessages = {
  nameRequired: 'List name is required',
  nameTooLong: `A list name has at most ${LIST_NAME_MAX} characters`,
  nameControl: 'A list name may not contain control characters (tabs, line breaks …)',
  tooManyLists: `You can keep at most ${MAX_PROJECT_LISTS} lists. Delete one you no longer need first.`,
  tooManyLines: `A list holds at most ${MAX_LIST_LINES} different products`,
  notFound: 'This list does not exist',
  sharedNotFound: 'This list is not shared (any more). Ask its owner for a new link.',
  productRequired: 'Product is required',
  productUnknown: 'This product does not exist',
  productUnavailable: orderMessages.productUnavailable,
  quantityRequired: orderMessages.quantityRequired,
  quantityWhole: orderMessages.quantityWhole,
  quantityPositive: orderMessages.quantityPositive,
  quantityTooHigh: `A list line holds at most ${MAX_LIST_QUANTITY.toLocaleString('en-US')} pcs`,
  cartEmpty: 'Your cart is empty: there is nothing to save as a list',
  created: 'List created',
  renamed: 'List renamed',
  deleted: 'List deleted',
  lineSaved: 'Quantity saved',
  lineRemoved: 'Removed from the list',
  shareOn: 'Anyone with the link can now see this list (read only)',
  shareOff: 'Sharing is off: the old link no longer works',
  savedFromCart: 'Your cart was saved as a list',
  nothingAdded: 'Nothing could be added to your cart',
} as const;

const m = projectListMessages;

/** "Site A" is taken (names are compared without regard to case). */
export function nameTakenMessage(name: string): string {
  return `You already have a list called “${name}”. Choose another name.`;
}

/** After "Add to list": how many pieces the line now holds. */
export function addedToListMessage(listName: string, quantity: number): string {
  return `Added to “${listName}”: ${quantity} pcs on the list`;
}

/** After "Copy to my lists". */
export function copiedMessage(listName: string, leftOut: number): string {
  const base = `Copied to your lists as “${listName}”`;
  if (leftOut === 0) return base;
  return `${base}; ${leftOut === 1 ? 'a product no longer sold was' : `${leftOut} products no longer sold were`} left out`;
}

/** After "Add all to cart": how many of the list's products went in. */
export function addedToCartMessage(added: number, lines: number): string {
  if (added === 0) return m.nothingAdded;
  if (added === lines) return added === 1 ? 'The product was added to your cart' : `All ${added} products were added to your cart`;
  return `${added} of ${lines} products were added to your cart`;
}

/** Why a line of a list did not go into the cart. */
export function notSoldReason(name: string): string {
  return `${name} is no longer sold.`;
}
export function outOfStockReason(name: string): string {
  return `${name} is out of stock.`;
}
/** A line below the product's minimum order went in at the minimum. */
export function raisedToMinimumNotice(name: string, minimum: number): string {
  return `${name} is sold in at least ${minimum} pcs; your cart holds at least ${minimum}.`;
}

/** Holds a Unicode control character (C0, DEL, C1): never part of a name a person types. */
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A list's name: trimmed, runs of spaces made one, 1–80 characters, no control characters. */
export const listNameSchema = z
  .string({ error: m.nameRequired })
  .max(LIST_NAME_MAX * 4, m.nameTooLong)
  .refine((value) => !hasControlCharacter(value), m.nameControl)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, m.nameRequired).max(LIST_NAME_MAX, m.nameTooLong));

export const listQuantitySchema = z
  .number({ error: m.quantityRequired })
  .int(m.quantityWhole)
  .min(1, m.quantityPositive)
  .max(MAX_LIST_QUANTITY, m.quantityTooHigh);

/** POST /api/project-lists, PATCH /api/project-lists/:id, POST /api/project-lists/from-cart. */
export const listNameInputSchema = z.object({ name: listNameSchema });
export type ListNameInput = z.input<typeof listNameInputSchema>;

/** POST /api/project-lists/:id/lines: pieces to add (to the line's quantity when the product is on the list already). */
export const addListLineSchema = z.object({
  productId: z.string({ error: m.productRequired }).min(1, m.productRequired).max(100, m.productUnknown),
  quantity: listQuantitySchema,
});
export type AddListLine = z.infer<typeof addListLineSchema>;

/** PUT /api/project-lists/:id/lines/:productId: the line's new quantity (not an amount to add). */
export const setListLineSchema = z.object({ quantity: listQuantitySchema });
export type SetListLine = z.infer<typeof setListLineSchema>;

/** Path of the list routes; a malformed id is answered like an unknown one (404). */
export const listParamsSchema = z.object({ id: z.string().max(100) });
export const listLineParamsSchema = z.object({ id: z.string().max(100), productId: z.string().max(100) });
/** Path of the shared-list routes; a malformed token is answered like an unknown one (404). */
export const sharedListParamsSchema = z.object({ token: z.string() });

/** How a line stands today: can be ordered as it is, fewer in stock than listed, none to order, no longer sold. */
export const LINE_STOCK_STATES = ['in_stock', 'short', 'out_of_stock', 'archived'] as const;
export type LineStockState = (typeof LINE_STOCK_STATES)[number];

export const listLineSchema = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** The price of one piece before quantity prices, in cents: the list price, or on the owner's own list of an approved trade account, its trade price. */
  listUnitPrice: z.number().int(),
  /** The price of one piece at this line's quantity (after quantity prices), in cents: what the cart would charge the owner. */
  unitPrice: z.number().int(),
  /** unitPrice × quantity, in cents (0 for a product no longer sold, or one too large to price). */
  lineTotal: z.number().int(),
  availableQuantity: z.number().int(),
  minOrderQuantity: z.number().int(),
  stock: z.enum(LINE_STOCK_STATES),
  /** What stands in the way of ordering the line as it is (stock, minimum, no longer sold); null: nothing. */
  problem: z.string().nullable(),
});
export type ListLine = z.infer<typeof listLineSchema>;

/** The lines and totals of a list: what its owner and anyone with its link see. */
const listContents = {
  name: z.string(),
  /** Oldest first: in the order they were put on the list. */
  lines: z.array(listLineSchema),
  /** The total of the lines still sold, at today's prices, in cents. */
  total: z.number().int(),
  /** Pieces on the list, every line counted. */
  pieces: z.number().int(),
};

/** GET /api/project-lists/:id: the owner's view, with the share token while sharing is on. */
export const projectListSchema = z.object({
  id: z.string(),
  ...listContents,
  shareToken: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** GET /api/shared-lists/:token: read only, never who owns it. */
export const sharedListSchema = z.object(listContents);
export type SharedList = z.infer<typeof sharedListSchema>;

export const listSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  lineCount: z.number().int(),
  pieces: z.number().int(),
  shared: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** GET /api/project-lists: mine, the one changed last first. */
export const listSummariesSchema = z.object({ lists: z.array(listSummarySchema) });
export type ListSummaries = z.infer<typeof listSummariesSchema>;

export const listSummaryReplySchema = z.object({ message: z.string(), list: listSummarySchema });
export type ListSummaryReply = z.infer<typeof listSummaryReplySchema>;

export const projectListReplySchema = z.object({ message: z.string(), list: projectListSchema });
export type ProjectListReply = z.infer<typeof projectListReplySchema>;

export const shareReplySchema = z.object({ message: z.string(), shareToken: z.string().nullable() });
export type ShareReply = z.infer<typeof shareReplySchema>;

/** A line of the list that did not go into the cart, and why. */
export const notAddedLineSchema = z.object({ productId: z.string(), name: z.string(), reason: z.string() });
export type NotAddedLine = z.infer<typeof notAddedLineSchema>;

/**
 * POST /api/project-lists/:id/cart and /api/shared-lists/:token/cart: `added` of the list's
 * products went into the cart; `notAdded` says which did not and why; the cart's `notices` say what
 * was adjusted on the way (fewer in stock than listed, a full cart).
 */
export const listToCartReplySchema = z.object({
  message: z.string(),
  added: z.number().int(),
  notAdded: z.array(notAddedLineSchema),
  cart: cartViewSchema,
});
export type ListToCartReply = z.infer<typeof listToCartReplySchema>;
