import type { DiscoveryPage } from './discovery-page.js';
import { summary } from './html.js';
import { absoluteUrl, type SeoContext } from './seo-context.js';

/**
 * The head of one of the shop's own pages (home, all products, reviews, blog): the title the
 * page sets, a description, its canonical address and Open Graph as a website with the logo.
 */
export function sitePage(context: SeoContext, page: { title: string; path: string; description: string }): DiscoveryPage {
  const { shop } = context;
  return {
    head: {
      title: page.title,
      description: summary(page.description),
      canonical: absoluteUrl(context, page.path),
      siteName: shop.name,
      locale: shop.locale,
      openGraph: { type: 'website', image: { url: absoluteUrl(context, shop.logo), alt: shop.name } },
      jsonLd: [],
    },
    productIds: [],
    list: false,
  };
}
