import { and, count, eq, sql } from 'drizzle-orm';
import { AppError, type ErrorCode } from '../../../shared/errors.js';
import { withDiscount, type DiscountValue, type OrderPrice } from '../../../shared/order-pricing.js';
import { DISCOUNT_CODE_PATTERN, discountMessages, expiredMessage, minimumNotReachedMessage, notYetValidMessage, usedByYouTimesMessage } from '../../../shared/schemas/discounts.js';
import type { ShopConfig } from '../../../shared/schemas/shop.js';
import type { TaxRule } from '../../../shared/tax.js';
import type { Executor } from '../../db/database.js';
import { daysOf, dayText } from './discount-days.js';
import { codeKeyOf } from './discounts.service.js';
import { discountCodes, discountCodeUses } from './discounts.tables.js';

/**
 * The checkout's side of discount codes (issue 15 §4): judging a typed code for a customer, taking
 * it off the order's lines, recording its use with the order and giving it back when the order
 * is cancelled. Every refusal names the field `discountCode`.
 */

/** What the shop's words about a code need: its time zone (days), currency and locale. */
export type DiscountShop = Pick<ShopConfig, 'timeZone' | 'currency' | 'locale'>;

/** A code the customer may use now, as read (under its row's lock when an order is placed). */
export interface ClaimedDiscount {
  id: string;
  /** As the admin wrote it: the order keeps it so. */
  code: string;
  value: DiscountValue;
  minOrder: number;
}

function refusal(code: ErrorCode, message: string): AppError {
  return new AppError(code, message, { errors: [{ field: 'discountCode', message }] });
}

/**
 * Whether the customer may use the typed code at `now`: it exists and is not archived, its first
 * day has come and its last has not passed, it has uses left in all and for this customer. With
 * `lock` (placing an order) the code's row is locked FOR UPDATE until the order's transaction
 * ends: orders racing for its last uses are judged one after the other, each counting the uses
 * the ones before it recorded, so its limits are never exceeded. Without it (the review) nothing
 * is locked or written. The minimum order is judged with the lines (`priceWithDiscount`).
 * Every code that cannot be used is refused alike (409, with its own message): the answer does
 * not tell a code that exists from one that does not.
 */
export async function claimDiscount(tx: Executor, typed: string, customerId: string, options: { lock: boolean; now: Date; shop: DiscountShop }): Promise<ClaimedDiscount> {
  if (!DISCOUNT_CODE_PATTERN.test(typed.trim())) throw refusal('CONFLICT', discountMessages.unknown);
  const read = tx.select().from(discountCodes).where(eq(discountCodes.codeKey, codeKeyOf(typed)));
  const [row] = options.lock ? await read.for('update') : await read;
  if (!row) throw refusal('CONFLICT', discountMessages.unknown);
  const { now, shop } = options;
  if (row.archivedAt) throw refusal('CONFLICT', discountMessages.noLongerValid);
  const days = daysOf(row, shop.timeZone);
  if (row.startsAt && row.startsAt > now) throw refusal('CONFLICT', notYetValidMessage(dayText(days.startsOn!, shop.locale)));
  if (row.endsAt && row.endsAt <= now) throw refusal('CONFLICT', expiredMessage(dayText(days.endsOn!, shop.locale)));
  if (row.maxUses !== null && row.usedCount >= row.maxUses) throw refusal('CONFLICT', discountMessages.usedUp);
  if (row.maxUsesPerCustomer !== null) {
    const [mine] = await tx
      .select({ uses: count() })
      .from(discountCodeUses)
      .where(and(eq(discountCodeUses.codeId, row.id), eq(discountCodeUses.userId, customerId)));
    if ((mine?.uses ?? 0) >= row.maxUsesPerCustomer) throw refusal('CONFLICT', usedByYouTimesMessage(row.maxUsesPerCustomer));
  }
  const value: DiscountValue = row.kind === 'amount' ? { kind: 'amount', cents: row.amountCents ?? 0 } : { kind: 'percent', basisPoints: row.percentBasisPoints ?? 0 };
  return { id: row.id, code: row.code, value, minOrder: row.minOrderCents };
}

/**
 * The order priced with the code (see shared/order-pricing.ts: off the lines only; the delivery
 * fee and the tax follow the discounted lines). Refused (400) when the lines do not reach the
 * code's minimum, saying how much more they need.
 */
export function priceWithDiscount(price: OrderPrice, discount: ClaimedDiscount, deliveryFee: (subtotal: number) => number, tax: TaxRule, shop: DiscountShop): OrderPrice {
  if (price.subtotal < discount.minOrder) {
    throw refusal('VALIDATION_FAILED', minimumNotReachedMessage(discount.minOrder - price.subtotal, discount.minOrder, shop.currency, shop.locale));
  }
  return withDiscount(price, discount.value, deliveryFee, tax);
}

/** Records the code's use by the order just written, in its transaction (after `claimDiscount` with the lock). */
export async function recordDiscountUse(tx: Executor, discount: ClaimedDiscount, use: { orderId: string; userId: string; discountCents: number }): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(eq(discountCodes.id, discount.id));
  await tx.insert(discountCodeUses).values({ orderId: use.orderId, codeId: discount.id, userId: use.userId, discountCents: use.discountCents });
}

/**
 * A cancelled (or expired) order gives its code's use back, in the cancellation's transaction: the
 * use is deleted and the code counts one use less. Nothing happens for an order placed without one.
 */
export async function giveDiscountBack(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`
    with given_back as (delete from discount_code_uses where order_id = ${orderId}::uuid returning code_id)
    update discount_codes c set used_count = c.used_count - 1 from given_back g where c.id = g.code_id`);
}
