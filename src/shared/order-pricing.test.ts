import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFee } from './delivery.js';
import { percentOf } from './money.js';
import { discountOff, priceOrder, withDiscount } from './order-pricing.js';
import type { TaxRule } from './tax.js';

const gross: TaxRule = { name: 'VAT', rateBasisPoints: 2_000, pricesIncludeTax: true };
const net: TaxRule = { name: 'Sales tax', rateBasisPoints: 825, pricesIncludeTax: false };
const zone = { feeCents: 990, siteFeeCents: 2_490, freeFromCents: 10_000 };
const home = (subtotal: number) => deliveryFee(zone, 'home', subtotal);
const line = (priceCents: number, quantity = 1) => ({ priceCents, priceTiers: [], quantity });

/** Issue 15 §4: how a discount code meets the lines, the delivery fee and the tax. */
describe('an order priced with a discount code', () => {
  it('takes a percentage of the lines to the nearest cent, halves up', () => {
    expect(percentOf(1_005, 1_000)).toBe(101); // 100.5
    expect(percentOf(1_004, 1_000)).toBe(100); // 100.4
    expect(percentOf(999, 1_250)).toBe(125); // 124.875
    expect(discountOff(1_005, { kind: 'percent', basisPoints: 1_000 })).toBe(101);
    expect(discountOff(1_234, { kind: 'percent', basisPoints: 10_000 })).toBe(1_234);
  });

  it('never takes a fixed amount beyond the lines', () => {
    expect(discountOff(5_000, { kind: 'amount', cents: 1_500 })).toBe(1_500);
    expect(discountOff(1_200, { kind: 'amount', cents: 1_500 })).toBe(1_200);
    const price = priceOrder([line(1_200)], home, gross, { kind: 'amount', cents: 1_500 });
    expect(price).toMatchObject({ subtotal: 1_200, discount: 1_200, deliveryFee: 990, total: 990 });
  });

  it('takes off the lines only: the delivery fee stays, and the tax is worked out on what is charged', () => {
    const price = priceOrder([line(4_000, 2)], home, gross, { kind: 'percent', basisPoints: 1_000 });
    expect(price).toMatchObject({ subtotal: 8_000, discount: 800, deliveryFee: 990 });
    expect(price.total).toBe(8_000 - 800 + 990);
    expect(price.tax).toBe(1_365); // 8,190 gross holds 1,365 at 20 %
    const added = priceOrder([line(4_000, 2)], home, net, { kind: 'percent', basisPoints: 1_000 });
    expect(added.tax).toBe(676); // 8.25 % of 8,190 = 675.675
    expect(added.total).toBe(8_190 + 676);
  });

  it('delivers free only when the lines after the discount reach the zone’s amount', () => {
    // $105 of lines reach the $100 free-delivery amount; less 10 % they come to $94.50 and pay the fee.
    expect(priceOrder([line(10_500)], home, gross).deliveryFee).toBe(0);
    const discounted = priceOrder([line(10_500)], home, gross, { kind: 'percent', basisPoints: 1_000 });
    expect(discounted).toMatchObject({ discount: 1_050, deliveryFee: 990, total: 9_450 + 990 });
    // Still at or above the amount after the discount: still free.
    expect(priceOrder([line(12_000)], home, gross, { kind: 'amount', cents: 2_000 })).toMatchObject({ discount: 2_000, deliveryFee: 0, total: 10_000 });
  });

  it('prices the same lines the same way whether the discount comes with them or after them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({ kind: 'percent' as const, basisPoints })), fc.integer({ min: 1, max: 2_000_000 }).map((cents) => ({ kind: 'amount' as const, cents }))),
        fc.constantFrom(gross, net),
        (lines, discount, tax) => {
          const priced = lines.map((l) => line(l.price, l.quantity));
          const once = priceOrder(priced, home, tax, discount);
          expect(withDiscount(priceOrder(priced, home, tax), discount, home, tax)).toEqual(once);
          expect(once.discount).toBeGreaterThanOrEqual(0);
          expect(once.discount).toBeLessThanOrEqual(once.subtotal);
          expect(once.total).toBeLessThanOrEqual(priceOrder(priced, home, tax).total + zone.feeCents + Math.ceil((zone.feeCents * 825) / 10_000));
        },
      ),
    );
  });
});
