import { TAX_SHOWN_COOKIE, parseTaxShown, type TaxShown } from '../../shared/tax-display';

const listeners = new Set<() => void>();
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The buyer's remembered choice (prices with or without the tax), or null when they never chose. */
export function readTaxShown(): TaxShown | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TAX_SHOWN_COOKIE}=`));
  return parseTaxShown(entry?.slice(TAX_SHOWN_COOKIE.length + 1));
}

/** Remembers the choice for a year on this browser, and tells every price on the page. */
export function writeTaxShown(shown: TaxShown): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TAX_SHOWN_COOKIE}=${shown}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the choice changes, in this tab or (when it comes back to it) in another. */
export function subscribeTaxShown(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}
