import { describe, expect, it } from 'vitest';
import { buyerPiecePrice, type BuyerPrices } from './buyer-prices';

const tiers = [{ minQuantity: 10, discountBasisPoints: 500 }];
const trade: BuyerPrices = { label: 'Trade price', discountBasisPoints: 1_500 };

describe("a buyer's piece price as the pages show it", () => {
  it('takes the trade share off the list price', () => {
    // $120.00 less 15 % is $102.00.
    expect(buyerPiecePrice(trade, 12_000, tiers, 1)).toBe(10_200);
  });

  it('applies the quantity price on top of the trade price, as the shop charges it', () => {
    // $102.00 less 5 % is $96.90.
    expect(buyerPiecePrice(trade, 12_000, tiers, 10)).toBe(9_690);
    expect(buyerPiecePrice(trade, 12_000, tiers, 9)).toBe(10_200);
  });

  it('is the list price with its quantity price for everyone without prices of their own', () => {
    expect(buyerPiecePrice(null, 12_000, tiers, 9)).toBe(12_000);
    expect(buyerPiecePrice(null, 12_000, tiers, 10)).toBe(11_400);
  });

  it('never shows a piece for nothing', () => {
    expect(buyerPiecePrice({ ...trade, discountBasisPoints: 5_000 }, 1, [], 1)).toBe(1);
  });
});
