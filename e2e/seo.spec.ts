import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isOutOfStock } from '../src/shared/catalog.js';
import { productPath } from '../src/shared/discovery.js';
import type { ProductPage } from '../src/shared/schemas/catalog.js';
import type { CategoryList, ProductDetails } from '../src/shared/schemas/discovery.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';

/** A demo product with its details, as the API gives them. */
async function someProduct(request: APIRequestContext): Promise<ProductDetails> {
  const list = (await (await request.get('/api/products?pageSize=1')).json()) as ProductPage;
  const first = list.items[0];
  if (!first) throw new Error('The demo catalog has no products');
  const response = await request.get(`/api/products/${first.id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductDetails;
}

/** The JSON-LD blocks of the page, parsed by the browser's own HTML and JSON parsers. */
function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>));
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

test.describe('without scripts (a crawler, a link preview)', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, and its JSON-LD describes it as the shop holds it', async ({ page, request }) => {
    const product = await someProduct(request);
    const shop = await fetchShopConfig(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(productPath(product), page.url()).href);

    const data = await jsonLd(page);
    const described = data.find((item) => item['@type'] === 'Product');
    expect(described).toMatchObject({
      name: product.name,
      description: product.description,
      ...(product.sku ? { sku: product.sku } : {}),
      offers: {
        '@type': 'Offer',
        price: (product.price / 100).toFixed(2),
        priceCurrency: shop.currency,
        availability: isOutOfStock(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      },
    });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
    expect(trail?.itemListElement.map((item) => item.name)).toEqual(['Home', ...product.breadcrumbs.map((crumb) => crumb.name), product.name]);
  });
});

for (const viewport of VIEWPORTS) {
  test(`the server's product and category content has no serious or critical axe violations (${viewport.name})`, async ({ page, request }) => {
    // The app's scripts are held back, so the page stays as the server wrote it, and shown as
    // without scripts (axe itself needs scripts, so they cannot be turned off here).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const showServerContent = () => page.addStyleTag({ content: '.server-page{display:block !important}' });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const product = await someProduct(request);
    await page.goto(productPath(product));
    // A browser that runs scripts never paints the server's content: the app's page takes its place without moving anything.
    await expect(page.locator('#root > main > article > h1')).toBeHidden();
    await showServerContent();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.locator('#root > main > article')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('product.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    const { categories } = (await (await request.get('/api/categories')).json()) as CategoryList;
    const category = categories[0];
    if (!category) throw new Error('The demo catalog has no categories');
    await page.goto(`/category/${category.slug}`);
    await showServerContent();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await page.screenshot({ path: test.info().outputPath('category.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}

test("the app replaces the server's content with its own page, without errors", async ({ page, request }) => {
  const product = await someProduct(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/product/${product.id}`);
  // The app's layout (header, footer) around its product page, and nothing left of the server's markup.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('#root > main > article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Specification', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(errors).toEqual([]);
});
