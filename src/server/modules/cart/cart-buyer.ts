import type { Executor } from '../../db/database.js';
import { tradeBuyerOf } from '../trade/trade-buyer.service.js';

/**
 * The share off list prices the customer's cart is priced at (issue 15 §5): an approved trade
 * account's tier, in basis points; 0 for everyone else. Read each time the cart is priced, so a
 * decision or a changed tier shows in the cart at once, as the checkout will charge it.
 */
export async function tradeShareOf(db: Executor, userId: string): Promise<number> {
  return (await tradeBuyerOf(db, userId)).pricing.tradeDiscountBasisPoints;
}
