import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { statusLabels } from '../src/shared/order-status.js';
import { addDays, overviewMessages, todayIn } from '../src/shared/schemas/overview.js';
import { createAccount, expectPath, signInThroughApi, test, uniqueClientIp } from './support/accounts.js';
import { screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { moneyFormatter, payOrder, placeOrder } from './support/orders.js';
import { createProductThroughApi, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A chart's card, found by its heading. */
function chart(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Opens "Show the numbers" of a chart and answers its table. */
async function numbersOf(page: Page, title: string, caption: string): Promise<Locator> {
  const card = chart(page, title);
  const summary = card.getByText('Show the numbers');
  if ((await card.locator('details').getAttribute('open')) === null) await summary.click();
  const table = card.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table;
}

async function openOverview(page: Page, url = '/dashboard') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

test.describe('Overview (/dashboard/overview)', () => {
  test('an admin lands on the overview, reads the charts’ numbers, picks 7 days and a reload keeps them', async ({ page, browser }) => {
    test.slow(); // a product, an order paid by card, then several ranges each answered by the server
    const shop = await fetchShopConfig(page.request);
    const money = await moneyFormatter(page.request);
    await signInThroughApi(page, E2E_ADMIN);
    // A product of its own, sold for far more than any other test sells in a day, and left low on stock.
    const name = uniqueProductName('Overview site generator');
    const product = await createProductThroughApi(page.request, { name, price: 500_000, availableQuantity: 150, minOrderQuantity: 1, lowStockThreshold: 100 });
    const customer = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    try {
      await createAccount(customer.request);
      const order = await placeOrder(customer.request, product.id, 60);
      await payOrder(customer.request, order.id);
    } finally {
      await customer.close();
    }

    try {
      await openOverview(page);
      await expectPath(page, '/dashboard/overview');
      await expect(page).toHaveTitle(`Overview · ${shop.name}`);
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(menu.getByRole('link').first()).toHaveText('Overview');
      await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

      // Each chart is an image with a label; its numbers are in a table.
      await expect(chart(page, 'Revenue').getByRole('img', { name: /^Bar chart of the revenue per day/ })).toBeVisible();
      const today = todayIn(shop.timeZone);
      const revenue = await numbersOf(page, 'Revenue', 'Revenue per day');
      await expect(revenue.locator('tbody tr')).toHaveCount(30);
      await expect(revenue.locator('tfoot')).toContainText('Total');
      const statuses = await numbersOf(page, 'Orders by status', 'Orders placed in the range by status');
      await expect(statuses.locator('tbody th')).toHaveText(Object.values({ ...statusLabels, pending_payment: 'Unpaid / on delivery / on invoice' }));
      const top = await numbersOf(page, 'Top products', 'Top products by revenue');
      await expect(top.locator('tbody tr').first()).toContainText(name);
      await expect(top.locator('tbody tr').first().getByRole('cell')).toHaveText([money(60 * 500_000), '60']);
      const lowStock = page.getByRole('table', { name: 'Products low on stock' });
      await expect(lowStock.getByRole('row').filter({ hasText: name }).getByRole('cell')).toHaveText(['—', '90', '100']);

      // The week view, and the top products by pieces.
      await chart(page, 'Revenue').getByRole('button', { name: 'Per week' }).click();
      await expect(chart(page, 'Revenue').getByRole('table', { name: 'Revenue per week' })).toBeVisible();
      await chart(page, 'Top products').getByRole('button', { name: 'By pieces' }).click();
      await expect(chart(page, 'Top products').getByRole('table', { name: 'Top products by pieces sold' })).toBeVisible();

      // 7 days: into the address, kept by a reload.
      await page.getByRole('button', { name: '7 days' }).click();
      const sevenDays = `/dashboard/overview?from=${addDays(today, -6)}&to=${today}`;
      await expectPath(page, sevenDays);
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(chart(page, 'Revenue').getByRole('table', { name: 'Revenue per week' }).locator('tfoot')).toContainText('Total');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expectPath(page, sevenDays);
      await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(addDays(today, -6));
      await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
      await expect((await numbersOf(page, 'Revenue', 'Revenue per day')).locator('tbody tr')).toHaveCount(7);
      await expect((await numbersOf(page, 'Top products', 'Top products by revenue')).locator('tbody tr').first()).toContainText(name);

      // Days typed in: a first day after the last is refused before asking the server.
      await page.getByLabel('From', { exact: true }).fill(addDays(today, 1));
      await page.getByRole('button', { name: 'Show these days' }).click();
      await expect(page.getByText(overviewMessages.fromAfterTo)).toBeVisible();
      await expectPath(page, sevenDays);
      await page.getByLabel('From', { exact: true }).fill(addDays(today, -1));
      await page.getByRole('button', { name: 'Show these days' }).click();
      await expectPath(page, `/dashboard/overview?from=${addDays(today, -1)}&to=${today}`);
      await expect((await numbersOf(page, 'Revenue', 'Revenue per day')).locator('tbody tr')).toHaveCount(2);

      // A bad range in a shared link: the server's message, and the ranges still at hand.
      await openOverview(page, '/dashboard/overview?from=2026-03-10&to=2026-03-02');
      await expect(page.getByRole('alert').filter({ hasText: overviewMessages.fromAfterTo })).toBeVisible();
      await page.getByRole('button', { name: '30 days' }).click();
      await expect(chart(page, 'Revenue')).toBeVisible();
    } finally {
      await removeProductThroughApi(page.request, product.id);
    }
  });

  for (const viewport of VIEWPORTS) {
    test(`has no serious axe violations with every table open, and fits ${viewport.width} px (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInThroughApi(page, E2E_ADMIN);
      await openOverview(page, '/dashboard/overview');
      await numbersOf(page, 'Revenue', 'Revenue per day');
      await numbersOf(page, 'Orders by status', 'Orders placed in the range by status');
      await expect(chart(page, 'Revenue').locator('svg.recharts-surface')).toBeVisible();
      const width = await page.locator('html').evaluate((root) => root.scrollWidth);
      expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);
      // The tables' regions take focus, so their sideways scroll works from the keyboard.
      await expect(chart(page, 'Revenue').getByRole('region', { name: 'Revenue per day' })).toHaveAttribute('tabindex', '0');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'overview');
    });
  }
});

/** Every script a page loads (its own chunks and what they import), by address, with its text. */
async function scriptsLoadedBy(page: Page, url: string): Promise<Map<string, string>> {
  const addresses = new Set<string>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') addresses.add(response.url());
  };
  page.on('response', listener);
  try {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', listener);
  }
  // Each script is asked for again by its address: the browser keeps a response's body only until
  // the page moves on, and the built scripts' names change with their content.
  const texts = [...addresses].map(async (address) => {
    const response = await page.request.get(address);
    expect(response.ok(), `${address} answers`).toBe(true);
    return [new URL(address).pathname, await response.text()] as const;
  });
  return new Map(await Promise.all(texts));
}

/** Minified recharts keeps the class names it gives its elements. */
const RECHARTS = /recharts-(wrapper|surface|cartesian)/;

/**
 * Recharts stays out of the customers' pages: the scripts of every public page, and of a
 * customer's own pages, hold none of it; the admins' overview loads it in a chunk of its own.
 * (The build's manifest is not shipped with the app, so the built app is asked.)
 */
test('the chart library loads with the overview page only', async ({ page, browser }) => {
  test.slow(); // about fifteen pages, each until the network is quiet
  const [product] = ((await (await page.request.get('/api/products?pageSize=1')).json()) as { items: { slug: string }[] }).items;
  const [category] = ((await (await page.request.get('/api/categories')).json()) as { categories: { slug: string }[] }).categories;
  const publicPages = ['/', '/allProduct', `/product/${product?.slug}`, `/category/${category?.slug}`, '/search?q=drill', '/allReview', '/blogs', '/myProtfolio', '/legal/terms-of-use', '/cart', '/login', '/register', '/forgot-password'];
  for (const url of publicPages) {
    for (const [script, text] of await scriptsLoadedBy(page, url)) expect(RECHARTS.test(text), `${url} loads ${script}, which holds recharts`).toBe(false);
  }
  const customer = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  try {
    const customerPage = await customer.newPage();
    await createAccount(customerPage.request);
    for (const url of ['/dashboard', '/dashboard/updateProfile', '/checkout']) {
      for (const [script, text] of await scriptsLoadedBy(customerPage, url)) expect(RECHARTS.test(text), `${url} loads ${script}, which holds recharts`).toBe(false);
    }
  } finally {
    await customer.close();
  }
  await signInThroughApi(page, E2E_ADMIN);
  const overviewScripts = [...(await scriptsLoadedBy(page, '/dashboard/overview')).values()];
  expect(overviewScripts.some((text) => RECHARTS.test(text)), 'the overview page loads recharts (the marker still finds it)').toBe(true);
});
