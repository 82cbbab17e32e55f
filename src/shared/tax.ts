/**
 * The shop-wide tax (issue 14 §4): one rate, set in content/shop.json with whether the prices
 * the shop shows and admins enter include it (gross, as in most of Europe) or not (net: the tax
 * is added at the order). An order keeps the rule it was placed under and its tax amount.
 */

import { MAX_MINOR_UNITS, sum, taxOn, taxWithin } from './money.js';

export interface TaxRule {
  /** As customers read it: "VAT", "Sales tax". */
  name: string;
  /** 2000 = 20 %; 0: the shop shows no tax. */
  rateBasisPoints: number;
  /** Prices include the tax (gross) or it is added to them (net). */
  pricesIncludeTax: boolean;
}

/** The tax of an order whose lines come to `linesTotal`, and what the customer pays. */
export function orderTotals(linesTotal: number, rule: TaxRule): { tax: number; total: number } {
  if (rule.pricesIncludeTax) return { tax: taxWithin(linesTotal, rule.rateBasisPoints), total: linesTotal };
  const tax = taxOn(linesTotal, rule.rateBasisPoints);
  return { tax, total: sum([linesTotal, tax]) };
}

/**
 * The most an order's lines may come to under the rule, so that its total (with the tax added
 * on net prices) stays within the money limit.
 */
export function maxLinesTotal(rule: TaxRule): number {
  if (rule.pricesIncludeTax) return MAX_MINOR_UNITS;
  return Math.floor((MAX_MINOR_UNITS * 10_000 - 5_000) / (10_000 + rule.rateBasisPoints));
}

/** "20 %", "8.25 %". */
export function taxRateText(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}
