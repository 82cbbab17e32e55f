import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cappedToStockNotice, type CartView } from '../../../../shared/schemas/cart';
import { cartKey } from '../../../lib/cart-query';
import { browserCartLines, writeBrowserCart } from '../browser-cart';
import { mergeBrowserCart } from './merge-browser-cart';

const notice = cappedToStockNotice('Insulated Screwdriver Set', 140);
const merged: CartView = { revision: 3, lines: [], subtotal: 0, count: 140, notices: [notice] };

beforeEach(() => {
  const items = new Map<string, string>();
  const localStorage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(merged), { status: 200, headers: { 'content-type': 'application/json' } })));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('merging the browser cart at sign-in', () => {
  it('gives the merge’s notices to the caller, and keeps the merged cart for the pages without them', async () => {
    const client = new QueryClient();
    // The cart page read the account's cart before the merge answered.
    client.setQueryData(cartKey, { ...merged, revision: 2, count: 130, notices: [] });
    writeBrowserCart([{ productId: '6f1c2a4e-0000-4000-8000-000000000001', quantity: 20 }]);

    const view = await mergeBrowserCart(client, browserCartLines());

    expect(view.notices).toEqual([notice]);
    // Dismissing the kept notices must leave none on the cart page: the cached cart has none of its own.
    expect(client.getQueryData<CartView>(cartKey)).toEqual({ ...merged, notices: [] });
    expect(browserCartLines()).toEqual([]);
  });
});
