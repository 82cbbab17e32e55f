import { expect, type Browser, type Page } from '@playwright/test';
import { stockAlertMessages } from '../src/shared/schemas/stock-alerts.js';
import { newestMailInOutbox } from '../src/server/test/outbox-folder.js';
import { baseUrl, signInThroughApi, test, uniqueClientIp } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { createProductThroughApi, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return dir;
}

/** A page of its own, signed in as the shop's admin (another browser than the shopper's). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const page = await context.newPage();
  await signInThroughApi(page, E2E_ADMIN);
  return page;
}

async function setStock(admin: Page, productId: string, availableQuantity: number): Promise<void> {
  const response = await admin.request.patch(`/api/products/${productId}`, { data: { availableQuantity }, headers: { origin: baseUrl() } });
  expect(response.status(), await response.text()).toBe(200);
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

test.describe('back-in-stock alerts', () => {
  test('the shopper is emailed once the admin raises the stock, and the email’s link stops the alert', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const product = await createProductThroughApi(admin.request, { name: uniqueProductName('Alert drill') });
    try {
      await setStock(admin, product.id, 0);
      const email = `alert-${Date.now().toString(36)}@shop.test`;

      // The product page offers the alert for a product that cannot be ordered.
      await page.goto(`/product/${product.slug}`);
      const form = page.getByRole('form', { name: 'Email me when it is back' });
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: /^Email me/ }).click();
      await expect(page.getByRole('status').filter({ hasText: stockAlertMessages.created })).toBeVisible();

      await setStock(admin, product.id, 25);
      await expect.poll(async () => (await newestMailInOutbox(dataDir(), email))?.subject).toBe(`${product.name} is back in stock`);
      const mail = await newestMailInOutbox(dataDir(), email);
      expect(mail?.text).toContain(`${baseUrl()}/product/${product.slug}`);
      const link = /https?:\/\/\S+\/stock-alerts\/unsubscribe\?token=\S+/.exec(mail?.text ?? '')?.[0];
      expect(link, mail?.text).toBeDefined();

      // Opening the link changes nothing; the button does.
      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop these emails');
      await page.getByRole('button', { name: 'Stop these emails' }).click();
      await expect(page.getByRole('status').filter({ hasText: stockAlertMessages.unsubscribed })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Stop these emails' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // The link works once.
      await page.reload();
      await page.getByRole('button', { name: 'Stop these emails' }).click();
      await expect(page.getByRole('alert').filter({ hasText: stockAlertMessages.linkInvalid })).toBeVisible();
    } finally {
      await removeProductThroughApi(admin.request, product.id);
      await admin.context().close();
    }
  });

  test('a link without a token says it is not valid and offers no button', async ({ page }) => {
    await page.goto('/stock-alerts/unsubscribe');
    await expect(page.getByRole('alert').filter({ hasText: stockAlertMessages.linkInvalid })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop these emails' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const viewport of VIEWPORTS) {
    test(`the unsubscribe page has no serious or critical axe violations (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/stock-alerts/unsubscribe?token=not-a-real-token');
      const button = page.getByRole('button', { name: 'Stop these emails' });
      await expect(button).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await button.click();
      await expect(page.getByRole('alert').filter({ hasText: stockAlertMessages.linkInvalid })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
