import { escapeHtml, jsonForScript } from './html.js';

/** What a server-rendered page tells search engines and link previews. */
export interface PageHead {
  /** The tab title, "{page} · {shop name}" like the web app's. */
  title: string;
  description: string;
  /** Absolute address of the page's one true version. */
  canonical: string;
  /** `noindex, follow` for pages that should not be listed themselves (an empty search). */
  robots?: string;
  siteName: string;
  /** `en-US` → og:locale `en_US`. */
  locale: string;
  openGraph: {
    type: 'product' | 'website';
    /** Absolute address of the main picture. */
    image?: { url: string; alt: string };
    /** og:type product: the price as a decimal and its currency. */
    price?: { amount: string; currency: string };
  };
  /** schema.org objects, each written as one application/ld+json block. */
  jsonLd: object[];
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head elements of a page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function renderHead(head: PageHead): string {
  const { openGraph: og } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.locale.replace('-', '_')),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(og.image ? [meta('property', 'og:image', og.image.url), meta('property', 'og:image:alt', og.image.alt)] : []),
    ...(og.price ? [meta('property', 'product:price:amount', og.price.amount), meta('property', 'product:price:currency', og.price.currency)] : []),
    meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(og.image ? [meta('name', 'twitter:image', og.image.url), meta('name', 'twitter:image:alt', og.image.alt)] : []),
    // Data for search engines, not a script: the CSP (script-src 'self') does not concern it.
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
