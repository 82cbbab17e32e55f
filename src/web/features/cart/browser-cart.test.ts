import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserCartLine } from '../../../shared/schemas/cart';
import { browserCartLines, piecesIn, withoutProduct, withQuantity, writeBrowserCart } from './browser-cart';

const KEY = 'shop-cart';

/** A page's localStorage, in memory. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;

beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('window', { localStorage: storage, addEventListener: () => undefined, removeEventListener: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser cart', () => {
  it('keeps products and quantities only, never a price, however a line arrives', () => {
    const line = { productId: 'a', quantity: 3, unitPrice: 1, name: 'Drill' } as BrowserCartLine;
    writeBrowserCart([line]);
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual([{ productId: 'a', quantity: 3 }]);
    expect(browserCartLines()).toEqual([{ productId: 'a', quantity: 3 }]);
  });

  it('drops what it cannot trust from storage: other shapes, bad quantities, repeated products', () => {
    storage.setItem(
      KEY,
      JSON.stringify([
        { productId: 'a', quantity: 2 },
        { productId: 'a', quantity: 9 },
        { productId: 'b', quantity: 0 },
        { productId: 'c', quantity: 1.5 },
        { productId: 'd', quantity: -1 },
        { productId: '', quantity: 1 },
        { productId: 7, quantity: 1 },
        { productId: 'e', quantity: '4' },
        null,
        { productId: 'f', quantity: 4 },
      ]),
    );
    expect(browserCartLines()).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'f', quantity: 4 },
    ]);
    storage.setItem(KEY, '{"not":"a list"}');
    expect(browserCartLines()).toEqual([]);
    storage.setItem(KEY, 'not json');
    expect(browserCartLines()).toEqual([]);
  });

  it('answers the same list until the cart changes (React reads it on every render)', () => {
    writeBrowserCart([{ productId: 'a', quantity: 1 }]);
    const first = browserCartLines();
    expect(browserCartLines()).toBe(first);
    writeBrowserCart([{ productId: 'a', quantity: 2 }]);
    expect(browserCartLines()).not.toBe(first);
  });

  it('an empty cart leaves nothing in storage', () => {
    writeBrowserCart([{ productId: 'a', quantity: 1 }]);
    writeBrowserCart([]);
    expect(storage.items.has(KEY)).toBe(false);
    expect(browserCartLines()).toEqual([]);
  });

  it('sets a quantity in place, adds a new product at the end, removes one, and counts the pieces', () => {
    const lines = [
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 5 },
    ];
    expect(withQuantity(lines, 'a', 4)).toEqual([
      { productId: 'a', quantity: 4 },
      { productId: 'b', quantity: 5 },
    ]);
    expect(withQuantity(lines, 'c', 2)).toEqual([...lines, { productId: 'c', quantity: 2 }]);
    expect(withoutProduct(lines, 'a')).toEqual([{ productId: 'b', quantity: 5 }]);
    expect(piecesIn(lines)).toBe(6);
    expect(piecesIn([])).toBe(0);
  });
});
