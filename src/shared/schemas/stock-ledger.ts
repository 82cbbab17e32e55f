import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './common.js';

/**
 * Issue 15 §2, the stock ledger: every change of a product's pieces on hand, with its reason, the
 * count before and after, the order that made it and who did it; and the low-stock notices of the
 * admins' inbox.
 */
export const stockMovementReasons = ['created', 'order', 'cancellation', 'expiry', 'manual', 'import', 'return'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

/** How the history names each reason. */
export const stockMovementReasonLabels: Record<StockMovementReason, string> = {
  created: 'Product added',
  order: 'Ordered',
  cancellation: 'Order cancelled',
  expiry: 'Unpaid order expired',
  manual: 'Stock edited',
  import: 'Product file imported',
  return: 'Goods returned',
};

export const stockLedgerMessages = {
  productNotFound: 'This product does not exist.',
  noticeNotFound: 'This low-stock notice does not exist.',
  noticeRead: 'The notice is marked as read.',
} as const;

export const STOCK_MOVEMENTS_PAGE_SIZE = 25;
export const LOW_STOCK_NOTICES_PAGE_SIZE = 20;

export const stockMovementSchema = z.object({
  id: z.string(),
  reason: z.enum(stockMovementReasons),
  /** Pieces added (positive) or taken (negative). */
  change: z.number().int(),
  quantityBefore: z.number().int(),
  quantityAfter: z.number().int(),
  /** The order that took or gave back the pieces. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Who made the change; null: the shop itself (an expiry, the demo data). */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** The product a history or a notice is about, as it is now. */
export const stockProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  availableQuantity: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  /** Removed from the shop (its history stays). */
  archived: z.boolean(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

/** Query of GET /api/admin/products/:id/stock-movements. */
export const stockMovementsQuerySchema = pageQuerySchema(STOCK_MOVEMENTS_PAGE_SIZE);

/** GET /api/admin/products/:id/stock-movements: the product and one page of its history, newest first. */
export const stockHistorySchema = pageSchema(stockMovementSchema).extend({ product: stockProductSchema });
export type StockHistory = z.infer<typeof stockHistorySchema>;

export const lowStockNoticeSchema = z.object({
  id: z.string(),
  product: stockProductSchema,
  /** Pieces on hand when the notice was opened. */
  quantity: z.number().int(),
  /** The threshold it fell to. */
  threshold: z.number().int(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type LowStockNotice = z.infer<typeof lowStockNoticeSchema>;

/** Query of GET /api/admin/low-stock-notices. */
export const lowStockNoticesQuerySchema = pageQuerySchema(LOW_STOCK_NOTICES_PAGE_SIZE);

/** GET /api/admin/low-stock-notices: the open notices nobody marked read (stock still low), newest first. */
export const lowStockInboxSchema = pageSchema(lowStockNoticeSchema).extend({
  /** Notices nobody marked read (all of those listed). */
  unread: z.number().int(),
});
export type LowStockInbox = z.infer<typeof lowStockInboxSchema>;

/** Reply of POST /api/admin/low-stock-notices/:id/read. */
export const lowStockNoticeReplySchema = z.object({ message: z.string(), notice: lowStockNoticeSchema });
export type LowStockNoticeReply = z.infer<typeof lowStockNoticeReplySchema>;
