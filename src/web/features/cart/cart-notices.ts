import { useSyncExternalStore } from 'react';

/**
 * What the shop changed in a cart that the person should still read on the cart page: when the
 * visitor's cart merged into the account's at sign-in ("only 5 pcs are in stock …"), or products
 * the shop no longer knows were left out of a browser cart. Kept for this page's life, for the
 * cart they belong to (a user's id, or "visitor"), until dismissed.
 */
let notices: readonly string[] = [];
let owner: string | null = null;
const listeners = new Set<() => void>();
const NONE: readonly string[] = [];

function set(next: readonly string[], nextOwner: string | null): void {
  notices = next;
  owner = nextOwner;
  listeners.forEach((listener) => listener());
}

export function keepCartNotices(cartOwner: string, next: readonly string[]): void {
  if (next.length > 0) set(next, cartOwner);
}

export function dismissCartNotices(): void {
  set(NONE, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notices kept for this cart. */
export function useCartNotices(cartOwner: string | undefined): readonly string[] {
  const current = useSyncExternalStore(
    subscribe,
    () => notices,
    () => NONE,
  );
  return cartOwner !== undefined && cartOwner === owner ? current : NONE;
}
