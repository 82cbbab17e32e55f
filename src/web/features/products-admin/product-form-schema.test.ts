import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_PICTURES, productMessages } from '../../../shared/catalog';
import { priceTierMessages } from '../../../shared/price-tiers';
import type { ProductForAdmin } from '../../../shared/schemas/catalog';
import type { Attribute } from '../../../shared/schemas/discovery';
import { EMPTY_PRODUCT_FORM, PRICE_NOT_A_NUMBER, productEditSchema, productFormSchema, productFormValues, type ProductFormValues } from './product-form-schema';

const KEY = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);
const CATEGORY = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Cordless drill',
  price: '129.99',
  availableQuantity: '40',
  minOrderQuantity: '2',
  description: 'A drill.',
  imageKey: KEY,
  categoryId: CATEGORY,
};
const ATTRIBUTES: Attribute[] = [
  { key: 'power', label: 'Power', kind: 'number', unit: 'W', choices: [] },
  { key: 'platform', label: 'Battery platform', kind: 'choice', unit: null, choices: ['18 V system', 'Mains'] },
  { key: 'cordless', label: 'Cordless', kind: 'boolean', unit: null, choices: [] },
];

function messages(values: Partial<ProductFormValues>, schema = productFormSchema(2, ATTRIBUTES)): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the Add Product form schema', () => {
  it('turns the typed price into cents and the quantities into numbers', () => {
    expect(productFormSchema(2).parse(valid)).toMatchObject({ price: 12999, availableQuantity: 40, minOrderQuantity: 2, imageKey: KEY, pictures: [KEY] });
    expect(productFormSchema(2).parse({ ...valid, price: '12.5' }).price).toBe(1250);
    expect(productFormSchema(2).parse({ ...valid, price: ' 0.1 ' }).price).toBe(10);
    expect(productFormSchema(2).parse({ ...valid, price: '.5' }).price).toBe(50);
    expect(productFormSchema(2).parse({ ...valid, price: '1,299.00' }).price).toBe(129900);
    expect(productFormSchema(0).parse({ ...valid, price: '1500' }).price).toBe(1500);
    expect(productFormSchema(2).parse({ ...valid, availableQuantity: '0' }).availableQuantity).toBe(0);
  });

  it('says what is wrong with the server’s messages', () => {
    expect(messages(EMPTY_PRODUCT_FORM)).toEqual({
      name: productMessages.nameRequired,
      price: productMessages.priceRequired,
      availableQuantity: productMessages.availableRequired,
      minOrderQuantity: productMessages.minimumRequired,
      description: productMessages.descriptionRequired,
      imageKey: productMessages.pictureRequired,
      categoryId: productMessages.categoryRequired,
    });
    expect(messages({ price: '0' })).toEqual({ price: productMessages.pricePositive });
    expect(messages({ price: '0.00' })).toEqual({ price: productMessages.pricePositive });
    expect(messages({ price: '-3' })).toEqual({ price: productMessages.pricePositive });
    expect(messages({ price: '1.234' })).toEqual({ price: productMessages.priceCents });
    expect(messages({ price: 'ten' })).toEqual({ price: PRICE_NOT_A_NUMBER });
    expect(messages({ price: '99999999999' })).toEqual({ price: productMessages.priceTooHigh });
    expect(messages({ price: '1000001' })).toEqual({ price: productMessages.priceTooHigh });
    expect(messages({ availableQuantity: '-1' })).toEqual({ availableQuantity: productMessages.availableWhole });
    expect(messages({ availableQuantity: '2.5' })).toEqual({ availableQuantity: productMessages.availableWhole });
    expect(messages({ minOrderQuantity: '0' })).toEqual({ minOrderQuantity: productMessages.minimumWhole });
    expect(messages({ name: '   ' })).toEqual({ name: productMessages.nameRequired });
  });

  it('reads the low-stock threshold: empty for none, else a whole number of 0 or more', () => {
    expect(productFormSchema(2).parse(valid).lowStockThreshold).toBeNull();
    expect(productFormSchema(2).parse({ ...valid, lowStockThreshold: ' 12 ' }).lowStockThreshold).toBe(12);
    expect(productFormSchema(2).parse({ ...valid, lowStockThreshold: '0' }).lowStockThreshold).toBe(0);
    for (const typed of ['-1', '2.5', 'ten']) expect(messages({ lowStockThreshold: typed })).toEqual({ lowStockThreshold: productMessages.thresholdWhole });
  });

  it('does not require minimum ≤ available (SPEC §5)', () => {
    expect(messages({ availableQuantity: '1', minOrderQuantity: '5' })).toEqual({});
  });

  it('takes part numbers, brand and EAN trimmed, empty as none, and checks the EAN check digit', () => {
    expect(productFormSchema(2).parse(valid)).toMatchObject({ sku: null, mpn: null, brand: null, ean: null });
    expect(productFormSchema(2).parse({ ...valid, sku: ' TS-1 ', mpn: 'DD-18', brand: 'Voltek ', ean: '4006381333931' })).toMatchObject({ sku: 'TS-1', mpn: 'DD-18', brand: 'Voltek', ean: '4006381333931' });
    expect(messages({ ean: '4006381333932' })).toEqual({ ean: productMessages.eanInvalid });
    expect(messages({ ean: '123' })).toEqual({ ean: productMessages.eanInvalid });
    expect(messages({ sku: 'x'.repeat(65) })).toEqual({ sku: productMessages.skuTooLong });
  });

  it("checks the specification against the category's attributes: a number in any unit of its quantity", () => {
    const parsed = productFormSchema(2, ATTRIBUTES).parse({ ...valid, attributes: { power: '1.5 kW', platform: 'Mains', cordless: 'no', stale: 'from another category' } });
    expect(parsed.attributes).toEqual({ power: '1.5 kW', platform: 'Mains', cordless: false });
    expect(productFormSchema(2, ATTRIBUTES).parse({ ...valid, attributes: { power: ' ', cordless: 'yes' } }).attributes).toEqual({ cordless: true });
    expect(messages({ attributes: { power: '1.5 kV' } })).toEqual({ 'attributes.power': 'Power: kV is not a unit of this value; use mW, W, kW' });
    expect(messages({ attributes: { power: 'lots' } })).toEqual({ 'attributes.power': 'Power: "lots" is not a number' });
  });

  it('sends every picture, main first, and at most the shop’s number of them', () => {
    expect(productFormSchema(2).parse({ ...valid, morePictures: [OTHER] }).pictures).toEqual([KEY, OTHER]);
    expect(messages({ morePictures: Array.from({ length: MAX_PRODUCT_PICTURES }, (_, index) => String(index).repeat(24)) })).toEqual({ morePictures: productMessages.picturesTooMany });
  });

  it('sends the quantity prices as tiers, the discount in basis points', () => {
    expect(productFormSchema(2).parse(valid).priceTiers).toEqual([]);
    const tiers = [
      { minQuantity: '10', discount: '5' },
      { minQuantity: '50', discount: '12.25' },
    ];
    expect(productFormSchema(2).parse({ ...valid, priceTiers: tiers }).priceTiers).toEqual([
      { minQuantity: 10, discountBasisPoints: 500 },
      { minQuantity: 50, discountBasisPoints: 1225 },
    ]);
    expect(productEditSchema(2, [], OTHER).parse({ ...valid, priceTiers: tiers }).priceTiers).toHaveLength(2);
  });

  it('checks the quantity prices against the minimum, every problem in one message, even while other fields are refused', () => {
    expect(messages({ minOrderQuantity: '10', priceTiers: [{ minQuantity: '10', discount: '5' }] })).toEqual({ priceTiers: priceTierMessages.aboveMinimum });
    expect(messages({ priceTiers: [{ minQuantity: '10', discount: '5.555' }, { minQuantity: '', discount: '8' }] })).toEqual({
      priceTiers: `${priceTierMessages.discountPrecision}\n${priceTierMessages.quantityWhole}`,
    });
    expect(messages({ priceTiers: [{ minQuantity: '1', discount: '95' }] })).toEqual({
      priceTiers: `${priceTierMessages.quantityWhole}\n${priceTierMessages.discountRange}`,
    });
    expect(messages({ name: '', priceTiers: [{ minQuantity: '10', discount: '5' }, { minQuantity: '8', discount: '4' }] })).toEqual({
      name: productMessages.nameRequired,
      priceTiers: priceTierMessages.increasing,
    });
    expect(messages({ price: '0.01', priceTiers: [{ minQuantity: '10', discount: '90' }] })).toEqual({ priceTiers: priceTierMessages.freePiece });
    const edit = productEditSchema(2, ATTRIBUTES, OTHER);
    expect(edit.safeParse({ ...valid, priceTiers: [{ minQuantity: '10', discount: '5' }] }).success).toBe(true);
    expect(edit.safeParse({ ...valid, minOrderQuantity: '12', priceTiers: [{ minQuantity: '10', discount: '5' }] }).error?.issues).toMatchObject([
      { path: ['priceTiers'], message: priceTierMessages.aboveMinimum },
    ]);
  });

  it('edits keep the main picture unless a new one is uploaded, and show stored values as typed', () => {
    expect(productEditSchema(2, [], OTHER).parse({ ...valid, imageKey: '' }).pictures).toEqual([OTHER]);
    expect(productEditSchema(2, [], OTHER).parse(valid).pictures).toEqual([KEY]);
    const product = {
      id: 'p1',
      name: 'Saw',
      description: 'Sharp',
      price: 1250,
      availableQuantity: 3,
      minOrderQuantity: 1,
      priceTiers: [{ minQuantity: 10, discountBasisPoints: 750, unitPrice: 1156 }],
      categoryId: CATEGORY,
      sku: 'TS-1',
      mpn: null,
      brand: 'Voltek',
      ean: null,
      attributes: [
        { key: 'power', value: 1500, unit: 'W' },
        { key: 'cordless', value: true, unit: null },
        { key: 'platform', value: 'Mains', unit: null },
      ],
      pictures: [
        { key: KEY, image: { src: '', srcSet: '' } },
        { key: OTHER, image: { src: '', srcSet: '' } },
      ],
    } as ProductForAdmin;
    expect(productFormValues(product, 2)).toEqual({
      name: 'Saw',
      price: '12.50',
      availableQuantity: '3',
      minOrderQuantity: '1',
      lowStockThreshold: '',
      description: 'Sharp',
      imageKey: '',
      morePictures: [OTHER],
      priceTiers: [{ minQuantity: '10', discount: '7.5' }],
      categoryId: CATEGORY,
      sku: 'TS-1',
      mpn: '',
      brand: 'Voltek',
      ean: '',
      attributes: { power: '1500 W', cordless: 'yes', platform: 'Mains' },
    });
  });
});
