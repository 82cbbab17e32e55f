/**
 * What an order costs, in one place for the checkout's review, the order the server places and
 * the invoice: each line's piece price after quantity-break tiers, the lines' subtotal, the
 * delivery fee, then the shop's tax over both (within gross prices, added to net ones).
 */

import { multiply, sum } from './money.js';
import { unitPriceFor, type PriceTier } from './price-tiers.js';
import { orderTotals, type TaxRule } from './tax.js';

export interface LineToPrice {
  priceCents: number;
  priceTiers: readonly PriceTier[];
  quantity: number;
}

export interface PricedLine {
  unitPrice: number;
  lineTotal: number;
}

export interface OrderPrice {
  lines: PricedLine[];
  subtotal: number;
  deliveryFee: number;
  tax: number;
  total: number;
}

export function priceLine(line: LineToPrice): PricedLine {
  const unitPrice = unitPriceFor(line.priceCents, line.priceTiers, line.quantity);
  return { unitPrice, lineTotal: multiply(unitPrice, line.quantity) };
}

/** The order's price; `deliveryFee` is told the subtotal (a zone may deliver free above an amount). */
export function priceOrder(lines: readonly LineToPrice[], deliveryFee: (subtotal: number) => number, tax: TaxRule): OrderPrice {
  const priced = lines.map(priceLine);
  const subtotal = sum(priced.map((line) => line.lineTotal));
  const fee = deliveryFee(subtotal);
  const totals = orderTotals(sum([subtotal, fee]), tax);
  return { lines: priced, subtotal, deliveryFee: fee, tax: totals.tax, total: totals.total };
}
