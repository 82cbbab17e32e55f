import { expect, type Page } from '@playwright/test';
import { multiply } from '../src/shared/money.js';
import { orderTotals, taxRateText } from '../src/shared/tax.js';
import { minimumMessage, orderMessages, stockMessage } from '../src/shared/schemas/orders.js';
import { paymentMessages } from '../src/shared/schemas/payments.js';
import { phoneMessages } from '../src/shared/schemas/phone.js';
import { createAccount, expectPath, expectRedText, newAccount, signInThroughForm, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import {
  adminBrowser,
  availableQuantity,
  DELIVERY,
  moneyFormatter,
  orderAction,
  orderById,
  orderRow,
  payOrder,
  placeOrder,
  PRODUCTS,
  productNamed,
  sidewaysOverflow,
  TEST_CARDS,
} from './support/orders.js';

function orderForm(page: Page) {
  return page.getByRole('form', { name: 'Order' });
}

function field(page: Page, label: string) {
  return orderForm(page).getByLabel(label, { exact: true });
}

test.describe('ordering, paying and shipping: the whole journey', () => {
  test('register → order from the home page (validation first) → My Orders → pay → the admin ships → My Orders updates by itself', async ({ page, browser, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const product = await productNamed(request, PRODUCTS.journey);

    // A new customer registers.
    const account = newAccount();
    await page.goto('/register');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectPath(page, '/');

    // … and opens the product's order page from "Our Tools".
    await page
      .getByRole('region', { name: 'Our Tools' })
      .getByRole('link', { name: `Order ${product.name}` })
      .click();
    await expectPath(page, `/order/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Place your order');
    await expect(page).toHaveTitle(new RegExp(`^Order ${product.name.replace(/[()]/g, '\\$&')} · `));
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(account.name);
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Name')).not.toBeEditable();
    await expect(field(page, 'Email')).not.toBeEditable();
    await expect(field(page, 'Product')).toHaveValue(product.name);
    await expect(field(page, 'Unit price')).toHaveValue(money(product.price));
    await expect(field(page, 'Quantity')).toHaveValue(String(product.minOrderQuantity));
    const total = orderForm(page).getByRole('status', { name: 'Total' });
    await expect(total).toHaveText(money(multiply(product.price, product.minOrderQuantity)));

    // Validation, before anything reaches the server.
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders' && (posts += 1));
    const confirm = page.getByRole('button', { name: 'Confirm Order' });
    await confirm.click();
    await expect(page.getByText(phoneMessages.required, { exact: true })).toBeVisible();
    await expect(page.getByText(orderMessages.deliveryAddressRequired, { exact: true })).toBeVisible();
    await expectRedText(page.getByText(phoneMessages.required, { exact: true }));
    await expect(field(page, 'Phone number')).toBeFocused();

    await field(page, 'Phone number').fill('0161 496');
    await expect(page.getByText(phoneMessages.tooShort, { exact: true })).toBeVisible();
    await field(page, 'Phone number').fill(DELIVERY.phone);
    await expect(page.getByText(phoneMessages.tooShort, { exact: true })).toHaveCount(0);
    await field(page, 'Delivery address').fill(DELIVERY.address);
    await expect(page.getByText(orderMessages.deliveryAddressRequired, { exact: true })).toHaveCount(0);

    const stock = await availableQuantity(request, product.id);
    await field(page, 'Quantity').fill(String(stock + 1));
    await expect(page.getByText(stockMessage(stock), { exact: true })).toBeVisible();
    await field(page, 'Quantity').fill(String(product.minOrderQuantity - 1));
    await expect(page.getByText(minimumMessage(product.minOrderQuantity), { exact: true })).toBeVisible();
    await field(page, 'Quantity').fill('');
    await expect(page.getByText(orderMessages.quantityRequired, { exact: true })).toBeVisible();
    await expect(total).toHaveText('—');
    expect(posts).toBe(0);

    // A valid order: the live total follows the quantity.
    const quantity = product.minOrderQuantity + 1;
    const amount = money(multiply(product.price, quantity));
    await field(page, 'Quantity').fill(String(quantity));
    await expect(total).toHaveText(amount);
    await confirm.click();
    await expect(page.getByText(orderMessages.placed)).toBeVisible();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (1)');
    await expect(page).toHaveTitle(/^My Orders · /);
    expect(await availableQuantity(request, product.id)).toBe(stock - quantity);

    const table = page.getByRole('table', { name: 'My Orders' });
    await expect(table.getByRole('columnheader')).toHaveText(['No', 'Name', 'Product', 'Quantity', 'Amount', 'Payment', 'Delete']);
    const row = table.getByRole('row').filter({ hasText: product.name });
    // The amount shows the shop's tax within it (content/shop.json: sales tax, prices include it).
    const rule = (await fetchShopConfig(request)).tax;
    const tax = money(orderTotals(multiply(product.price, quantity), rule).tax);
    await expect(row.getByRole('cell')).toHaveText([account.name, new RegExp(`^${product.name.replace(/[()]/g, '\\$&')}`), `${quantity} pcs`, `${amount}incl. ${tax} ${rule.name} ${taxRateText(rule.rateBasisPoints)}`, /Pay/, /Delete/]);
    const note = row.getByText('Please pay to confirm this order').filter({ visible: true });
    await expect(note).toBeVisible();
    await expectRedText(note);
    // The stock is held for a while only: the row says when the unpaid order is cancelled.
    await expect(row.getByText(/^Unpaid orders are cancelled at .*\d{1,2}[:.]\d{2}/).filter({ visible: true })).toBeVisible();

    // Pay with the card that succeeds.
    await row.getByRole('link', { name: `Pay for ${product.name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${account.name}`);
    await expect(page.getByText(`Please pay for ${product.name}`)).toBeVisible();
    await expect(page.getByText(`Quantity: ${quantity} pcs`)).toBeVisible();
    await expect(page.getByText(`Amount: ${amount}`)).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    const card = page.getByRole('form', { name: 'Card payment' });
    await card.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await card.getByLabel('Expiry (MM / YY)').fill('12 / 39');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText(paymentMessages.succeeded)).toBeVisible();
    const paid = await orderById(page.request, orderId);
    expect(paid.status).toBe('paid');
    expect(paid.transactionId).toMatch(/\S{8,}/);
    await expect(page.getByText(paid.transactionId!)).toBeVisible();

    // Back to My Orders: paid, with the transaction id; it stays open from here on.
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expectPath(page, '/dashboard');
    await expect(row.getByText('Paid', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.getByText(paid.transactionId!).filter({ visible: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Delete/ })).toBeDisabled();

    // The admin ships it from Manage All Orders in a browser of their own.
    const admin = await adminBrowser(browser);
    await admin.page.goto('/dashboard/manageAllOrders');
    const adminRow = orderRow(admin.page, 'All Orders', paid);
    await expect(adminRow.getByText('Paid', { exact: true }).filter({ visible: true })).toBeVisible();
    await adminRow.getByRole('button', { name: /Ship Now/ }).click();
    await expect(admin.page.getByText(orderMessages.shipped)).toBeVisible();
    await expect(adminRow.getByText('Shipped', { exact: true }).filter({ visible: true })).toBeVisible();
    await admin.context.close();

    // The customer's page, never reloaded, shows the new state (pushed by the server).
    await expect(row.getByText('Order Shipped').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (1)');
  });
});

test.describe('the order page (/order/:id)', () => {
  test('a visitor signs in first and comes back to the order page', async ({ page, request }) => {
    const account = await createAccount(request);
    const product = await productNamed(request, PRODUCTS.journey);
    await page.goto(`/order/${product.id}`);
    await expectPath(page, `/login?returnTo=${encodeURIComponent(`/order/${product.id}`)}`);
    await signInThroughForm(page, account);
    await expectPath(page, `/order/${product.id}`);
    await expect(field(page, 'Email')).toHaveValue(account.email);
  });

  test('an out-of-stock product says so and "Confirm Order" is disabled', async ({ page }) => {
    await createAccount(page.request);
    const product = await productNamed(page.request, PRODUCTS.outOfStock);
    expect(product.availableQuantity).toBeLessThan(product.minOrderQuantity);
    await page.goto(`/order/${product.id}`);
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expect(page.getByText('Sorry, this product is out of stock.')).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
  });

  test('an unknown product says it is no longer sold', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/order/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('This product is no longer sold')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all tools' })).toHaveAttribute('href', '/allProduct');
  });

  test("the server's field errors show under the fields; other errors in an error toast", async ({ page }) => {
    await createAccount(page.request);
    const product = await productNamed(page.request, PRODUCTS.journey);
    let answer: { status: number; detail: string; errors?: { field: string; message: string }[] } = {
      status: 409,
      detail: stockMessage(3),
      errors: [{ field: 'quantity', message: stockMessage(3) }],
    };
    await page.route('**/api/orders', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: answer.status, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Refused', code: answer.status === 409 ? 'CONFLICT' : 'INTERNAL', ...answer }) })
        : route.fallback(),
    );
    await page.goto(`/order/${product.id}`);
    await field(page, 'Phone number').fill(DELIVERY.phone);
    await field(page, 'Delivery address').fill(DELIVERY.address);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const quantityError = orderForm(page).getByText(stockMessage(3), { exact: true });
    await expect(quantityError).toBeVisible();
    await expect(field(page, 'Quantity')).toBeFocused();
    await expect(field(page, 'Quantity')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 500, detail: 'Something went wrong on our side. Please try again in a moment.' };
    await field(page, 'Quantity').fill(String(product.minOrderQuantity));
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('status').filter({ hasText: answer.detail })).toBeVisible();
    await expectPath(page, `/order/${product.id}`);
  });
});

test('an admin who places an order goes straight to paying for it (their dashboard opens on the Overview)', async ({ browser }) => {
  const { context, page } = await adminBrowser(browser);
  try {
    const product = await productNamed(page.request, PRODUCTS.adminOrder);
    await page.goto(`/order/${product.id}`);
    await field(page, 'Phone number').fill(DELIVERY.phone);
    await field(page, 'Delivery address').fill(DELIVERY.address);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    expect((await orderById(page.request, orderId)).status).toBe('pending_payment');
    await orderAction(page.request, orderId, 'cancel');
  } finally {
    await context.close();
  }
});

test.describe('My Orders (/dashboard)', () => {
  test('a new customer sees "My Orders (0)" and a way to the shop', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (0)');
    await expect(page.getByText('You have not ordered anything yet')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all tools' }).click();
    await expectPath(page, '/allProduct');
  });

  test('Delete cancels an unpaid order after the confirm modal and returns its stock', async ({ page }) => {
    await createAccount(page.request);
    const product = await productNamed(page.request, PRODUCTS.cancel);
    const before = await availableQuantity(page.request, product.id);
    const order = await placeOrder(page.request, product.id, product.minOrderQuantity);
    expect(await availableQuantity(page.request, product.id)).toBe(before - product.minOrderQuantity);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (1)');
    const row = orderRow(page, 'My Orders', order);
    const remove = row.getByRole('button', { name: `Delete order of ${product.name}` });

    // Keeping the order changes nothing.
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(product.name);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete order' }).click();
    await expect(page.getByText(orderMessages.cancelled, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Cancelled', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(remove).toBeDisabled();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await orderById(page.request, order.id)).status).toBe('cancelled');
    expect(await availableQuantity(page.request, product.id)).toBe(before);

    // Its order page shows the stock back as well.
    await page.goto(`/order/${product.id}`);
    await expect(field(page, 'Quantity')).toHaveAttribute('max', String(before));
  });

  test('paid, shipped, delivered and cancelled orders read as such; only unpaid ones can be deleted', async ({ page, browser }) => {
    await createAccount(page.request);
    const product = await productNamed(page.request, PRODUCTS.statuses);
    const [unpaid, paid, shipped, delivered, cancelled] = [
      await placeOrder(page.request, product.id, product.minOrderQuantity),
      await placeOrder(page.request, product.id, product.minOrderQuantity),
      await placeOrder(page.request, product.id, product.minOrderQuantity),
      await placeOrder(page.request, product.id, product.minOrderQuantity),
      await placeOrder(page.request, product.id, product.minOrderQuantity),
    ];
    const transactionId = await payOrder(page.request, paid.id);
    await payOrder(page.request, shipped.id);
    await payOrder(page.request, delivered.id);
    const admin = await adminBrowser(browser);
    expect((await orderAction(admin.page.request, shipped.id, 'ship')).status()).toBe(200);
    expect((await orderAction(admin.page.request, delivered.id, 'ship')).status()).toBe(200);
    expect((await orderAction(admin.page.request, delivered.id, 'deliver')).status()).toBe(200);
    await admin.context.close();
    expect((await orderAction(page.request, cancelled.id, 'cancel')).status()).toBe(200);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (5)');
    const expected = [
      { order: cancelled, text: 'Cancelled' },
      { order: delivered, text: 'Delivered' },
      { order: shipped, text: 'Order Shipped' },
      { order: paid, text: 'Paid' },
      { order: unpaid, text: 'Please pay to confirm this order' },
    ];
    // Newest first, numbered from 1.
    await expect(page.getByRole('table', { name: 'My Orders' }).getByRole('rowheader')).toHaveText(['1', '2', '3', '4', '5']);
    for (const { order, text } of expected) {
      const row = orderRow(page, 'My Orders', order);
      await expect(row.getByText(text, { exact: true }).filter({ visible: true })).toBeVisible();
      if (order === unpaid) await expect(row.getByRole('button', { name: /Delete/ })).toBeEnabled();
      else await expect(row.getByRole('button', { name: /Delete/ })).toBeDisabled();
    }
    await expect(orderRow(page, 'My Orders', paid).getByText(transactionId).filter({ visible: true })).toBeVisible();
    await expect(orderRow(page, 'My Orders', unpaid).getByRole('link', { name: /^Pay/ })).toHaveAttribute('href', `/dashboard/payment/${unpaid.id}`);

    // On a phone the table fits the screen and still offers Pay and Delete.
    await page.setViewportSize({ width: 390, height: 844 });
    const table = page.getByRole('table', { name: 'My Orders' });
    await expect.poll(() => sidewaysOverflow(table)).toBeLessThanOrEqual(0);
    await expect(orderRow(page, 'My Orders', unpaid).getByRole('link', { name: /^Pay/ })).toBeVisible();
    await expect(orderRow(page, 'My Orders', unpaid).getByRole('button', { name: /Delete/ })).toBeVisible();
    await expect(orderRow(page, 'My Orders', unpaid).getByText('Please pay to confirm this order').filter({ visible: true })).toBeVisible();
  });

  test('the dashboard menu of a customer lists My Orders first', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard/updateProfile');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link').first()).toHaveText('My Orders');
    await expect(menu.getByRole('link', { name: 'My Profile', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manage All Orders' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'My Orders' }).click();
    await expectPath(page, '/dashboard');
    await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility of ordering (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the order page, with and without errors, and My Orders have no serious axe violations', async ({ page }) => {
      await createAccount(page.request);
      const product = await productNamed(page.request, PRODUCTS.a11y);
      await page.goto(`/order/${product.id}`);
      await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await expect(page.getByText(phoneMessages.required, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const unpaid = await placeOrder(page.request, product.id, product.minOrderQuantity);
      const paid = await placeOrder(page.request, product.id, product.minOrderQuantity);
      await payOrder(page.request, paid.id);
      await page.goto('/dashboard');
      await expect(orderRow(page, 'My Orders', unpaid)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await orderRow(page, 'My Orders', unpaid).getByRole('button', { name: /Delete/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
