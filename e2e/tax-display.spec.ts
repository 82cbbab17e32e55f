import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productPath } from '../src/shared/discovery.js';
import { projectListPath } from '../src/shared/routes.js';
import { multiply } from '../src/shared/money.js';
import type { SearchResult } from '../src/shared/schemas/discovery.js';
import { taxRateText } from '../src/shared/tax.js';
import { shownAmount, taxSwitchLabel, type TaxShown } from '../src/shared/tax-display.js';
import { createAccount, newAccount, test } from './support/accounts.js';
import { chooseSlot, escapeRegExp, fillCart, openCheckout, postHeaders, reviewPanel, SPRINGFIELD, typeNewAddress } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { moneyFormatter } from './support/orders.js';

const PRODUCT = 'Ratchet Crimping Tool CT-22';

async function productNamed(request: APIRequestContext, name: string) {
  const answer = await request.get(`/api/search?q=${encodeURIComponent(name)}`);
  expect(answer.ok()).toBe(true);
  const product = ((await answer.json()) as SearchResult).items.find((found) => found.name === name);
  expect(product, `${name} is in the demo catalogue`).toBeDefined();
  return product!;
}

/** The header's "Show prices" buttons: in the bar on wide screens, in the menu on a phone. */
async function showPrices(page: Page, shown: TaxShown, phone: boolean) {
  const choice = taxSwitchLabel((await fetchShopConfig(page.request)).tax, shown);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const group = page.getByRole('banner').getByRole('group', { name: 'Show prices' }).filter({ visible: true });
  await group.getByRole('button', { name: choice }).click();
  await expect(group.getByRole('button', { name: choice })).toHaveAttribute('aria-pressed', 'true');
  if (phone) await page.getByRole('button', { name: 'Close menu' }).click();
}

/**
 * Issue 38 §5: prices with or without the shop's tax by a switch that is remembered, the same on
 * cards, the product page, the cart and the checkout; what the shop charges does not change.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a buyer switches prices to without the tax at ${viewport.width} px: cards, product page, cart and checkout follow, and the choice is kept`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const phone = viewport.width < 768;
    const shop = await fetchShopConfig(request);
    const money = await moneyFormatter(request);
    const product = await productNamed(request, PRODUCT);
    const withoutTax = (amount: number) => shownAmount(amount, shop.tax, 'excl');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: PRODUCT, exact: true }) });

    // A visitor sees the prices as the shop enters them, with the tax, and says so.
    await page.goto(`/search?q=${encodeURIComponent(PRODUCT)}`);
    await expect(card.getByText(`Price: ${money(product.price)} incl. ${shop.tax.name}`)).toBeVisible();

    await showPrices(page, 'excl', phone);
    await expect(card.getByText(`Price: ${money(withoutTax(product.price))} excl. ${shop.tax.name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The product page, opened afresh: the choice was kept; the line total follows it.
    await page.goto(productPath(product));
    const summary = page.getByRole('main');
    await expect(summary.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(summary.getByText(`Price: ${money(withoutTax(product.price))} excl. ${shop.tax.name}`).first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Add to cart' });
    await form.getByLabel('Quantity').fill('3');
    // The line converted whole, as the cart and the checkout show it.
    await expect(form.getByRole('status')).toHaveText(`3 pcs: ${money(withoutTax(multiply(product.price, 3)))} (${money(withoutTax(product.price))} each) excl. ${shop.tax.name}`);

    // The cart: the line and the subtotal without the tax, with the tax the shop charges beside it.
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: PRODUCT });
    await expect(line.getByText(`${money(withoutTax(product.price))} each excl. ${shop.tax.name}`)).toBeVisible();
    await expect(line.getByText(`Line total: ${money(withoutTax(multiply(product.price, 3)))}`)).toBeVisible();
    const cartSummary = page.getByRole('region', { name: 'Summary' });
    await expect(cartSummary.getByRole('definition').first()).toHaveText('3 pcs');
    await expect(cartSummary.getByText(`With ${shop.tax.name}`)).toBeVisible();
    await expect(cartSummary.getByRole('definition').nth(1)).toHaveText(money(withoutTax(multiply(product.price, 3))));
    await expect(cartSummary.getByRole('definition').nth(2)).toHaveText(money(multiply(product.price, 3)));
    await expectNoSeriousA11yViolations(page);

    // Back to the prices with the tax, from the cart.
    await showPrices(page, 'incl', phone);
    await expect(line.getByText(`${money(product.price)} each incl. ${shop.tax.name}`)).toBeVisible();
    await expect(cartSummary.getByText(`With ${shop.tax.name}`)).toHaveCount(0);
  });
}

test('the checkout shows the parts without the tax, the tax on its own line and the same total', async ({ page, request }) => {
  test.slow();
  const shop = await fetchShopConfig(request);
  const money = await moneyFormatter(request);
  const taxLabel = `${shop.tax.name} ${taxRateText(shop.tax.rateBasisPoints)}`;
  await createAccount(page.request, newAccount());
  const cart = await fillCart(page.request, [{ name: PRODUCT, quantity: 2 }]);
  await openCheckout(page);
  await typeNewAddress(page, SPRINGFIELD);
  await chooseSlot(page, 1);
  const review = reviewPanel(page);
  const taxWithin = review.getByText(new RegExp(`^incl\\. (.+) ${escapeRegExp(taxLabel)}$`));
  await expect(taxWithin).toBeVisible();
  const totalText = await review.getByText(/^Total$/).locator('..').getByRole('definition').innerText();
  const taxText = (await taxWithin.innerText()).slice('incl. '.length, -(taxLabel.length + 1));
  const taxRow = review.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(taxLabel)}$`) }) });
  await expect(taxRow).toHaveCount(0);

  await showPrices(page, 'excl', false);
  const line = review.getByRole('list', { name: 'Products in your order' }).getByRole('listitem');
  await expect(line.getByText(`2 × ${money(shownAmount(cart.lines[0]!.unitPrice, shop.tax, 'excl'))}`)).toBeVisible();
  await expect(review.getByRole('term').filter({ hasText: `excl. ${shop.tax.name}` })).toBeVisible();
  // The tax on its own line, and the same total charged.
  await expect(taxRow.getByRole('definition')).toHaveText(taxText);
  await expect(review.getByText(`with ${taxText} ${taxLabel}`)).toBeVisible();
  expect(await review.getByText(/^Total$/).locator('..').getByRole('definition').innerText()).toBe(totalText.replace('incl.', 'with'));
  await expectNoSeriousA11yViolations(page);
});

test('a job-site list follows the switch too: its piece prices, line totals and total are shown without the tax when chosen', async ({ page, request }) => {
  const shop = await fetchShopConfig(request);
  const money = await moneyFormatter(request);
  const product = await productNamed(request, PRODUCT);
  await createAccount(page.request, newAccount());
  const created = await page.request.post('/api/project-lists', { data: { name: `Tax switch ${Date.now() % 100_000}` }, headers: postHeaders() });
  expect(created.status(), await created.text()).toBe(201);
  const listId = ((await created.json()) as { list: { id: string } }).list.id;
  const added = await page.request.post(`/api/project-lists/${listId}/lines`, { data: { productId: product.id, quantity: 2 }, headers: postHeaders() });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto(projectListPath(listId));
  const line = page.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(line.getByText(money(product.price), { exact: true })).toBeVisible();
  await showPrices(page, 'excl', false);
  await expect(line.getByText(money(shownAmount(product.price, shop.tax, 'excl')), { exact: true })).toBeVisible();
  await expect(line.getByText(`excl. ${shop.tax.name}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(money(shownAmount(multiply(product.price, 2), shop.tax, 'excl')), { exact: true }).first()).toBeVisible();
});
