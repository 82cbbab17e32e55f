import { describe, expect, it } from 'vitest';
import { productMessages } from '../../../shared/catalog';
import type { Product } from '../../../shared/schemas/catalog';
import { EMPTY_PRODUCT_FORM, PRICE_NOT_A_NUMBER, productEditSchema, productFormSchema, productFormValues } from './product-form-schema';

const KEY = 'a'.repeat(24);
const valid = { name: 'Cordless drill', price: '129.99', availableQuantity: '40', minOrderQuantity: '2', description: 'A drill.', imageKey: KEY };

function messages(values: Record<string, string | undefined>, schema = productFormSchema(2)): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add Product form schema', () => {
  it('turns the typed price into cents and the quantities into numbers', () => {
    expect(productFormSchema(2).parse(valid)).toEqual({ ...valid, price: 12999, availableQuantity: 40, minOrderQuantity: 2 });
    expect(productFormSchema(2).parse({ ...valid, price: '12.5' }).price).toBe(1250);
    expect(productFormSchema(2).parse({ ...valid, price: ' 0.1 ' }).price).toBe(10);
    expect(productFormSchema(2).parse({ ...valid, price: '.5' }).price).toBe(50);
    expect(productFormSchema(2).parse({ ...valid, price: '1,299.00' }).price).toBe(129900);
    expect(productFormSchema(0).parse({ ...valid, price: '1500' }).price).toBe(1500);
    expect(productFormSchema(2).parse({ ...valid, availableQuantity: '0' }).availableQuantity).toBe(0);
  });

  it('says what is wrong with the server’s messages', () => {
    expect(messages({ ...EMPTY_PRODUCT_FORM })).toEqual({
      name: productMessages.nameRequired,
      price: productMessages.priceRequired,
      availableQuantity: productMessages.availableRequired,
      minOrderQuantity: productMessages.minimumRequired,
      description: productMessages.descriptionRequired,
      imageKey: productMessages.pictureRequired,
    });
    expect(messages({ ...valid, price: '0' })).toEqual({ price: productMessages.pricePositive });
    expect(messages({ ...valid, price: '0.00' })).toEqual({ price: productMessages.pricePositive });
    expect(messages({ ...valid, price: '-3' })).toEqual({ price: productMessages.pricePositive });
    expect(messages({ ...valid, price: '1.234' })).toEqual({ price: productMessages.priceCents });
    expect(messages({ ...valid, price: 'ten' })).toEqual({ price: PRICE_NOT_A_NUMBER });
    expect(messages({ ...valid, price: '99999999999' })).toEqual({ price: productMessages.priceTooHigh });
    expect(messages({ ...valid, price: '1000001' })).toEqual({ price: productMessages.priceTooHigh });
    expect(messages({ ...valid, availableQuantity: '-1' })).toEqual({ availableQuantity: productMessages.availableWhole });
    expect(messages({ ...valid, availableQuantity: '2.5' })).toEqual({ availableQuantity: productMessages.availableWhole });
    expect(messages({ ...valid, minOrderQuantity: '0' })).toEqual({ minOrderQuantity: productMessages.minimumWhole });
    expect(messages({ ...valid, name: '   ' })).toEqual({ name: productMessages.nameRequired });
  });

  it('does not require minimum ≤ available (SPEC §5)', () => {
    expect(messages({ ...valid, availableQuantity: '1', minOrderQuantity: '5' })).toEqual({});
  });

  it('edits take a new picture when one is uploaded', () => {
    expect(productEditSchema(2).parse(valid).imageKey).toBe(KEY);
  });

  it('edits keep the picture unless a new one is uploaded, and show cents as a price', () => {
    expect(productEditSchema(2).parse({ ...valid, imageKey: '' }).imageKey).toBeUndefined();
    const product = { id: 'p1', name: 'Saw', description: 'Sharp', price: 1250, availableQuantity: 3, minOrderQuantity: 1 } as Product;
    expect(productFormValues(product, 2)).toEqual({ name: 'Saw', price: '12.50', availableQuantity: '3', minOrderQuantity: '1', description: 'Sharp', imageKey: '' });
  });
});
