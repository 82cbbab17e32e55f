import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money';
import { buyerUnitPrice, pricedTiers } from '../../../shared/price-tiers';
import { quantityPriceHint, unitPriceOf } from './quantity-price';

const money = (cents: number) => formatMoney(cents, 'USD');
const product = {
  price: 1999,
  priceTiers: pricedTiers(1999, [
    { minQuantity: 10, discountBasisPoints: 500 },
    { minQuantity: 50, discountBasisPoints: 1000 },
  ]),
  availableQuantity: 130,
  minOrderQuantity: 2,
};

describe('the order form’s quantity prices', () => {
  it('take the piece price of the tier the quantity reaches', () => {
    expect(unitPriceOf(product, 2)).toBe(1999);
    expect(unitPriceOf(product, 9)).toBe(1999);
    expect(unitPriceOf(product, 10)).toBe(1899);
    expect(unitPriceOf(product, 49)).toBe(1899);
    expect(unitPriceOf(product, 50)).toBe(1799);
    expect(unitPriceOf(product, Number.NaN)).toBe(1999);
    expect(unitPriceOf(product, 10.5)).toBe(1999);
    expect(unitPriceOf({ ...product, priceTiers: [] }, 100)).toBe(1999);
  });

  it('say how many more pieces bring the price down when a tier is near', () => {
    expect(quantityPriceHint(product, 8, money)).toBe('Add 2 more for $18.99 each');
    expect(quantityPriceHint(product, 40, money)).toBe('Add 10 more for $17.99 each');
    expect(quantityPriceHint(product, 2, money)).toBe('Add 8 more for $18.99 each');
  });

  it('name the saving once a tier is reached and no cheaper one is near', () => {
    expect(quantityPriceHint(product, 10, money)).toBe('Quantity price from 10 pcs: you save 5\u00a0%');
    expect(quantityPriceHint(product, 60, money)).toBe('Quantity price from 50 pcs: you save 10\u00a0%');
  });

  it('say nothing without tiers, for a refused quantity, or for a tier beyond the stock', () => {
    expect(quantityPriceHint({ ...product, priceTiers: [] }, 8, money)).toBe('');
    expect(quantityPriceHint(product, 1, money)).toBe('');
    expect(quantityPriceHint(product, 131, money)).toBe('');
    expect(quantityPriceHint(product, Number.NaN, money)).toBe('');
    expect(quantityPriceHint({ ...product, availableQuantity: 45 }, 40, money)).toBe('Quantity price from 10 pcs: you save 5\u00a0%');
  });

  it('take a trade account’s share off the list price first, the quantity price on top, as the shop charges', () => {
    // 15 % off $19.99 is $16.99 (half up); 5 % off that from 10 pcs is $16.14, 10 % from 50 pcs $15.29.
    expect(unitPriceOf(product, 2, 1500)).toBe(1699);
    expect(unitPriceOf(product, 10, 1500)).toBe(1614);
    expect(unitPriceOf(product, 50, 1500)).toBe(1529);
    expect(unitPriceOf(product, Number.NaN, 1500)).toBe(1699);
    expect(unitPriceOf(product, 10, 0)).toBe(1899);
    for (const quantity of [1, 2, 9, 10, 49, 50, 130]) expect(unitPriceOf(product, quantity, 1500)).toBe(buyerUnitPrice(product.price, product.priceTiers, quantity, 1500));
  });

  it('offer the next quantity price at the trade price', () => {
    expect(quantityPriceHint(product, 8, money, 1500)).toBe('Add 2 more for $16.14 each');
    expect(quantityPriceHint(product, 10, money, 1500)).toBe('Quantity price from 10 pcs: you save 5\u00a0%');
  });
});
