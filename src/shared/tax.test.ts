import { describe, expect, it } from 'vitest';
import { orderTotals, taxRateText } from './tax.js';

describe('the shop-wide tax', () => {
  it('is found within gross prices, and the customer pays the prices', () => {
    const vat = { name: 'VAT', rateBasisPoints: 2000, pricesIncludeTax: true };
    expect(orderTotals(12_000, vat)).toEqual({ tax: 2_000, total: 12_000 });
    expect(orderTotals(1_999, vat)).toEqual({ tax: 333, total: 1_999 }); // 333.17
    expect(orderTotals(3, vat)).toEqual({ tax: 1, total: 3 }); // 0.5 → 1
  });

  it('is added to net prices', () => {
    const salesTax = { name: 'Sales tax', rateBasisPoints: 825, pricesIncludeTax: false };
    expect(orderTotals(10_000, salesTax)).toEqual({ tax: 825, total: 10_825 });
    expect(orderTotals(1_999, salesTax)).toEqual({ tax: 165, total: 2_164 }); // 164.92
  });

  it('is nothing at a rate of 0', () => {
    expect(orderTotals(1_999, { name: 'Tax', rateBasisPoints: 0, pricesIncludeTax: true })).toEqual({ tax: 0, total: 1_999 });
    expect(orderTotals(1_999, { name: 'Tax', rateBasisPoints: 0, pricesIncludeTax: false })).toEqual({ tax: 0, total: 1_999 });
  });

  it('writes its rate as people read it', () => {
    expect([2000, 825, 0, 1950].map(taxRateText)).toEqual(['20 %', '8.25 %', '0 %', '19.5 %']);
  });
});
