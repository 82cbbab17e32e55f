import { describe, expect, it } from 'vitest';
import { orderTotals, type TaxRule } from './tax.js';
import { defaultTaxShown, parseTaxShown, partsAsShown, shownAmount, taxNote } from './tax-display.js';

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

  it('starts trade accounts without the tax, everyone else as the shop enters its prices', () => {
    expect(defaultTaxShown(gross, false)).toBe('incl');
    expect(defaultTaxShown(gross, true)).toBe('excl');
    expect(defaultTaxShown(net, false)).toBe('excl');
  });

  const cases = [
    [999, 0, 595],
    [99_900, 0, 0],
    [10_001, 1_000, 0],
    [3, 1, 1],
    [123_457, 12_346, 1_295],
  ] as const;

  it('splits a gross order shown without the tax into parts that, with the tax charged, add up to the total', () => {
    for (const [subtotal, discount, delivery] of cases) {
      const { tax, total } = orderTotals(subtotal - discount + delivery, gross);
      const parts = partsAsShown({ subtotal, discount, delivery, tax, total }, gross, 'excl');
      expect(parts.subtotal - parts.discount + parts.delivery + tax).toBe(total);
      expect(parts.delivery).toBe(shownAmount(delivery, gross, 'excl'));
      expect(parts.discount).toBe(shownAmount(discount, gross, 'excl'));
      // The cart shows its subtotal converted whole: the checkout says the same when nothing is added or taken off.
      if (discount === 0 && delivery === 0) expect(parts.subtotal).toBe(shownAmount(subtotal, gross, 'excl'));
      else expect(Math.abs(parts.subtotal - shownAmount(subtotal, gross, 'excl'))).toBeLessThanOrEqual(1);
    }
  });

  it('shows the parts of a net order with the tax added, adding up to the total charged', () => {
    for (const [subtotal, discount, delivery] of cases) {
      const { tax, total } = orderTotals(subtotal - discount + delivery, net);
      const parts = partsAsShown({ subtotal, discount, delivery, tax, total }, net, 'incl');
      expect(parts.subtotal - parts.discount + parts.delivery).toBe(total);
      expect(parts.delivery).toBe(shownAmount(delivery, net, 'incl'));
      if (discount === 0 && delivery === 0) expect(parts.subtotal).toBe(shownAmount(subtotal, net, 'incl'));
      else expect(Math.abs(parts.subtotal - shownAmount(subtotal, net, 'incl'))).toBeLessThanOrEqual(1);
    }
  });

  it('leaves the parts as they are when they are shown as the shop holds them', () => {
    const { tax, total } = orderTotals(10_000, net);
    expect(partsAsShown({ subtotal: 10_500, discount: 1_000, delivery: 500, tax, total }, net, 'excl')).toEqual({ subtotal: 10_500, discount: 1_000, delivery: 500 });
    expect(partsAsShown({ subtotal: 10_500, discount: 1_000, delivery: 500, tax, total }, gross, 'incl')).toEqual({ subtotal: 10_500, discount: 1_000, delivery: 500 });
  });
});
