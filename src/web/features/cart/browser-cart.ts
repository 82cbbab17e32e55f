import { useSyncExternalStore } from 'react';
import type { BrowserCartLine } from '../../../shared/schemas/cart';

/**
 * A visitor's cart, kept in this browser's localStorage: which products and how many of each,
 * never a price (the shop prices it through POST /api/cart/preview). It merges into the account's
 * cart at sign-in. Nothing here runs at import: pages are rendered on the server too.
 */
const STORAGE_KEY = 'shop-cart';

const EMPTY: readonly BrowserCartLine[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedLines: readonly BrowserCartLine[] = EMPTY;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage switched off (privacy settings): the cart lives as long as the page.
    return undefined;
  }
}

function isLine(value: unknown): value is BrowserCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return typeof productId === 'string' && productId.length > 0 && typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0;
}

/** What was stored, as lines the shop accepts the shape of: anything else (edited by hand, an old format) is dropped. */
function parse(text: string | null): readonly BrowserCartLine[] {
  if (!text) return EMPTY;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return EMPTY;
    const seen = new Set<string>();
    return value.filter(isLine).flatMap((line) => {
      if (seen.has(line.productId)) return [];
      seen.add(line.productId);
      return [{ productId: line.productId, quantity: line.quantity }];
    });
  } catch {
    return EMPTY;
  }
}

let memory: string | null = null;

function readText(): string | null {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The lines in the browser cart now (the same array until they change). */
export function browserCartLines(): readonly BrowserCartLine[] {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cachedLines = parse(text);
  }
  return cachedLines;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Replaces the browser cart (an empty list clears it). */
export function writeBrowserCart(lines: readonly BrowserCartLine[]): void {
  const text = lines.length === 0 ? null : JSON.stringify(lines.map(({ productId, quantity }) => ({ productId, quantity })));
  memory = text;
  const store = storage();
  try {
    if (text === null) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, text);
  } catch {
    // Full or switched off: kept in memory for this page.
  }
  notify();
}

/** The browser cart with `quantity` pieces of a product (added at the end when it is new). */
export function withQuantity(lines: readonly BrowserCartLine[], productId: string, quantity: number): BrowserCartLine[] {
  const found = lines.some((line) => line.productId === productId);
  return found ? lines.map((line) => (line.productId === productId ? { productId, quantity } : line)) : [...lines, { productId, quantity }];
}

export function withoutProduct(lines: readonly BrowserCartLine[], productId: string): BrowserCartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** Pieces in the browser cart, every line counted (as the shop counts a cart). */
export function piecesIn(lines: readonly BrowserCartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser cart's lines; empty on the server and while a server-rendered page is taken over. */
export function useBrowserCart(): readonly BrowserCartLine[] {
  return useSyncExternalStore(subscribe, browserCartLines, () => EMPTY);
}
