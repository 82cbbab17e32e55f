import { isOutOfStock } from '../../shared/catalog.js';
import { productPath } from '../../shared/discovery.js';
import type { ProductDetails } from '../../shared/schemas/discovery.js';
import type { Executor } from '../db/database.js';
import type { CatalogStructure } from '../modules/catalog/catalog-structure.js';
import { getProductDetails } from '../modules/catalog/product-details.service.js';
import { listProductReviews } from '../modules/reviews/product-reviews.service.js';
import { JSON_LD_REVIEW_COUNT } from '../../shared/product-reviews.js';
import type { ProductReview } from '../../shared/schemas/product-reviews.js';
import { breadcrumbList, categorySteps } from './breadcrumbs.js';
import { summary } from './html.js';
import type { PageHead } from './page-head.js';
import { decimalPrice } from './prices.js';
import { absoluteUrl, type SeoContext } from './seo-context.js';
import type { DiscoveryPage } from './discovery-page.js';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** EAN/UPC/GTIN by its length: 13 digits is gtin13 (an EAN), the others their own property. */
function gtin(ean: string | null): Record<string, string> {
  if (!ean || !/^\d+$/.test(ean)) return {};
  const property = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' }[ean.length];
  return property ? { [property]: ean } : {};
}

/** schema.org AggregateRating and the newest reviews: the stars search engines show beside the product. */
function ratingJsonLd(product: ProductDetails, reviews: readonly ProductReview[]): object {
  if (!product.rating) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.createdAt.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** schema.org Product with its Offer, and its rating: what search engines show as price, stock and stars. */
export function productJsonLd(context: SeoContext, product: ProductDetails, reviews: readonly ProductReview[] = []): object {
  const url = absoluteUrl(context, productPath(product));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    image: product.pictures.map((picture) => absoluteUrl(context, picture.src)),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.mpn ? { mpn: product.mpn } : {}),
    ...gtin(product.ean),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(product.price, context.shop.currency),
      priceCurrency: context.shop.currency,
      availability: isOutOfStock(product) ? OUT_OF_STOCK : IN_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: context.shop.name },
    },
    ...ratingJsonLd(product, reviews),
  };
}

/**
 * The head of a product page for search engines and link previews (issue 13): a live product by id or by its
 * address; its canonical address is always /product/<slug>. Unknown or archived: NOT_FOUND.
 */
export async function productPage(db: Executor, structure: CatalogStructure, context: SeoContext, idOrSlug: string): Promise<DiscoveryPage> {
  const product = await getProductDetails(db, structure, idOrSlug);
  const reviews = product.rating ? (await listProductReviews(db, product.id, { page: 1, pageSize: JSON_LD_REVIEW_COUNT })).items : [];
  const canonical = absoluteUrl(context, productPath(product));
  const steps = [...categorySteps(product.breadcrumbs), { name: product.name, path: productPath(product) }];
  const main = product.pictures[0];
  const head: PageHead = {
    title: `${product.name} · ${context.shop.name}`,
    description: summary(product.description),
    canonical,
    siteName: context.shop.name,
    locale: context.shop.locale,
    openGraph: {
      type: 'product',
      ...(main ? { image: { url: absoluteUrl(context, main.src), alt: product.name } } : {}),
      price: { amount: decimalPrice(product.price, context.shop.currency), currency: context.shop.currency },
    },
    jsonLd: [productJsonLd(context, product, reviews), breadcrumbList(context, steps)],
  };
  return { head, productIds: [product.id], list: false };
}
