import { useSyncExternalStore } from 'react';
import { emptyComparison, parseComparison, withoutProduct, withProduct, type AddOutcome, type ComparedProduct, type Comparison } from '../../../shared/compare';

/**
 * The products a shopper chose to compare, kept in this browser's localStorage so the choice
 * survives pages and visits; other tabs follow (the storage event). Nothing runs at import: pages
 * are rendered on the server too, where the comparison is empty.
 */
const STORAGE_KEY = 'shop-compare';
const listeners = new Set<() => void>();
let memory: string | null = null;
let cachedText: string | null = null;
let cached: Comparison = emptyComparison;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readText(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function current(): Comparison {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cached = parseComparison(text);
  }
  return cached;
}

function write(comparison: Comparison): void {
  const text = JSON.stringify(comparison);
  memory = text;
  try {
    storage()?.setItem(STORAGE_KEY, text);
  } catch {
    // Storage full or switched off: the comparison lives as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useComparison(): Comparison {
  return useSyncExternalStore(subscribe, current, () => emptyComparison);
}

export function addToComparison(product: ComparedProduct): AddOutcome {
  const { comparison, outcome } = withProduct(current(), product);
  if (outcome === 'added') write(comparison);
  return outcome;
}

export function removeFromComparison(productId: string): void {
  write(withoutProduct(current(), productId));
}

export function clearComparison(): void {
  write(emptyComparison);
}

/** The comparison as the compare page's address says (a shared link): it replaces the one kept. */
export function keepComparison(comparison: Comparison): void {
  if (JSON.stringify(comparison) !== JSON.stringify(current())) write(comparison);
}
