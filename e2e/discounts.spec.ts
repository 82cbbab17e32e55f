import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkoutMessages } from '../src/shared/schemas/checkout.js';
import { discountMessages, minimumNotReachedMessage, type DiscountCodeView } from '../src/shared/schemas/discounts.js';
import type { CheckoutQuote } from '../src/shared/schemas/checkout.js';
import { createAccount, expectPath, newAccount, signInThroughApi, test } from './support/accounts.js';
import { checkoutForm, expectReviewedTotal, fillCart, myNewestOrder, openCheckout, PHONE_DIGITS, postHeaders, reviewPanel, screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { adminBrowser, moneyFormatter, orderRow } from './support/orders.js';

const PAGE = '/dashboard/discounts';
/** Minimum 1, 75 in stock, $89.99, no quantity prices; only added to carts by other tests. */
const PRODUCT = 'Pendulum Jigsaw JS-800';
const PICKUP = { method: 'pickup', saveAddress: false } as const;

function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

async function openAsAdmin(page: Page) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
}

function codeRow(page: Page, code: string) {
  return page.getByRole('table', { name: 'Discount codes' }).getByRole('row').filter({ hasText: code });
}

async function codeNamed(request: APIRequestContext, code: string): Promise<DiscountCodeView> {
  const page = (await (await request.get('/api/discount-codes?pageSize=100')).json()) as { items: DiscountCodeView[] };
  const found = page.items.find((item) => item.code === code);
  if (!found) throw new Error(`No discount code ${code}`);
  return found;
}

/** Makes a code as the admin whose browser `request` belongs to. */
async function makeCode(request: APIRequestContext, fields: Record<string, unknown>): Promise<DiscountCodeView> {
  const response = await request.post('/api/discount-codes', { data: { kind: 'percent', percentBasisPoints: 1_000, ...fields }, headers: postHeaders() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { discountCode: DiscountCodeView }).discountCode;
}

async function quoteWith(request: APIRequestContext, discountCode: string): Promise<CheckoutQuote> {
  const response = await request.post('/api/checkout/quote', { data: { delivery: PICKUP, discountCode }, headers: postHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CheckoutQuote;
}

/** Issue 15 §4: discount codes made by an admin and used by a customer at the checkout. */
test.describe('discount codes', () => {
  test('an admin makes a 10 % code with a minimum; a customer is refused below it, adds more, applies it and orders with it', async ({ page, browser }) => {
    test.slow(); // two people, several pages, each answered by the server
    const money = await moneyFormatter(page.request);
    const shop = await fetchShopConfig(page.request);
    const code = unique('TEN');

    // The admin makes the code in the form, after its own checks.
    const admin = await adminBrowser(browser);
    await admin.page.goto(PAGE);
    await expect(admin.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Discount codes' }).filter({ visible: true }).first()).toHaveAttribute('aria-current', 'page');
    await admin.page.getByRole('button', { name: 'Create code' }).click();
    const create = admin.page.getByRole('dialog', { name: 'Create a discount code' });
    await create.getByRole('button', { name: 'Create code' }).click();
    await expect(create.getByText(discountMessages.codeRequired)).toBeVisible();
    await expect(create.getByText(discountMessages.percentRequired)).toBeVisible();
    await create.getByLabel('Code', { exact: true }).fill(code);
    await create.getByLabel('Description (optional)').fill('Spring flyer');
    await create.getByLabel('Percentage off').fill('10');
    await create.getByLabel('Minimum order').fill('150');
    await create.getByLabel('Uses per customer').fill('1');
    await create.getByRole('button', { name: 'Create code' }).click();
    await expect(admin.page.getByText(discountMessages.created)).toBeVisible();
    await expect(create).toBeHidden();
    const row = codeRow(admin.page, code);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('10 %');
    await expect(row).toContainText(money(15_000));
    expect(await codeNamed(admin.page.request, code)).toMatchObject({ kind: 'percent', percentBasisPoints: 1_000, minOrder: 15_000, maxUsesPerCustomer: 1, used: 0 });
    await screenshot(admin.page, 'discounts-1-admin');

    // The customer's one jigsaw is below the minimum: refused with how much more it needs.
    await createAccount(page.request, newAccount());
    const cart = await fillCart(page.request, [{ name: PRODUCT, quantity: 1 }]);
    await openCheckout(page);
    const form = checkoutForm(page);
    await form.getByRole('radio', { name: 'Pick up at the shop' }).check();
    const review = reviewPanel(page);
    await expectReviewedTotal(page, money(cart.subtotal));
    await review.getByLabel('Discount code').fill(code.toLowerCase());
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('alert').filter({ hasText: minimumNotReachedMessage(15_000 - cart.subtotal, 15_000, shop.currency, shop.locale) })).toBeVisible();
    await expect(review.getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true');
    await expect(review.getByText('Discount', { exact: true })).toHaveCount(0);
    await screenshot(page, 'discounts-2-refused');

    // Two jigsaws reach it.
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await expectPath(page, '/cart');
    const quantity = page.getByLabel(`Quantity of ${PRODUCT}`);
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByRole('region', { name: 'Summary' }).getByText(money(2 * cart.subtotal), { exact: true })).toBeVisible();
    await openCheckout(page);
    await form.getByRole('radio', { name: 'Pick up at the shop' }).check();
    await review.getByLabel('Discount code').fill(code.toLowerCase());
    await review.getByLabel('Discount code').press('Enter');
    const quote = await quoteWith(page.request, code);
    expect(quote).toMatchObject({ subtotal: 2 * cart.subtotal, discountCode: code, discountCents: Math.floor((2 * cart.subtotal * 1_000 + 5_000) / 10_000) });
    await expect(review.getByRole('status').filter({ hasText: `Code ${code} applied: you save ${money(quote.discountCents)}` })).toBeVisible();
    await expect(review.getByRole('button', { name: `Remove code ${code}` })).toBeFocused();
    await expectReviewedTotal(page, money(quote.total));
    await expect(review.getByText(`−${money(quote.discountCents)}`)).toBeVisible();
    await expect(review.getByText(`Code ${code}`, { exact: true })).toBeVisible();
    await screenshot(page, 'discounts-3-applied');

    // Removable, and applied again.
    await review.getByRole('button', { name: `Remove code ${code}` }).click();
    await expectReviewedTotal(page, money(2 * cart.subtotal));
    await expect(review.getByText(`−${money(quote.discountCents)}`)).toHaveCount(0);
    await expect(review.getByLabel('Discount code')).toBeFocused();
    await review.getByRole('button', { name: 'Apply' }).click();
    await expectReviewedTotal(page, money(quote.total));

    // Placed with the code, paid in cash when collected.
    await form.getByLabel('Phone number', { exact: true }).fill(PHONE_DIGITS);
    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: checkoutMessages.placed })).toBeFocused();
    const order = await myNewestOrder(page.request);
    expect(order).toMatchObject({ discountCode: code, discountCents: quote.discountCents, subtotal: quote.subtotal, total: quote.total });
    await expect(page.getByRole('main').getByText(money(quote.total), { exact: true }).first()).toBeVisible();

    // My Orders shows the discount in the order's details.
    await page.goto('/dashboard');
    const mine = orderRow(page, 'My Orders', order);
    await expect(mine).toContainText(money(quote.total));
    await mine.getByText(`Details of order ${order.number}`).click();
    await expect(mine.getByText(`Discount ${code}`)).toBeVisible();
    await expect(mine.getByText(`−${money(quote.discountCents)}`)).toBeVisible();
    await screenshot(page, 'discounts-4-my-orders');

    // The admin sees the use; the customer may not use it twice.
    await admin.page.reload();
    await expect(codeRow(admin.page, code)).toContainText('1 of unlimited');
    const again = await page.request.post('/api/checkout/quote', { data: { delivery: PICKUP, discountCode: code }, headers: postHeaders() });
    expect(again.status()).toBe(409);
    await admin.context.close();
  });

  test('an archived code is refused at the checkout with the shop’s words', async ({ page, browser }) => {
    const admin = await adminBrowser(browser);
    const code = unique('OLD');
    const made = await makeCode(admin.page.request, { code });
    await admin.page.goto(PAGE);
    await codeRow(admin.page, code).getByRole('button', { name: `Archive ${code}` }).click();
    await admin.page.getByRole('dialog', { name: `Archive ${code}?` }).getByRole('button', { name: 'Archive' }).click();
    await expect(admin.page.getByText(discountMessages.archived)).toBeVisible();
    await expect(codeRow(admin.page, code)).toContainText('Archived');
    expect((await codeNamed(admin.page.request, code)).status).toBe('archived');
    await admin.context.close();

    await createAccount(page.request, newAccount());
    await fillCart(page.request, [{ name: PRODUCT, quantity: 1 }]);
    await openCheckout(page);
    const review = reviewPanel(page);
    await review.getByLabel('Discount code').fill(made.code);
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('alert').filter({ hasText: discountMessages.noLongerValid })).toBeVisible();
  });

  test('a code that leaves nothing to pay by card is refused under the code, and taken with cash on delivery', async ({ page, browser }) => {
    const admin = await adminBrowser(browser);
    const made = await makeCode(admin.page.request, { code: unique('FREE'), percentBasisPoints: 10_000 });
    await admin.context.close();

    await createAccount(page.request, newAccount());
    await fillCart(page.request, [{ name: PRODUCT, quantity: 1 }]);
    await openCheckout(page);
    await page.getByRole('radio', { name: /Pick up at the shop/ }).check();
    const review = reviewPanel(page);
    await review.getByLabel('Discount code').fill(made.code);
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('alert').filter({ hasText: 'a card payment needs: add more to the order or pay cash on delivery.' })).toBeVisible();
    await screenshot(page, 'discounts-card-minimum');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'discounts-card-minimum');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await review.getByRole('button', { name: 'Apply' }).click();
    await expect(review.getByRole('status').filter({ hasText: `Code ${made.code} applied` })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`the admin page, its form and the checkout with a code have no serious axe violations at ${width} px`, async ({ page, browser }) => {
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const money = await moneyFormatter(page.request);
      const admin = await adminBrowser(browser);
      const code = unique(`AXE${width}`);
      await makeCode(admin.page.request, { code, description: 'Accessibility check', minOrder: 5_000, endsOn: '2099-12-31', maxUses: 500 });
      await makeCode(admin.page.request, { code: unique('FIXED'), kind: 'amount', amount: 1_500, percentBasisPoints: undefined, startsOn: '2099-01-01' });
      await admin.context.close();

      await openAsAdmin(page);
      await expect(codeRow(page, code)).toContainText('0 of 500');
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'discounts-5-admin-page');
      await codeRow(page, code).getByRole('button', { name: `Edit ${code}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${code}` });
      await expect(edit.getByLabel('Minimum order')).toHaveValue('50.00');
      await edit.getByLabel('Last day').fill('2001-01-01');
      await edit.getByLabel('First day').fill('2001-02-01');
      await edit.getByRole('button', { name: 'Save code' }).click();
      await expect(edit.getByText(discountMessages.endsBeforeStarts)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'discounts-6-admin-form');
      await edit.getByRole('button', { name: 'Cancel' }).click();

      // The checkout with the code applied.
      await page.context().clearCookies();
      await createAccount(page.request, newAccount());
      await fillCart(page.request, [{ name: PRODUCT, quantity: 1 }]);
      await openCheckout(page);
      await checkoutForm(page).getByRole('radio', { name: 'Pick up at the shop' }).check();
      const review = reviewPanel(page);
      await review.getByLabel('Discount code').fill(code);
      await review.getByRole('button', { name: 'Apply' }).click();
      const quote = await quoteWith(page.request, code);
      await expectReviewedTotal(page, money(quote.total));
      await expect(review.getByText(`−${money(quote.discountCents)}`)).toBeVisible();
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'discounts-7-checkout-code');
    });
  }
});
