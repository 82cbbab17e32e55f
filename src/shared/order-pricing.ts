/**
 * What an order costs, in one place for the checkout's review, the order the server places and
 * the invoice: each line's piece price after quantity-break tiers, the lines' subtotal, a discount
 * code's share of it, the delivery fee, then the shop's tax over what is charged (within gross
 * prices, added to net ones).
 *
 * How a discount code meets the rest, as shops do it:
 * - It takes off the lines only, never the delivery fee: a percentage of the subtotal rounded to
 *   the nearest cent (halves up), or a fixed amount that is never more than the subtotal.
 * - Delivery is free from a zone's amount when the lines AFTER the discount reach it: a code does
 *   not also buy free delivery for an order that only reaches the amount before it.
 * - The tax is worked out on what the customer pays: the discounted lines plus the delivery fee.
 */

import { multiply, percentOf, subtract, sum } from './money.js';
import { buyerUnitPrice, type PriceTier } from './price-tiers.js';
import { orderTotals, type TaxRule } from './tax.js';

export interface LineToPrice {
  priceCents: number;
  priceTiers: readonly PriceTier[];
  quantity: number;
  /** A trade account's tier (issue 15 §5): this share off the list price, before quantity breaks (0: none). */
  tradeDiscountBasisPoints?: number;
  /** A quote's piece price (issue 15 §6): the line costs exactly this per piece, whatever else applies. */
  quotedUnitPrice?: number;
}

export interface PricedLine {
  unitPrice: number;
  lineTotal: number;
}

/** What a discount code is worth: a share of the lines (1,000 basis points = 10 %) or a fixed amount in cents. */
export type DiscountValue = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number };

export interface OrderPrice {
  lines: PricedLine[];
  /** The lines' total, before any discount. */
  subtotal: number;
  /** What a discount code took off the lines (0: none). */
  discount: number;
  deliveryFee: number;
  tax: number;
  total: number;
}

export function priceLine(line: LineToPrice): PricedLine {
  const unitPrice = line.quotedUnitPrice ?? buyerUnitPrice(line.priceCents, line.priceTiers, line.quantity, line.tradeDiscountBasisPoints ?? 0);
  return { unitPrice, lineTotal: multiply(unitPrice, line.quantity) };
}

/** What the discount takes off lines that come to `subtotal`: never more than them. */
export function discountOff(subtotal: number, value: DiscountValue): number {
  if (value.kind === 'percent') return percentOf(subtotal, value.basisPoints);
  return Math.min(value.cents, subtotal);
}

function totalsOf(lines: PricedLine[], subtotal: number, deliveryFee: (goods: number) => number, tax: TaxRule, discount: DiscountValue | null): OrderPrice {
  const off = discount ? discountOff(subtotal, discount) : 0;
  const goods = subtract(subtotal, off);
  const fee = deliveryFee(goods);
  const totals = orderTotals(sum([goods, fee]), tax);
  return { lines, subtotal, discount: off, deliveryFee: fee, tax: totals.tax, total: totals.total };
}

/**
 * The order's price; `deliveryFee` is told what the lines come to after the discount (a zone may
 * deliver free above an amount).
 */
export function priceOrder(lines: readonly LineToPrice[], deliveryFee: (subtotal: number) => number, tax: TaxRule, discount: DiscountValue | null = null): OrderPrice {
  const priced = lines.map(priceLine);
  return totalsOf(
    priced,
    sum(priced.map((line) => line.lineTotal)),
    deliveryFee,
    tax,
    discount,
  );
}

/** The same lines priced again with a discount code: the fee and the tax follow the discounted lines. */
export function withDiscount(price: OrderPrice, discount: DiscountValue, deliveryFee: (subtotal: number) => number, tax: TaxRule): OrderPrice {
  return totalsOf(price.lines, price.subtotal, deliveryFee, tax, discount);
}
