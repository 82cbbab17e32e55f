import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isOutOfStock } from '../src/shared/catalog.js';
import { productPath } from '../src/shared/discovery.js';
import type { ProductPage } from '../src/shared/schemas/catalog.js';
import type { CategoryList, ProductDetails } from '../src/shared/schemas/discovery.js';
import { expectNoSeriousA11yViolations, fetchShopConfig, holdAppScripts } from './support/fixtures.js';

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
  test(`the server's product and category pages have no serious or critical axe violations (${viewport.name})`, async ({ page, request }) => {
    // The app's scripts are held back, so the page stays as the server wrote it (axe itself needs
    // scripts, so they cannot be turned off here).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const product = await someProduct(request);
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('product.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    const { categories } = (await (await request.get('/api/categories')).json()) as CategoryList;
    const category = categories[0];
    if (!category) throw new Error('The demo catalog has no categories');
    await page.goto(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('category.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}

/** The page's first heading is marked while the app's scripts are held back, and the mark asked for later. */
async function markHeadingBeforeTheAppStarts(page: Page, url: string): Promise<() => Promise<boolean>> {
  const release = await holdAppScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('h1').first().evaluate((heading) => heading.setAttribute('data-from-server', ''));
  release();
  return async () => (await page.locator('h1[data-from-server]').count()) === 1;
}

test('the app takes over each public page the server rendered as it is: the same elements, without errors', async ({ page, request }) => {
  test.slow(); // seven pages, each until the app runs it
  const product = await someProduct(request);
  const { categories } = (await (await request.get('/api/categories')).json()) as CategoryList;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const pages = ['/', '/allProduct', productPath(product), `/category/${categories[0]?.slug}`, '/search?q=drill', '/allReview', '/blogs'];
  for (const url of pages) {
    await page.unrouteAll();
    const headingKept = await markHeadingBeforeTheAppStarts(page, url);
    // The app runs the page: the session is known, so the navbar offers to log in.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // A mismatch would have made React render the page anew, without the mark.
    expect(await headingKept(), `${url} was rendered anew in the browser`).toBe(true);
  }
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { name: 'Specification', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(errors).toEqual([]);
});
