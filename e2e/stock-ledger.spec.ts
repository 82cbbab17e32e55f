import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Product } from '../src/shared/schemas/catalog.js';
import { baseUrl, createAccount, expectPath, signInThroughApi, test, uniqueClientIp } from './support/accounts.js';
import { screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { orderAction, placeOrder } from './support/orders.js';
import { createProductThroughApi, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

const LOW_STOCK_INBOX = '/dashboard/messages?show=low-stock';

function historyPath(product: Pick<Product, 'id'>): string {
  return `/dashboard/products/${product.id}/stock`;
}

/** A browser of its own (its own cookies and client address) for a customer. */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  return context.newPage();
}

/** A new customer who orders through the API. */
async function customerOrders(page: Page, productId: string, quantity: number) {
  const customer = await createAccount(page.request);
  return { customer, order: await placeOrder(page.request, productId, quantity) };
}

/** A product with a few movements (added, ordered, cancelled, edited), for the pages' checks. */
async function productWithHistory(adminRequest: APIRequestContext, customerPage: Page): Promise<Product> {
  const product = await createProductThroughApi(adminRequest, { name: uniqueProductName('Ledger Check Lamp'), availableQuantity: 12, lowStockThreshold: 8 });
  const { order } = await customerOrders(customerPage, product.id, 3);
  expect((await orderAction(customerPage.request, order.id, 'cancel')).status()).toBe(200);
  await customerOrders(customerPage, product.id, 5);
  return product;
}

test.describe('Stock ledger and low-stock notices (issue 15 §2)', () => {
  test('an admin sets a threshold, a customer orders below it, and the admin finds the notice and the order in the history', async ({ page, browser }) => {
    test.slow(); // several pages, each answered by the server
    await signInThroughApi(page, E2E_ADMIN);
    const name = uniqueProductName('Ledger Journey Drill');
    const product = await createProductThroughApi(page.request, { name, availableQuantity: 10 });
    try {
      // The admin sets the threshold in the product form.
      await page.goto(`/dashboard/editProduct/${product.id}`);
      const form = page.getByRole('form', { name: `Edit ${name}` });
      await expect(form.getByLabel('Name')).toHaveValue(name);
      await expect(form.getByLabel('Low-stock threshold')).toHaveValue('');
      await form.getByLabel('Low-stock threshold').fill('6');
      await screenshot(page, 'stock-ledger-threshold-form');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expectPath(page, '/dashboard/manageAllprodcts');

      // A customer orders 5 of the 10: 5 left, at or below 6.
      const shopper = await customerPage(browser);
      const { customer, order } = await customerOrders(shopper, product.id, 5);
      await shopper.context().close();

      // The inbox shows the notice.
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ }).filter({ visible: true }).first().click();
      await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: /^Low stock/ }).click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === LOW_STOCK_INBOX);
      const notices = page.getByRole('list', { name: 'Low stock' });
      const notice = notices.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      const figures = notice.getByRole('definition');
      await expect(figures.nth(0)).toHaveText('5');
      await expect(figures.nth(1)).toHaveText('6');
      await screenshot(page, 'stock-ledger-inbox');

      // Its history shows the order that took the stock down.
      await notice.getByRole('link', { name: `Stock history of ${name}` }).click();
      await expectPath(page, historyPath(product));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const table = page.getByRole('table', { name: `Stock changes of ${name}, newest first` });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(3);
      const ordered = rows.filter({ hasText: 'Ordered' });
      await expect(ordered).toContainText(order.number);
      await expect(ordered).toContainText('\u22125');
      await expect(ordered).toContainText('10 → 5');
      await expect(ordered).toContainText(customer.name);
      await expect(rows.filter({ hasText: 'Product added' })).toContainText('+10');
      await screenshot(page, 'stock-ledger-history');

      // Marked read, the notice leaves the inbox.
      await page.goto(LOW_STOCK_INBOX);
      await notice.getByRole('button', { name: `Mark read: ${name}` }).click();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('heading', { name })).toHaveCount(0);

      // Manage Products links each product to its history.
      await page.goto('/dashboard/manageAllprodcts');
      await page.getByRole('link', { name: `Stock history of ${name}` }).click();
      await expectPath(page, historyPath(product));
    } finally {
      await removeProductThroughApi(page.request, product.id);
    }
  });
});

test.describe('accessibility of the stock history and the low-stock inbox', () => {
  for (const width of [1280, 390]) {
    test(`the stock history and the low-stock inbox at ${width} px`, async ({ page, browser }) => {
      // axe on two whole pages can take most of the default 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await signInThroughApi(page, E2E_ADMIN);
      const shopper = await customerPage(browser);
      const product = await productWithHistory(page.request, shopper);
      await shopper.context().close();
      try {
        await page.goto(historyPath(product));
        const table = page.getByRole('table', { name: /^Stock changes of / });
        await expect(table.getByRole('row')).toHaveCount(5);
        // The table's box can take the keyboard's focus (it scrolls sideways if it must); the page never does.
        const region = page.getByRole('region', { name: /^Stock changes of / });
        await region.focus();
        await expect(region).toBeFocused();
        expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, 'stock-ledger-history-a11y');

        await page.goto(LOW_STOCK_INBOX);
        await expect(page.getByRole('list', { name: 'Low stock' }).getByRole('heading', { name: product.name })).toBeVisible();
        expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, 'stock-ledger-inbox-a11y');
      } finally {
        await removeProductThroughApi(page.request, product.id);
      }
    });
  }
});
