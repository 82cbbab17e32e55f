import { expect, type Page } from '@playwright/test';
import type { Order } from '../src/shared/schemas/orders.js';
import { myOrderPath } from '../src/shared/routes.js';
import { orderMail } from '../src/server/modules/orders/order-mail.js';
import { createAccount, newAccount, test } from './support/accounts.js';
import { screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { adminBrowser, orderAction, orderRow, payOrder, placeOrder, productNamed, PRODUCTS } from './support/orders.js';

/** The timeline's steps as a reader hears them: each step's name and its time, or "Not yet". */
function timeline(page: Page) {
  return page.getByRole('list', { name: /^Progress of order / });
}

test.describe('the page of an order', () => {
  for (const [width, phone] of [
    [390, true],
    [1280, false],
  ] as const) {
    test(`a customer follows an order from My Orders at ${width} px, and the page follows each step as it happens`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: phone ? 844 : 900 });
      await createAccount(page.request, newAccount('follow'));
      const product = await productNamed(page.request, PRODUCTS.journey);
      const order = await placeOrder(page.request, product.id, product.minOrderQuantity);

      // My Orders: the order's number opens its page; the day it was placed and its delivery are under it.
      await page.goto('/dashboard');
      const row = orderRow(page, 'My Orders', order);
      await expect(row.getByText(/placed [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
      await row.getByRole('link', { name: order.number }).click();
      await expect(page).toHaveURL(myOrderPath(order.id));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
      await expect(page).toHaveTitle(new RegExp(`^Order ${order.number} · `));
      const steps = timeline(page).getByRole('listitem');
      await expect(steps).toHaveText([/^Placed.+\d/, /^PaidNot yet$/, /^Out for deliveryNot yet$/, /^DeliveredNot yet$/]);
      await expect(steps.first()).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('region', { name: 'Items' }).getByRole('table', { name: `Lines of order ${order.number}` })).toContainText(product.name);
      await expect(page.getByRole('region', { name: 'Delivery and payment' })).toContainText(order.deliveryAddress);
      await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'order-page-1-placed');

      // Paid elsewhere (another tab): the page shows it without being reloaded.
      await payOrder(page.request, order.id);
      await expect(steps.nth(1)).toHaveText(/^Paid.+\d/);
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Download invoice / })).toBeVisible();

      // The shop sends it off, then delivers it: each step arrives live.
      const admin = await adminBrowser(browser);
      try {
        expect((await orderAction(admin.page.request, order.id, 'ship')).status()).toBe(200);
        await expect(steps.nth(2)).toHaveText(/^Out for delivery.+\d/);
        expect((await orderAction(admin.page.request, order.id, 'deliver')).status()).toBe(200);
        await expect(steps.nth(3)).toHaveText(/^Delivered.+\d/);
        await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
      } finally {
        await admin.context.close();
      }
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'order-page-2-delivered');
    });
  }

  test("another customer's order, or one that does not exist, is not found", async ({ page }) => {
    await createAccount(page.request, newAccount('owner'));
    const product = await productNamed(page.request, PRODUCTS.journey);
    const order = await placeOrder(page.request, product.id, product.minOrderQuantity);
    // Another customer, signed in on the same browser, follows the link.
    await page.context().clearCookies();
    await createAccount(page.request, newAccount('stranger'));
    await page.goto(myOrderPath(order.id));
    await expect(page.getByRole('alert').filter({ hasText: 'This order does not exist' })).toBeVisible();
    await expect(page.getByText(order.number)).toHaveCount(0);
    await page.goto(myOrderPath('00000000-0000-4000-8000-000000000000'));
    await expect(page.getByRole('alert').filter({ hasText: 'This order does not exist' })).toBeVisible();
  });
});

test('the order emails read on a 390 px phone without scrolling sideways, and link to the order page', async ({ page, request }) => {
  const shop = await fetchShopConfig(request);
  const mailing = { publicUrl: 'https://shop.example', shopName: shop.name, currency: shop.currency, locale: shop.locale };
  const long: Order = {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'VB-7K3M9Q',
    customerId: 'customer-1',
    customerName: 'Maximiliana Featherstonehaugh-Worthington',
    email: 'maximiliana@example.com',
    phone: '+1 217 555 0142',
    deliveryAddress: 'Maximiliana Featherstonehaugh-Worthington, 1234 North Industrial Park Boulevard, Building 7, Loading Dock C, 62701 Springfield',
    status: 'paid',
    lines: [
      { productId: 'a', productName: 'Cordless Hammer Drill Driver 18 V Brushless, 2 × 5.0 Ah batteries, charger and case', unitPrice: 34_999, quantity: 2, lineTotal: 69_998 },
      { productId: 'b', productName: 'MCB Circuit Breaker B16, 1-Pole, 6 kA, DIN rail', unitPrice: 899, quantity: 60, lineTotal: 53_940 },
    ],
    subtotal: 123_938,
    discountCode: 'SPRING-TRADE-DAYS-2026',
    discountCents: 0,
    delivery: { method: 'site', fee: 2_490, zone: 'Springfield central', slot: { day: '2026-12-10', window: '08:00-12:00' }, siteNotes: 'Gate 3 at the back of the yard, ask for the site manager in the blue container' },
    paymentChoice: 'card',
    invoiceNumber: '2026-000042',
    total: 126_428,
    tax: { name: shop.tax.name, rateBasisPoints: shop.tax.rateBasisPoints, included: true, amount: 11_232 },
    paymentMethod: 'Visa •••• 4242',
    transactionId: 'pi_3PxY7k2eZvKYlo2C0abcdefghijklmnop',
    createdAt: '2026-12-04T10:00:00.000Z',
    paidAt: '2026-12-04T10:05:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    paymentDueAt: null,
    invoiceTerms: null,
  };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const status of ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const) {
    const mail = orderMail(mailing, { ...long, status }, status);
    await page.setContent(mail.html ?? '');
    const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
    expect(overflow, `the ${status} email`).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: /^(Follow|See) your order$/ })).toHaveAttribute('href', `https://shop.example${myOrderPath(long.id)}`);
  }
});
