import { describe, expect, it } from 'vitest';
import { isNewProduct, isOutOfStock } from '../catalog.js';
import { ratingLabel } from '../reviews.js';
import { productListQuerySchema } from './catalog.js';

describe('catalog rules', () => {
  it('is out of stock when the available quantity is below the minimum order', () => {
    expect(isOutOfStock({ availableQuantity: 9, minOrderQuantity: 10 })).toBe(true);
    expect(isOutOfStock({ availableQuantity: 0, minOrderQuantity: 1 })).toBe(true);
    expect(isOutOfStock({ availableQuantity: 10, minOrderQuantity: 10 })).toBe(false);
  });

  it('marks products added in the last 30 days as new', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    expect(isNewProduct({ createdAt: '2026-06-30T11:00:00Z' }, now)).toBe(true);
    expect(isNewProduct({ createdAt: '2026-06-01T12:00:01Z' }, now)).toBe(true);
    expect(isNewProduct({ createdAt: '2026-05-31T12:00:00Z' }, now)).toBe(false);
  });

  it('defaults to the first page of 24', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 24 });
    expect(productListQuerySchema.parse({ page: '3', pageSize: '9' })).toEqual({ page: 3, pageSize: 9 });
  });

  it('names star ratings for screen readers', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
