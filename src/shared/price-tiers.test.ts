import { describe, expect, it } from 'vitest';
import { discounted } from './money.js';
import { nearTier, percentText, priceTierMessages, priceTierProblems, pricedTiers, tierFor, unitPriceFor } from './price-tiers.js';

const tiers = [
  { minQuantity: 50, discountBasisPoints: 1000 },
  { minQuantity: 10, discountBasisPoints: 500 },
];

describe('quantity-break prices', () => {
  it('take a share off to the nearest cent, halves up', () => {
    expect(discounted(1999, 500)).toBe(1899); // 1,899.05
    expect(discounted(1990, 250)).toBe(1940); // 1,940.25
    expect(discounted(10, 500)).toBe(10); // 9.5 → 10
    expect(discounted(1999, 0)).toBe(1999);
    expect(() => discounted(1999, 10_001)).toThrow(RangeError);
    expect(() => discounted(1999, 2.5)).toThrow(RangeError);
  });

  it('apply the tier with the highest start at or below the quantity, whatever order they are listed in', () => {
    expect(tierFor(tiers, 9)).toBeUndefined();
    expect(tierFor(tiers, 10)).toEqual({ minQuantity: 10, discountBasisPoints: 500 });
    expect(tierFor(tiers, 49)?.minQuantity).toBe(10);
    expect(tierFor(tiers, 50)?.minQuantity).toBe(50);
    expect([1, 10, 50, 500].map((quantity) => unitPriceFor(1999, tiers, quantity))).toEqual([1999, 1899, 1799, 1799]);
    expect(pricedTiers(1999, tiers).map((tier) => [tier.minQuantity, tier.unitPrice])).toEqual([
      [10, 1899],
      [50, 1799],
    ]);
  });

  it('offer the next tier only when it is near', () => {
    expect(nearTier(1999, tiers, 8)).toEqual({ addQuantity: 2, unitPrice: 1899, minQuantity: 10 });
    expect(nearTier(1999, tiers, 1)).toEqual({ addQuantity: 9, unitPrice: 1899, minQuantity: 10 });
    expect(nearTier(1999, tiers, 40)).toEqual({ addQuantity: 10, unitPrice: 1799, minQuantity: 50 });
    expect(nearTier(1999, tiers, 20)).toBeUndefined(); // 30 more: too far
    expect(nearTier(1999, [{ minQuantity: 500, discountBasisPoints: 800 }], 350)).toEqual({ addQuantity: 150, unitPrice: 1839, minQuantity: 500 });
    expect(nearTier(1999, [{ minQuantity: 500, discountBasisPoints: 800 }], 300)).toBeUndefined(); // 200 more: above half of 300
    expect(nearTier(1999, tiers, 50)).toBeUndefined();
    expect(nearTier(1999, [], 5)).toBeUndefined();
  });

  it('write discounts as people read them', () => {
    expect([500, 750, 1234, 9000, 1].map(percentText)).toEqual(['5', '7.5', '12.34', '90', '0.01']);
  });

  it('say what is wrong with tiers as entered', () => {
    expect(priceTierProblems([...tiers].reverse(), 1)).toEqual([]);
    expect(priceTierProblems(tiers, 1)).toEqual([priceTierMessages.increasing]);
    expect(priceTierProblems([{ minQuantity: 10, discountBasisPoints: 500 }], 10)).toEqual([priceTierMessages.aboveMinimum]);
    expect(priceTierProblems([{ minQuantity: 1, discountBasisPoints: 500 }], 1)).toEqual([priceTierMessages.quantityWhole]);
    expect(priceTierProblems([{ minQuantity: 10, discountBasisPoints: 9001 }], 1)).toEqual([priceTierMessages.discountRange]);
    expect(priceTierProblems([{ minQuantity: 10, discountBasisPoints: 12.5 }], 1)).toEqual([priceTierMessages.discountPrecision]);
    expect(priceTierProblems([{ minQuantity: 10, discountBasisPoints: 500 }, { minQuantity: 20, discountBasisPoints: 500 }], 1)).toEqual([priceTierMessages.increasing]);
    expect(priceTierProblems([{ minQuantity: 10, discountBasisPoints: 9000 }], 1, 4)).toEqual([priceTierMessages.freePiece]);
    expect(priceTierProblems([{ minQuantity: 10, discountBasisPoints: 9000 }], 1, 5)).toEqual([]);
    expect(priceTierProblems([2, 3, 4, 5, 6, 7].map((minQuantity) => ({ minQuantity, discountBasisPoints: minQuantity * 10 })), 1)).toEqual([priceTierMessages.tooMany]);
  });
});
