/**
 * Prices shown with or without the tax (issue 38 §5): the buyer's choice, one for every price on
 * the pages (cards, product page, cart, checkout). The shop keeps its prices as admins enter them
 * (gross or net, `TaxRule.pricesIncludeTax`) and charges the same either way: this only converts
 * what is shown.
 */

import { subtract, sum, taxOn, taxWithin } from './money.js';
import type { TaxRule } from './tax.js';

/** Prices shown with the tax (`incl`) or without it (`excl`). */
export type TaxShown = 'incl' | 'excl';

/** The cookie the choice is remembered in, for a year (a cookie, so that the server can read it too). */
export const TAX_SHOWN_COOKIE = 'prices_tax';

/** Whether the shop has a tax to show prices with or without (a rate of 0 has nothing to switch). */
export function hasTaxToShow(rule: TaxRule): boolean {
  return rule.rateBasisPoints > 0;
}

/** `amount`, held as the shop holds its prices (gross or net), as shown: with or without the tax. */
export function shownAmount(amount: number, rule: TaxRule, shown: TaxShown): number {
  if (!hasTaxToShow(rule)) return amount;
  if (rule.pricesIncludeTax) return shown === 'incl' ? amount : subtract(amount, taxWithin(amount, rule.rateBasisPoints));
  return shown === 'excl' ? amount : sum([amount, taxOn(amount, rule.rateBasisPoints)]);
}

/** "incl. VAT" or "excl. VAT" after a price; null when the shop has no tax to show. */
export function taxNote(rule: TaxRule, shown: TaxShown): string | null {
  if (!hasTaxToShow(rule)) return null;
  return `${shown === 'incl' ? 'incl.' : 'excl.'} ${rule.name}`;
}

/**
 * The header's switch between the two ways of showing prices: "incl. VAT" / "excl. VAT", or
 * "incl. tax" / "excl. tax" when the tax's name is longer ("Sales tax"), so the switch stays small
 * beside the search box.
 */
export function taxSwitchLabel(rule: TaxRule, shown: TaxShown): string {
  const name = rule.name.length <= 4 ? rule.name : 'tax';
  return `${shown === 'incl' ? 'incl.' : 'excl.'} ${name}`;
}

/**
 * Prices before the buyer chooses: as the shop enters them (gross shops with the tax, net shops
 * without), except for trade accounts, who reclaim the tax and start without it.
 */
export function defaultTaxShown(rule: TaxRule, tradeBuyer: boolean): TaxShown {
  return tradeBuyer || !rule.pricesIncludeTax ? 'excl' : 'incl';
}

/** Whether amounts shown so need no converting: as the shop holds them, or no tax at all. */
export function shownAsHeld(rule: TaxRule, shown: TaxShown): boolean {
  return !hasTaxToShow(rule) || shown === (rule.pricesIncludeTax ? 'incl' : 'excl');
}

/** The choice read from a cookie value; anything else is no choice (null). */
export function parseTaxShown(value: string | undefined | null): TaxShown | null {
  return value === 'incl' || value === 'excl' ? value : null;
}

/** An order's totals as the shop priced them, the parts (subtotal, discount, delivery) as it holds its prices. */
export interface PricedTotals {
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
}

/**
 * The parts of an order (subtotal, discount, delivery) as shown: as the shop holds them, or each
 * converted with the cent a rounding leaves over put on the subtotal, so that the parts (and,
 * shown without it, the tax the shop charges) add up to the total charged.
 */
export function partsAsShown(totals: PricedTotals, rule: TaxRule, shown: TaxShown): { subtotal: number; discount: number; delivery: number } {
  if (shownAsHeld(rule, shown)) return { subtotal: totals.subtotal, discount: totals.discount, delivery: totals.delivery };
  const discount = shownAmount(totals.discount, rule, shown);
  const delivery = shownAmount(totals.delivery, rule, shown);
  const partsTotal = shown === 'excl' ? subtract(totals.total, totals.tax) : totals.total;
  return { subtotal: sum([subtract(partsTotal, delivery), discount]), discount, delivery };
}
