import { describe, expect, it } from 'vitest';
import { orderTotals, type TaxRule } from './tax.js';
import { parseTaxShown, partsWithoutTax, shownAmount, taxNote } from './tax-display.js';

const gross: TaxRule = { name: 'VAT', rateBasisPoints: 2000, pricesIncludeTax: true };
const net: TaxRule = { name: 'Sales tax', rateBasisPoints: 825, pricesIncludeTax: false };
const none: TaxRule = { name: 'VAT', rateBasisPoints: 0, pricesIncludeTax: true };

describe('prices shown with or without the tax', () => {
  it('takes the tax out of gross prices and adds it to net ones, to the cent', () => {
    expect(shownAmount(12_000, gross, 'incl')).toBe(12_000);
    expect(shownAmount(12_000, gross, 'excl')).toBe(10_000);
    // 999 holds 166.5 of tax, rounded up as the shop rounds the tax of an order.
    expect(shownAmount(999, gross, 'excl')).toBe(832);
    expect(shownAmount(10_000, net, 'excl')).toBe(10_000);
    expect(shownAmount(10_000, net, 'incl')).toBe(10_825);
  });

  it('leaves prices alone in a shop without a tax, and says nothing about it', () => {
    expect(shownAmount(12_000, none, 'excl')).toBe(12_000);
    expect(taxNote(none, 'excl')).toBeNull();
  });

  it("names the shop's own tax", () => {
    expect(taxNote(gross, 'incl')).toBe('incl. VAT');
    expect(taxNote(net, 'excl')).toBe('excl. Sales tax');
  });

  it('reads only the two choices from the cookie', () => {
    expect(['incl', 'excl', 'INCL', '', undefined, 'excl; x'].map(parseTaxShown)).toEqual(['incl', 'excl', null, null, null, null]);
  });

  it("splits a gross order so that its parts without the tax and the tax add up to what the shop charges", () => {
    for (const [subtotal, discount, delivery] of [
      [999, 0, 595],
      [10_001, 1_000, 0],
      [3, 1, 1],
      [123_457, 12_346, 1_295],
    ] as const) {
      const { tax, total } = orderTotals(subtotal - discount + delivery, gross);
      const parts = partsWithoutTax({ subtotal, discount, delivery, tax, total }, gross);
      expect(parts.subtotal - parts.discount + parts.delivery + tax).toBe(total);
      expect(Math.abs(parts.subtotal - shownAmount(subtotal, gross, 'excl'))).toBeLessThanOrEqual(1);
      expect(parts.delivery).toBe(shownAmount(delivery, gross, 'excl'));
    }
  });

  it('leaves the parts of a net order as they are', () => {
    const { tax, total } = orderTotals(10_000, net);
    expect(partsWithoutTax({ subtotal: 10_500, discount: 1_000, delivery: 500, tax, total }, net)).toEqual({ subtotal: 10_500, discount: 1_000, delivery: 500 });
  });
});
