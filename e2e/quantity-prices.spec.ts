import { expect, type Locator, type Page } from '@playwright/test';
import { productMessages } from '../src/shared/catalog.js';
import { productPath } from '../src/shared/discovery.js';
import { multiply } from '../src/shared/money.js';
import { MAX_PRICE_TIERS, priceTierMessages, unitPriceFor } from '../src/shared/price-tiers.js';
import { orderMessages } from '../src/shared/schemas/orders.js';
import { baseUrl, createAccount, expectPath, newAccount, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { adminBrowser, DELIVERY, moneyFormatter, productNamed } from './support/orders.js';

/**
 * Issue 14, quantity-break prices. The admin test gives tiers to a demo product no other test
 * reads (minimum 2, 130 in stock, $19.99) and takes them away again; the other tests only read
 * demo products that ship with tiers (src/server/demo/products).
 */
const EDITED = 'Aluminium Spirit Level 600 mm';
const WITH_TIERS = 'VDE Combination Pliers 200 mm';
const TIERS = [
  { minQuantity: 10, discountBasisPoints: 500 },
  { minQuantity: 50, discountBasisPoints: 1000 },
];

function quantityPrices(scope: Page | Locator): Locator {
  return scope.getByRole('table', { name: 'Quantity prices' });
}

/** The table's rows below its header, each as [quantity, price each] (and the saving, where there is one). */
async function expectTierRows(table: Locator, rows: [string, string, RegExp | null][]): Promise<void> {
  const body = table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });
  await expect(body).toHaveCount(rows.length);
  await expect(table.getByRole('columnheader')).toHaveText(['Quantity', 'Price each', 'You save']);
  for (const [index, [quantity, price, saving]] of rows.entries()) {
    const row = body.nth(index);
    await expect(row.getByRole('rowheader')).toHaveText(quantity);
    await expect(row.getByRole('cell').first()).toHaveText(price);
    if (saving) await expect(row.getByRole('cell').last()).toHaveText(saving);
  }
}

function tierGroup(form: Locator, position: number): Locator {
  return form.getByRole('group', { name: `Quantity price ${position}`, exact: true });
}

test.describe('quantity prices (issue 14)', () => {
  test('an admin adds quantity prices in the product form; the product page shows them and an order is charged at the tier', async ({ page, browser, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const product = await productNamed(request, EDITED);
    expect(product.priceTiers).toEqual([]);
    const tierPrice = unitPriceFor(product.price, TIERS, 10);
    const admin = await adminBrowser(browser);
    try {
      // The admin opens the product's Edit page and adds two quantity prices by their labels.
      await admin.page.goto(`/dashboard/editProduct/${product.id}`);
      const form = admin.page.getByRole('form', { name: `Edit ${product.name}` });
      await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
      await expect(form.getByRole('group', { name: 'Quantity prices', exact: true })).toBeVisible();
      await form.getByRole('button', { name: 'Add quantity price' }).click();
      await expect(tierGroup(form, 1).getByLabel('From quantity')).toBeFocused();
      await tierGroup(form, 1).getByLabel('From quantity').fill('10');
      await tierGroup(form, 1).getByLabel('Discount %').fill('5');
      await form.getByRole('button', { name: 'Add quantity price' }).click();
      // A second tier that does not rise is refused before anything is sent.
      let patches = 0;
      admin.page.on('request', (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/api/products/${product.id}` && (patches += 1));
      await tierGroup(form, 2).getByLabel('From quantity').fill('8');
      await tierGroup(form, 2).getByLabel('Discount %').fill('4');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByRole('alert').filter({ hasText: priceTierMessages.increasing })).toBeVisible();
      await expect(tierGroup(form, 2).getByLabel('Discount %')).toHaveAttribute('aria-invalid', 'true');
      expect(patches).toBe(0);
      await tierGroup(form, 2).getByLabel('From quantity').fill('50');
      await tierGroup(form, 2).getByLabel('Discount %').fill('10');
      await expect(form.getByText(priceTierMessages.increasing)).toHaveCount(0);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(admin.page.getByText(productMessages.updated)).toBeVisible();
      await expectPath(admin.page, '/dashboard/manageAllprodcts');

      // The Edit page shows them as saved; each row's Remove button names its tier.
      await admin.page.goto(`/dashboard/editProduct/${product.id}`);
      await expect(tierGroup(form, 1).getByLabel('From quantity')).toHaveValue('10');
      await expect(tierGroup(form, 1).getByLabel('Discount %')).toHaveValue('5');
      await expect(tierGroup(form, 2).getByLabel('From quantity')).toHaveValue('50');
      await expect(tierGroup(form, 2).getByLabel('Discount %')).toHaveValue('10');
      await expect(form.getByRole('button', { name: 'Remove quantity price from 50' })).toBeVisible();

      // The product page shows the table next to the price.
      await page.goto(productPath(product));
      await expectTierRows(quantityPrices(page.getByRole('main')), [
        [`${product.minOrderQuantity}+`, money(product.price), null],
        ['10+', money(tierPrice), /^5\s%$/],
        ['50+', money(unitPriceFor(product.price, TIERS, 50)), /^10\s%$/],
      ]);

      // A customer orders: 8 pieces are 2 short of the first tier; 10 are charged at it.
      await createAccount(page.request, newAccount());
      await page.goto(`/order/${product.id}`);
      const order = page.getByRole('form', { name: 'Order' });
      const quantity = order.getByLabel('Quantity', { exact: true });
      const unitPrice = order.getByLabel('Unit price', { exact: true });
      const total = order.getByRole('status', { name: 'Total' });
      await expect(unitPrice).toHaveValue(money(product.price));
      await quantity.fill('8');
      await expect(order.getByRole('status').filter({ hasText: /^Add \d+ more/ })).toHaveText(`Add 2 more for ${money(tierPrice)} each`);
      await expect(unitPrice).toHaveValue(money(product.price));
      await expect(total).toHaveText(money(multiply(product.price, 8)));
      await quantity.fill('10');
      await expect(unitPrice).toHaveValue(money(tierPrice));
      await expect(total).toHaveText(money(multiply(tierPrice, 10)));
      await expect(order.getByText(/^Add \d+ more/)).toHaveCount(0);
      await expect(order.getByRole('status').filter({ hasText: /^Quantity price from 10 pcs/ })).toHaveText(/^Quantity price from 10 pcs: you save 5\s%$/);
      await order.getByLabel('Phone number').fill(DELIVERY.phone);
      await order.getByLabel('Delivery address').fill(DELIVERY.address);
      await order.getByRole('button', { name: 'Confirm Order' }).click();
      await expect(page.getByText(orderMessages.placed)).toBeVisible();
      await expectPath(page, '/dashboard');
      const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: product.name });
      await expect(row.getByRole('cell').nth(2)).toHaveText('10 pcs');
      // The amount (a tax note may follow it in the same cell).
      await expect(row.getByRole('cell').nth(3)).toContainText(money(multiply(tierPrice, 10)));
    } finally {
      // The demo product goes back to one price for any quantity.
      const response = await admin.page.request.patch(`/api/products/${product.id}`, { data: { priceTiers: [] }, headers: { origin: baseUrl() } });
      expect(response.status(), await response.text()).toBe(200);
      await admin.context.close();
    }
  });

  test('the form takes at most five quantity prices; a removed one is announced and the Add button takes the focus', async ({ page }) => {
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto('/dashboard/addProduct');
    const form = page.getByRole('form', { name: 'Add Product' });
    const add = form.getByRole('button', { name: 'Add quantity price' });
    for (let position = 1; position <= MAX_PRICE_TIERS; position += 1) {
      await add.click();
      await tierGroup(form, position).getByLabel('From quantity').fill(String(position * 10));
    }
    await expect(add).toHaveCount(0);
    await expect(form.getByText(`A product has at most ${MAX_PRICE_TIERS} quantity prices: remove one to add another.`)).toBeVisible();
    await form.getByRole('button', { name: 'Remove quantity price from 30' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Quantity price from 30 removed' })).toBeAttached();
    await expect(add).toBeFocused();
    await expect(tierGroup(form, 3).getByLabel('From quantity')).toHaveValue('40');
    await expect(tierGroup(form, MAX_PRICE_TIERS)).toHaveCount(0);
    // Discounts with more than two decimals are refused with the server's message.
    await tierGroup(form, 1).getByLabel('Discount %').fill('7.555');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByRole('alert').filter({ hasText: priceTierMessages.discountPrecision })).toBeVisible();
  });

  test('a product card in the search results names its lowest quantity price in one line; the product page has the table', async ({ page, request }) => {
    const money = await moneyFormatter(request);
    const product = await productNamed(request, WITH_TIERS);
    await page.goto(`/search?q=${encodeURIComponent('VDE pliers')}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    const best = product.priceTiers.at(-1)!;
    await expect(card.getByText(`${best.minQuantity}+ pcs: ${money(best.unitPrice)} each`, { exact: true })).toBeVisible();
    await expect(quantityPrices(card)).toHaveCount(0);
    await card.getByRole('heading').getByRole('link').click();
    await expectTierRows(quantityPrices(page.getByRole('main')), [
      [`${product.minOrderQuantity}+`, money(product.price), null],
      ...product.priceTiers.map((tier): [string, string, null] => [`${tier.minQuantity}+`, money(tier.unitPrice), null]),
    ]);
  });

  for (const width of [390, 1280]) {
    test(`the product page prices the quantity typed: the tier that applies is marked, the price and the line total follow it (${width} px)`, async ({ page, request }) => {
      const money = await moneyFormatter(request);
      const product = await productNamed(request, WITH_TIERS);
      // A visitor sees prices as the shop enters them, with the tax, and each says so.
      const withTax = `incl. ${(await fetchShopConfig(request)).tax.name}`;
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(productPath(product));
      const main = page.getByRole('main');
      const table = quantityPrices(main);
      const quantity = main.getByRole('form', { name: 'Add to cart' }).getByLabel('Quantity');
      const rowOf = (start: number) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${start}+`, exact: true }) });
      await expect(rowOf(product.minOrderQuantity)).toHaveAttribute('aria-current', 'true');

      const best = product.priceTiers.at(-1)!;
      const pieces = best.minQuantity + 10;
      await quantity.fill(String(pieces));
      await expect(rowOf(best.minQuantity)).toHaveAttribute('aria-current', 'true');
      await expect(rowOf(product.minOrderQuantity)).not.toHaveAttribute('aria-current', 'true');
      await expect(main.getByText(`Price: ${money(best.unitPrice)} ${withTax}`, { exact: true })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /pcs ×/ })).toHaveText(`${pieces} pcs × ${money(best.unitPrice)} = ${money(best.unitPrice * pieces)} ${withTax}`);

      // Nothing is totted up while the quantity is not a number of pieces.
      await quantity.fill('');
      await expect(main.getByRole('status').filter({ hasText: /pcs ×/ })).toHaveCount(0);
    });

    test(`the product page with quantity prices has no serious axe violations at ${width} px`, async ({ page, request }) => {
      test.slow();
      const product = await productNamed(request, WITH_TIERS);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(productPath(product));
      await expect(quantityPrices(page.getByRole('main'))).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      // The table fits the screen: nothing scrolls sideways.
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
    });
  }

  test('the order page with the quantity price hint and the form with a refused quantity price have no serious axe violations at 390 px', async ({ page, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const product = await productNamed(request, WITH_TIERS);
    await page.setViewportSize({ width: 390, height: 844 });
    await createAccount(page.request, newAccount());
    await page.goto(`/order/${product.id}`);
    const order = page.getByRole('form', { name: 'Order' });
    await order.getByLabel('Quantity', { exact: true }).fill('8');
    await expect(order.getByRole('status').filter({ hasText: /^Add \d+ more/ })).toHaveText(`Add 2 more for ${money(product.priceTiers[0]!.unitPrice)} each`);
    await expectNoSeriousA11yViolations(page);

    // The admin's form, without saving: the tier added here is refused before anything is sent.
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto(`/dashboard/editProduct/${product.id}`);
    const form = page.getByRole('form', { name: `Edit ${product.name}` });
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(tierGroup(form, 2).getByLabel('From quantity')).toHaveValue('50');
    await form.getByRole('button', { name: 'Add quantity price' }).click();
    await tierGroup(form, 3).getByLabel('From quantity').fill('20');
    await tierGroup(form, 3).getByLabel('Discount %').fill('15');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('alert').filter({ hasText: priceTierMessages.increasing })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
