import { expect, type Page } from '@playwright/test';
import { paymentMessages } from '../src/shared/schemas/payments.js';
import { createAccount, expectRedText, test, uniqueClientIp } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { moneyFormatter, orderById, payOrder, placeOrder, PRODUCTS, productNamed, TEST_CARDS } from './support/orders.js';

function cardForm(page: Page) {
  return page.getByRole('form', { name: 'Card payment' });
}

async function fillCard(page: Page, card: { number: string; expiry?: string; cvc?: string }) {
  await cardForm(page).getByLabel('Card number').fill(card.number);
  await cardForm(page).getByLabel('Expiry (MM / YY)').fill(card.expiry ?? '12 / 39');
  await cardForm(page).getByLabel('CVC').fill(card.cvc ?? '123');
}

/** A signed-in customer with one unpaid order of the payments' product. */
async function customerWithOrder(page: Page) {
  const account = await createAccount(page.request);
  const product = await productNamed(page.request, PRODUCTS.payment);
  const order = await placeOrder(page.request, product.id, product.minOrderQuantity);
  return { account, product, order };
}

test.describe('the payment page (/dashboard/payment/:id)', () => {
  test('"Pay" stays disabled until the server has created the payment', async ({ page }) => {
    const { account, product, order } = await customerWithOrder(page);
    const money = await moneyFormatter(page.request);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(`**/api/orders/${order.id}/payment`, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(`/dashboard/payment/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${account.name}`);
    await expect(page).toHaveTitle(/^Payment · /);
    await expect(page.getByText(`Please pay for ${product.name}`)).toBeVisible();
    await expect(page.getByText(`Quantity: ${product.minOrderQuantity} pcs`)).toBeVisible();
    await expect(page.getByText(`Amount: ${money(order.total)}`)).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay' });
    await expect(pay).toBeDisabled();
    // The page has asked the server for the payment, and the answer is being held: still disabled.
    await requested;
    await expect(pay).toBeDisabled();
    release();
    await expect(cardForm(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(cardForm(page).getByText('Test mode')).toBeVisible();
    await expect(cardForm(page)).toContainText('4242 4242 4242 4242');
    await expect(cardForm(page)).toContainText('4000 0000 0000 0002');
  });

  test('a declined card shows "Your card was declined." in red and the order stays unpaid; then a good card pays', async ({ page }) => {
    const { order } = await customerWithOrder(page);
    await page.goto(`/dashboard/payment/${order.id}`);
    const pay = cardForm(page).getByRole('button', { name: 'Pay' });
    await expect(pay).toBeEnabled();

    await fillCard(page, { number: TEST_CARDS.declined });
    await pay.click();
    const alert = cardForm(page).getByRole('alert').filter({ hasText: paymentMessages.declined });
    await expect(alert).toBeVisible();
    await expectRedText(alert);
    expect((await orderById(page.request, order.id)).status).toBe('pending_payment');
    await expect(page.getByText(paymentMessages.succeeded)).toHaveCount(0);

    await fillCard(page, { number: TEST_CARDS.succeeds });
    await pay.click();
    await expect(page.getByText(paymentMessages.succeeded)).toBeVisible();
    await expect(alert).toHaveCount(0);
    const paid = await orderById(page.request, order.id);
    expect(paid.status).toBe('paid');
    await expect(page.getByText(`Transaction ID: ${paid.transactionId}`)).toBeVisible();
  });

  test('the card form checks the number, expiry and CVC like the server does', async ({ page }) => {
    const { order } = await customerWithOrder(page);
    let payments = 0;
    page.on('request', (r) => r.url().includes('/test-card') && (payments += 1));
    await page.goto(`/dashboard/payment/${order.id}`);
    const pay = cardForm(page).getByRole('button', { name: 'Pay' });
    await expect(pay).toBeEnabled();

    await pay.click();
    await expect(cardForm(page).getByText(paymentMessages.numberRequired)).toBeVisible();
    await expect(cardForm(page).getByLabel('Card number')).toBeFocused();

    await fillCard(page, { number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '1' });
    await pay.click();
    await expect(cardForm(page).getByText(paymentMessages.invalidNumber)).toBeVisible();
    await expect(cardForm(page).getByText(paymentMessages.expired)).toBeVisible();
    await expect(cardForm(page).getByText(paymentMessages.invalidCvc)).toBeVisible();
    await expectRedText(cardForm(page).getByText(paymentMessages.invalidNumber));

    // What is typed keeps the card's shape.
    await cardForm(page).getByLabel('Card number').fill('4242424242424242');
    await expect(cardForm(page).getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await cardForm(page).getByLabel('Expiry (MM / YY)').fill('1239');
    await expect(cardForm(page).getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 39');
    expect(payments).toBe(0);
  });

  test('an order paid before shows its paid state instead of the form', async ({ page }) => {
    const { order } = await customerWithOrder(page);
    const transactionId = await payOrder(page.request, order.id);
    await page.goto(`/dashboard/payment/${order.id}`);
    await expect(page.getByText('This order has been paid')).toBeVisible();
    await expect(page.getByText(`Transaction ID: ${transactionId}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^My Orders \(1\)$/);
  });

  test("someone else's order cannot be paid (nor seen)", async ({ page, browser }) => {
    const { order } = await customerWithOrder(page);
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    const otherPage = await other.newPage();
    await createAccount(otherPage.request);
    await otherPage.goto(`/dashboard/payment/${order.id}`);
    await expect(otherPage.getByText('We could not find this order')).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await other.close();
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility of the payment page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the card form, a declined card and the success have no serious axe violations', async ({ page }) => {
      const { order } = await customerWithOrder(page);
      await page.goto(`/dashboard/payment/${order.id}`);
      await expect(cardForm(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      await fillCard(page, { number: TEST_CARDS.declined });
      await cardForm(page).getByRole('button', { name: 'Pay' }).click();
      await expect(cardForm(page).getByRole('alert').filter({ hasText: paymentMessages.declined })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await fillCard(page, { number: TEST_CARDS.succeeds });
      await cardForm(page).getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByText(paymentMessages.succeeded)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
