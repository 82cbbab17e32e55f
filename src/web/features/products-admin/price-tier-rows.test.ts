import { describe, expect, it } from 'vitest';
import { priceTierMessages } from '../../../shared/price-tiers';
import { basisPointsOf, priceTierRowsOf, readPriceTierRows } from './price-tier-rows';

describe('a discount typed in percent', () => {
  it('becomes basis points exactly, with up to two decimals', () => {
    expect(basisPointsOf('5')).toEqual({ ok: true, value: 500 });
    expect(basisPointsOf('7.5')).toEqual({ ok: true, value: 750 });
    expect(basisPointsOf(' 12.25 % ')).toEqual({ ok: true, value: 1225 });
    expect(basisPointsOf('7,5')).toEqual({ ok: true, value: 750 });
    expect(basisPointsOf('.5')).toEqual({ ok: true, value: 50 });
    expect(basisPointsOf('10.')).toEqual({ ok: true, value: 1000 });
    // Through floating point these drift: 0.29 * 100 = 28.999999999999996, 1.15 * 100 = 114.99999999999999.
    expect(basisPointsOf('0.29')).toEqual({ ok: true, value: 29 });
    expect(basisPointsOf('1.15')).toEqual({ ok: true, value: 115 });
    for (let hundredths = 1; hundredths <= 9_000; hundredths += 1) {
      const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
      expect(basisPointsOf(text)).toEqual({ ok: true, value: hundredths });
    }
  });

  it('is refused with the server’s messages when it is not a number or too precise', () => {
    expect(basisPointsOf('')).toEqual({ ok: false, message: priceTierMessages.discountRange });
    expect(basisPointsOf('five')).toEqual({ ok: false, message: priceTierMessages.discountRange });
    expect(basisPointsOf('-5')).toEqual({ ok: false, message: priceTierMessages.discountRange });
    expect(basisPointsOf('1e1')).toEqual({ ok: false, message: priceTierMessages.discountRange });
    expect(basisPointsOf('7.555')).toEqual({ ok: false, message: priceTierMessages.discountPrecision });
  });
});

describe('the quantity price rows of the product form', () => {
  it('are sent as tiers when they follow the rules', () => {
    expect(
      readPriceTierRows(
        [
          { minQuantity: '10', discount: '5' },
          { minQuantity: ' 50 ', discount: '7.5' },
        ],
        2,
      ),
    ).toEqual({
      tiers: [
        { minQuantity: 10, discountBasisPoints: 500 },
        { minQuantity: 50, discountBasisPoints: 750 },
      ],
      problems: [],
    });
    expect(readPriceTierRows([], 1)).toEqual({ tiers: [], problems: [] });
  });

  it('say everything that is wrong, once each', () => {
    expect(readPriceTierRows([{ minQuantity: '', discount: '' }], 1).problems).toEqual([priceTierMessages.quantityWhole, priceTierMessages.discountRange]);
    expect(readPriceTierRows([{ minQuantity: '2.5', discount: '5' }, { minQuantity: 'x', discount: '5' }], 1).problems).toEqual([priceTierMessages.quantityWhole]);
    expect(readPriceTierRows([{ minQuantity: '10', discount: '5' }], 10).problems).toEqual([priceTierMessages.aboveMinimum]);
    expect(readPriceTierRows([{ minQuantity: '10', discount: '95' }], 1).problems).toEqual([priceTierMessages.discountRange]);
    expect(readPriceTierRows([{ minQuantity: '10', discount: '0' }], 1).problems).toEqual([priceTierMessages.discountRange]);
    expect(
      readPriceTierRows(
        [
          { minQuantity: '50', discount: '10' },
          { minQuantity: '10', discount: '5' },
        ],
        1,
      ).problems,
    ).toEqual([priceTierMessages.increasing]);
    // A piece may not come to nothing: 1 cent less 90 % rounds to 0.
    expect(readPriceTierRows([{ minQuantity: '10', discount: '90' }], 1, 1).problems).toEqual([priceTierMessages.freePiece]);
    expect(readPriceTierRows([{ minQuantity: '10', discount: '90' }], 1, 10).problems).toEqual([]);
    expect(readPriceTierRows(Array.from({ length: 6 }, (_, index) => ({ minQuantity: String(10 * (index + 1)), discount: String(index + 1) })), 1).problems).toEqual([priceTierMessages.tooMany]);
  });

  it('show stored tiers as typed', () => {
    expect(priceTierRowsOf([{ minQuantity: 10, discountBasisPoints: 500 }, { minQuantity: 50, discountBasisPoints: 1225 }])).toEqual([
      { minQuantity: '10', discount: '5' },
      { minQuantity: '50', discount: '12.25' },
    ]);
  });
});
