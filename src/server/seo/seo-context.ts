import type { ShopConfig } from '../../shared/schemas/shop.js';

/** What every server-rendered page needs besides its data: where the shop is and what it is called. */
export interface SeoContext {
  /** `https://shop.example.com`, no trailing slash. */
  origin: string;
  shop: ShopConfig;
}

/** A host header as browsers and proxies send it (name or address, optional port); anything else is not trusted into a page. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's public origin: PUBLIC_URL when set (what links must always point to), otherwise the
 * address the request came to (for a shop tried out on localhost).
 */
export function siteOrigin(publicUrl: string | undefined, request: { protocol: string; host: string }): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

export function absoluteUrl(context: SeoContext, path: string): string {
  return `${context.origin}${path}`;
}
