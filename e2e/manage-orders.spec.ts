import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { refusalMessage } from '../src/shared/order-status.js';
import { accountMessages } from '../src/shared/accounts.js';
import { ORDERS_PAGE_SIZE, orderMessages, type Order } from '../src/shared/schemas/orders.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { createAccount, expectPath, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { availableQuantity, moneyFormatter, orderAction, orderById, orderRow, payOrder, placeOrder, PRODUCTS, productNamed, sidewaysOverflow } from './support/orders.js';

const NOT_PAID = refusalMessage('pending_payment', 'shipped', 'admin');

/** A customer (signed in on `request`, its own cookie jar) with a fresh order of the admin tests' product. */
async function customerOrder(request: APIRequestContext, { paid = false, product: name = PRODUCTS.admin as string } = {}): Promise<Order> {
  await createAccount(request);
  const product = await productNamed(request, name);
  const order = await placeOrder(request, product.id, product.minOrderQuantity);
  if (paid) await payOrder(request, order.id);
  return order;
}

async function openAsAdmin(page: Page, path = '/dashboard/manageAllOrders') {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage All Orders');
}

function visibleText(row: ReturnType<typeof orderRow>, text: string) {
  return row.getByText(text, { exact: true }).filter({ visible: true });
}

test.describe('Manage All Orders (/dashboard/manageAllOrders)', () => {
  test('the menu and the table have what SPEC §6 lists', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const order = await customerOrder(request);
    await signInThroughApi(page, E2E_ADMIN);
    // Admins land on the Overview (issue 15); Manage All Orders is the next link of their menu.
    await page.goto('/dashboard/manageAllOrders');
    await expectPath(page, '/dashboard/manageAllOrders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage All Orders');
    await expect(page).toHaveTitle(`Manage All Orders · ${shop.name}`);
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    // The Overview comes first, then Manage All Orders; the other pages (profile, users, products …) follow.
    await expect(menu.getByRole('link').nth(0)).toHaveText('Overview');
    await expect(menu.getByRole('link').nth(1)).toHaveText('Manage All Orders');
    for (const label of ['My Profile', 'Make Admin']) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Orders', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Manage All Orders' })).toHaveAttribute('aria-current', 'page');

    const table = page.getByRole('table', { name: 'All Orders' });
    await expect(table.getByRole('columnheader')).toHaveText(['No', 'Customer', 'Item', 'Amount', 'Payment status', 'Actions']);
    const row = orderRow(page, 'All Orders', order);
    const money = await moneyFormatter(request);
    await expect(row).toContainText(order.customerName);
    await expect(row).toContainText(order.email);
    await expect(row).toContainText(PRODUCTS.admin);
    await expect(visibleText(row, money(order.total))).toBeVisible();
    await expect(visibleText(row, 'Unpaid')).toBeVisible();
  });

  test('a customer who opens it goes to My Orders with "Admins only"', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard/manageAllOrders');
    await expectPath(page, '/dashboard');
    await expect(page.getByText(accountMessages.adminsOnly, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (0)');
  });

  test('an unpaid order cannot be shipped: "Ship Now" is disabled and the server refuses it', async ({ page, request }) => {
    const order = await customerOrder(request);
    await openAsAdmin(page);
    const row = orderRow(page, 'All Orders', order);
    await expect(visibleText(row, 'Unpaid')).toBeVisible();
    await expect(row.getByRole('button', { name: /Ship Now/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /Cancel/ })).toBeEnabled();

    const refused = await orderAction(page.request, order.id, 'ship');
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(NOT_PAID);
    expect((await orderById(page.request, order.id)).status).toBe('pending_payment');
  });

  test('ships a paid order, then marks it delivered, with toasts', async ({ page, request }) => {
    const order = await customerOrder(request, { paid: true });
    await openAsAdmin(page, '/dashboard/manageAllOrders?status=paid');
    const row = orderRow(page, 'All Orders', order);
    await expect(visibleText(row, 'Paid')).toBeVisible();
    await row.getByRole('button', { name: /Ship Now/ }).click();
    await expect(page.getByText(orderMessages.shipped, { exact: true })).toBeVisible();
    expect((await orderById(request, order.id)).status).toBe('shipped');

    // The filter shows paid orders only: look at every order to follow this one.
    await page.getByLabel('Status').selectOption('');
    await expectPath(page, '/dashboard/manageAllOrders');
    await expect(visibleText(row, 'Shipped')).toBeVisible();
    await expect(row.getByRole('button', { name: /Ship Now/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Cancel/ })).toBeDisabled();
    await row.getByRole('button', { name: /Mark Delivered/ }).click();
    await expect(page.getByText(orderMessages.delivered, { exact: true })).toBeVisible();
    await expect(visibleText(row, 'Delivered')).toBeVisible();
    expect((await orderById(request, order.id)).status).toBe('delivered');
    await expect(row.getByRole('button', { name: /Ship Now/ })).toBeDisabled();
  });

  test('cancels a paid order after a confirm modal that says it is refunded; the stock comes back', async ({ page, request }) => {
    const order = await customerOrder(request, { paid: true, product: PRODUCTS.refund });
    const productId = order.lines[0]!.productId;
    const before = await availableQuantity(request, productId);
    await openAsAdmin(page);
    const row = orderRow(page, 'All Orders', order);
    const cancel = row.getByRole('button', { name: /Cancel/ });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(PRODUCTS.refund);
    await expect(dialog).toContainText('refunded');
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    expect((await orderById(request, order.id)).status).toBe('paid');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(orderMessages.cancelled, { exact: true })).toBeVisible();
    await expect(visibleText(row, 'Cancelled')).toBeVisible();
    await expect(cancel).toBeDisabled();
    // Focus is not lost with the disabled button: it goes to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Manage All Orders' })).toBeFocused();
    expect((await orderById(request, order.id)).status).toBe('cancelled');
    expect(await availableQuantity(request, productId)).toBe(before + order.lines[0]!.quantity);
  });

  test("the server's refusals show as error toasts", async ({ page, request }) => {
    const order = await customerOrder(request, { paid: true });
    await openAsAdmin(page);
    await page.route(`**/api/orders/${order.id}/ship`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: NOT_PAID, code: 'CONFLICT' }),
      }),
    );
    const row = orderRow(page, 'All Orders', order);
    // The refusal is awaited first, so a failure here tells a lost click from a lost toast.
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/orders/${order.id}/ship`);
    await row.getByRole('button', { name: /Ship Now/ }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole('status').filter({ hasText: NOT_PAID })).toBeVisible();
    await expect(visibleText(row, 'Paid')).toBeVisible();
  });

  test('a payment elsewhere shows up without reloading (server push)', async ({ page, request }) => {
    const order = await customerOrder(request);
    await openAsAdmin(page);
    const row = orderRow(page, 'All Orders', order);
    await expect(visibleText(row, 'Unpaid')).toBeVisible();
    await payOrder(request, order.id);
    await expect(visibleText(row, 'Paid')).toBeVisible();
    await expect(row.getByRole('button', { name: /Ship Now/ })).toBeEnabled();
  });

  test('the status filter and the page live in the URL (?status=paid&page=2)', async ({ page, request }) => {
    const paid = await customerOrder(request, { paid: true });
    const unpaid = await customerOrder(request);
    await openAsAdmin(page);
    await expect(orderRow(page, 'All Orders', unpaid)).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await expectPath(page, '/dashboard/manageAllOrders?status=paid');
    await expect(orderRow(page, 'All Orders', paid)).toBeVisible();
    await expect(visibleText(orderRow(page, 'All Orders', paid), 'Paid')).toBeVisible();
    await expect(orderRow(page, 'All Orders', unpaid)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'All Orders' }).getByText('Unpaid', { exact: true }).filter({ visible: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('paid');
    await expect(orderRow(page, 'All Orders', paid)).toBeVisible();

    // Many paid orders (answered by a stand-in server): the pages keep the filter.
    const template = await orderById(page.request, paid.id);
    const asked: string[] = [];
    await page.route('**/api/orders?*', (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      const pageNumber = Number(url.searchParams.get('page') ?? '1');
      const total = ORDERS_PAGE_SIZE * 2 + 3;
      const first = (pageNumber - 1) * ORDERS_PAGE_SIZE;
      const items = Array.from({ length: Math.max(0, Math.min(ORDERS_PAGE_SIZE, total - first)) }, (_, index) => ({
        ...template,
        id: `00000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`,
        number: `TEST-${String(first + index).padStart(4, '0')}`,
      }));
      return route.fulfill({ json: { items, page: pageNumber, pageSize: ORDERS_PAGE_SIZE, total, totalPages: 3 } });
    });
    await page.reload();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expectPath(page, '/dashboard/manageAllOrders?status=paid&page=2');
    await expect(page.getByRole('table', { name: 'All Orders' }).getByRole('rowheader').first()).toHaveText(String(ORDERS_PAGE_SIZE + 1));
    expect(asked.some((search) => new URLSearchParams(search).get('status') === 'paid' && new URLSearchParams(search).get('page') === '2')).toBe(true);

    // Another status starts again at its first page.
    await page.getByLabel('Status').selectOption({ label: 'Unpaid / on delivery / on invoice' });
    await expectPath(page, '/dashboard/manageAllOrders?status=pending_payment');
  });
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`accessibility of Manage All Orders (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the table and the cancel modal have no serious axe violations and fit the screen', async ({ page, request }) => {
      // Two axe runs over the whole order table: more than 30 s when the machine is loaded.
      test.slow();
      const order = await customerOrder(request, { paid: true });
      await openAsAdmin(page);
      const row = orderRow(page, 'All Orders', order);
      await expect(row).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await sidewaysOverflow(page.getByRole('table', { name: 'All Orders' }))).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await row.getByRole('button', { name: /Cancel/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
