import { z } from 'zod';
import { emailSchema } from './accounts.js';

/**
 * "Email me when it is back" (issue 13): a shopper leaves an address on a product that cannot be
 * ordered; the shop writes once when it can be ordered again. Every email carries an unsubscribe
 * link to /stock-alerts/unsubscribe?token=…, whose page posts the token back.
 */
export const stockAlertMessages = {
  created: 'We will email you once when this product is back in stock.',
  inStock: 'This product is in stock: you can order it now.',
  unsubscribed: 'You will not get an email about this product.',
  linkInvalid: 'This unsubscribe link is not valid or was used already.',
  rateLimited: 'You have asked for several alerts in a short time. Please try again later.',
} as const;

/** Body of POST /api/products/:id/stock-alerts. */
export const stockAlertRequestSchema = z.object({ email: emailSchema });
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/** Body of POST /api/stock-alerts/unsubscribe. */
export const stockAlertUnsubscribeSchema = z.object({
  token: z.string({ error: stockAlertMessages.linkInvalid }).min(1, stockAlertMessages.linkInvalid).max(200, stockAlertMessages.linkInvalid),
});
export type StockAlertUnsubscribe = z.infer<typeof stockAlertUnsubscribeSchema>;
