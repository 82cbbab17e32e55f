import { expect } from '@playwright/test';
import { createAccount, expectPath, test } from './support/accounts.js';
import { availableQuantity, DELIVERY, PRODUCTS, productNamed } from './support/orders.js';

test.describe('an order sent again (issue 14 §10)', () => {
  test('an order whose answer was lost on the way is placed once when the customer confirms again', async ({ page }) => {
    await createAccount(page.request);
    const product = await productNamed(page.request, PRODUCTS.retry);
    const stock = await availableQuantity(page.request, product.id);

    // The first answer never reaches the browser, as when a connection drops: the server has placed the order.
    const keys: (string | undefined)[] = [];
    let answers = 0;
    await page.route('**/api/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key']);
      const response = await route.fetch();
      answers += 1;
      if (answers === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });

    await page.goto(`/order/${product.id}`);
    const form = page.getByRole('form', { name: 'Order' });
    await form.getByLabel('Phone number', { exact: true }).fill(DELIVERY.phone);
    await form.getByLabel('Delivery address', { exact: true }).fill(DELIVERY.address);
    const confirm = page.getByRole('button', { name: 'Confirm Order' });
    await confirm.click();
    await expect(page.getByText(/could not reach the shop/i).first()).toBeVisible();
    await expect(confirm).toBeEnabled();
    expect(await availableQuantity(page.request, product.id)).toBe(stock - 1);

    await confirm.click();
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (1)');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await availableQuantity(page.request, product.id)).toBe(stock - 1);
  });
});
