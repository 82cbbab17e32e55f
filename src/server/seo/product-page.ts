import { isOutOfStock } from '../../shared/catalog.js';
import { productPath } from '../../shared/discovery.js';
import { formatMoney } from '../../shared/money.js';
import type { ProductDetails } from '../../shared/schemas/discovery.js';
import type { Executor } from '../db/database.js';
import type { CatalogStructure } from '../modules/catalog/catalog-structure.js';
import { getProductDetails } from '../modules/catalog/product-details.service.js';
import { listProductReviews } from '../modules/reviews/product-reviews.service.js';
import { averageLabel, JSON_LD_REVIEW_COUNT } from '../../shared/product-reviews.js';
import { fileSizeLabel, productDocumentKindLabels } from '../../shared/product-documents.js';
import { languageName } from '../../shared/language-name.js';
import type { ProductReview } from '../../shared/schemas/product-reviews.js';
import { breadcrumbList, breadcrumbNav, categorySteps, type Step } from './breadcrumbs.js';
import { escapeHtml, summary } from './html.js';
import type { PageHead } from './page-head.js';
import { SERVER_PAGE_CLASS } from './page-style.js';
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

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');
}

function facts(product: ProductDetails): string {
  const rows: [string, string | null][] = [
    ['Brand', product.brand],
    ['Part number', product.sku],
    ['Manufacturer part number', product.mpn],
    ['EAN', product.ean],
    ['Minimum order', `${product.minOrderQuantity} ${product.minOrderQuantity === 1 ? 'piece' : 'pieces'}`],
  ];
  const present = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  return `<dl>${present.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function specification(product: ProductDetails): string {
  if (product.specs.length === 0) return '';
  const rows = product.specs.map((spec) => `<tr><th scope="row">${escapeHtml(spec.label)}</th><td>${escapeHtml(spec.value)}</td></tr>`).join('');
  return `<h2>Specifications</h2><table><tbody>${rows}</tbody></table>`;
}

/** The datasheets, manuals and declarations to download: title, then kind, language and size. */
function documents(product: ProductDetails, locale: string): string {
  if (product.documents.length === 0) return '';
  const items = product.documents.map((document) => {
    const about = `${productDocumentKindLabels[document.kind]}, ${languageName(document.language, locale)}, PDF, ${fileSizeLabel(document.size)}`;
    return `<li><a href="${escapeHtml(document.url)}" download>${escapeHtml(document.title)}</a> (${escapeHtml(about)})</li>`;
  });
  return `<h2>Documents</h2><ul>${items.join('')}</ul>`;
}

/** The product's content as plain HTML: trail, name, pictures, price, stock, part numbers, specification, documents, description. */
export function productContent(context: SeoContext, product: ProductDetails, steps: readonly Step[]): string {
  // Lazy: a browser running scripts never shows them (page-style.ts), so it does not fetch them
  // either; without scripts browsers load lazy pictures at once.
  const picture = (image: { src: string; srcSet: string }) =>
    `<img src="${escapeHtml(image.src)}" srcset="${escapeHtml(image.srcSet)}" sizes="(min-width: 768px) 400px, 100vw" width="400" alt="${escapeHtml(product.name)}" loading="lazy">`;
  const price = formatMoney(product.price, context.shop.currency, context.shop.locale);
  const stock = isOutOfStock(product) ? 'Out of stock' : `In stock: ${product.availableQuantity} available`;
  return [
    `<main class="${SERVER_PAGE_CLASS}">`,
    breadcrumbNav(steps),
    '<article>',
    `<h1>${escapeHtml(product.name)}</h1>`,
    ...product.pictures.map(picture),
    `<p>Price: <strong>${escapeHtml(price)}</strong></p>`,
    `<p>${escapeHtml(stock)}</p>`,
    ...(product.rating ? [`<p>${escapeHtml(averageLabel(product.rating))}</p>`] : []),
    facts(product),
    specification(product),
    documents(product, context.shop.locale),
    '<h2>Description</h2>',
    paragraphs(product.description),
    '</article>',
    '</main>',
  ].join('');
}

/**
 * A product page for search engines and link previews (issue 13): a live product by id or by its
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
  return { head, content: productContent(context, product, steps), productIds: [product.id], list: false };
}
