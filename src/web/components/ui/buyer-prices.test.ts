import { describe, expect, it } from 'vitest';
import { shownPiecePrice, taxNoteOf, type BuyerPrices } from './buyer-prices';

const tiers = [{ minQuantity: 10, discountBasisPoints: 500 }];
const grossShop: BuyerPrices = { label: 'Trade price', discountBasisPoints: 1_500, tax: { name: 'VAT', rateBasisPoints: 2_000, included: true } };

describe("a trade buyer's piece price as the pages show it", () => {
  it('takes the tier share off the list price, then the tax out of it when the shop prices include it', () => {
    // $120.00 less 15 % is $102.00, which holds $17.00 of 20 % VAT.
    expect(shownPiecePrice(grossShop, 12_000, tiers, 1)).toBe(8_500);
  });

  it('applies the quantity price on top of the trade price, as the shop charges it', () => {
    // $102.00 less 5 % is $96.90, which holds $16.15 of VAT.
    expect(shownPiecePrice(grossShop, 12_000, tiers, 10)).toBe(8_075);
    expect(shownPiecePrice(grossShop, 12_000, tiers, 9)).toBe(8_500);
  });

  it('leaves net prices as they are (the tax is added at the order), and a shop without tax has no tax note', () => {
    const netShop: BuyerPrices = { ...grossShop, tax: { name: 'Sales tax', rateBasisPoints: 825, included: false } };
    expect(shownPiecePrice(netShop, 12_000, tiers, 1)).toBe(10_200);
    expect(taxNoteOf(netShop)).toBe('excl. Sales tax');
    expect(taxNoteOf(grossShop)).toBe('excl. VAT');
    const noTax: BuyerPrices = { ...grossShop, tax: null };
    expect(shownPiecePrice(noTax, 12_000, tiers, 1)).toBe(10_200);
    expect(taxNoteOf(noTax)).toBeNull();
  });

  it('never shows a piece for nothing', () => {
    expect(shownPiecePrice({ ...grossShop, discountBasisPoints: 5_000, tax: null }, 1, [], 1)).toBe(1);
  });
});
