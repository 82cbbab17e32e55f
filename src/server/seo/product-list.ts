import { isOutOfStock } from '../../shared/catalog.js';
import { productPath } from '../../shared/discovery.js';
import { formatMoney } from '../../shared/money.js';
import type { Product } from '../../shared/schemas/catalog.js';
import { escapeHtml } from './html.js';
import type { SeoContext } from './seo-context.js';

/** Products as a list of links with price and stock state (category pages, search results). */
export function productList(context: SeoContext, label: string, items: readonly Product[]): string {
  const { currency, locale } = context.shop;
  const rows = items.map((product) => {
    const stock = isOutOfStock(product) ? 'Out of stock' : 'In stock';
    const facts = [...(product.sku ? [`Part number ${product.sku}`] : []), formatMoney(product.price, currency, locale), stock];
    return `<li><a href="${escapeHtml(productPath(product))}">${escapeHtml(product.name)}</a> · ${facts.map(escapeHtml).join(' · ')}</li>`;
  });
  return `<ul aria-label="${escapeHtml(label)}">${rows.join('')}</ul>`;
}
