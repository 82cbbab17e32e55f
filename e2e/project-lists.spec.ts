import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { productPath } from '../src/shared/discovery.js';
import { multiply } from '../src/shared/money.js';
import { unitPriceFor } from '../src/shared/price-tiers.js';
import { projectListMessages, type ListSummaryReply, type ShareReply } from '../src/shared/schemas/project-lists.js';
import { baseUrl, createAccount, expectPath, newAccount, test, uniqueClientIp } from './support/accounts.js';
import { screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { moneyFormatter, productNamed } from './support/orders.js';

/**
 * Issue 15 §7, job-site lists. Demo products no other browser test orders or changes (a list and
 * a cart take no stock), so tests running side by side see them as the demo data has them.
 */
const LISTED = {
  /** Minimum 2, 180 in stock, 5 % off from 10 pcs. */
  stripper: 'Wire Stripper and Cutter WS-10',
  /** Minimum 2, 180 in stock. */
  rcd: 'RCD 2-Pole 40 A 30 mA, Type A',
} as const;

/** A call made on a person's behalf (the shop checks where changing requests come from). */
async function api<T>(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown = {}, status = 200): Promise<T> {
  const response = await request[method](url, { data, headers: { origin: baseUrl() } });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A list with two products and its link turned on, made through the API for `request`'s account. */
async function sharedListOf(request: APIRequestContext, name: string): Promise<{ id: string; token: string }> {
  const { list } = await api<ListSummaryReply>(request, 'post', '/api/project-lists', { name }, 201);
  const stripper = await productNamed(request, LISTED.stripper);
  const rcd = await productNamed(request, LISTED.rcd);
  await api(request, 'post', `/api/project-lists/${list.id}/lines`, { productId: stripper.id, quantity: 12 });
  await api(request, 'post', `/api/project-lists/${list.id}/lines`, { productId: rcd.id, quantity: 3 });
  const { shareToken } = await api<ShareReply>(request, 'put', `/api/project-lists/${list.id}/share`);
  return { id: list.id, token: shareToken ?? '' };
}

/** With SHOTS_DIR set, keeps what is on screen now (a dialog over the page); else nothing. */
async function screenShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`), animations: 'disabled' });
}

function listLine(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Products on this list' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** "Add to list" on the product page: the dialog, a list (or a new one by name) and a quantity. */
async function addFromProductPage(page: Page, name: string, quantity: number, newList?: string): Promise<void> {
  await page.getByRole('button', { name: `Add to list ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a job-site list' });
  await expect(dialog.getByLabel('List', { exact: true })).toBeVisible();
  if (newList) {
    await expect(dialog.getByLabel('List', { exact: true })).toHaveValue('new');
    await dialog.getByLabel('Name of the new list').fill(newList);
  }
  await dialog.getByLabel('Quantity (pcs)').fill(String(quantity));
  await dialog.getByRole('button', { name: 'Add to list' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('job-site lists (issue 15)', () => {
  test('a customer fills a list from product pages, changes a quantity and shares it; a colleague copies it and adds it all to the cart', async ({ page, browser, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const stripper = await productNamed(request, LISTED.stripper);
    const rcd = await productNamed(request, LISTED.rcd);
    await createAccount(page.request);

    // Two products from their pages onto a new list "Site A".
    await page.goto(productPath(stripper));
    await addFromProductPage(page, LISTED.stripper, 10, 'Site A');
    await expect(page.getByRole('status').filter({ hasText: 'Added to “Site A”: 10 pcs on the list' })).toBeVisible();
    await page.goto(productPath(rcd));
    await page.getByRole('button', { name: `Add to list ${LISTED.rcd}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to a job-site list' });
    // The list made a moment ago is chosen; the quantity starts at the product's minimum.
    await expect(dialog.getByLabel('List', { exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByLabel('List', { exact: true }).locator('option:checked')).toHaveText('Site A (1 product)');
    await expect(dialog.getByLabel('Quantity (pcs)')).toHaveValue(String(rcd.minOrderQuantity));
    // A quantity the shop refuses is said at the field, and nothing is sent.
    await dialog.getByLabel('Quantity (pcs)').fill('0');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(dialog.getByText(projectListMessages.quantityPositive)).toBeVisible();
    await dialog.getByLabel('Quantity (pcs)').fill('4');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await expect(dialog).toBeHidden();

    // The dashboard's "Job-site lists" page, then the list.
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Job-site lists' }).click();
    await expectPath(page, '/dashboard/lists');
    await expect(page.getByRole('list', { name: 'Your lists' }).getByRole('listitem')).toHaveText([/Site A\s*2 products, 14 pcs/]);
    await page.getByRole('link', { name: 'Site A' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site A' })).toBeVisible();
    const stripperTotal = multiply(unitPriceFor(stripper.price, stripper.priceTiers, 10), 10);
    await expect(listLine(page, LISTED.stripper).getByText(`Line total: ${money(stripperTotal)}`)).toBeVisible();

    // Six RCDs instead of four: the line and the total follow.
    const quantity = listLine(page, LISTED.rcd).getByLabel(`Quantity of ${LISTED.rcd} (pcs)`);
    await quantity.fill('6');
    await quantity.press('Enter');
    const rcdTotal = multiply(unitPriceFor(rcd.price, rcd.priceTiers, 6), 6);
    await expect(listLine(page, LISTED.rcd).getByText(`Line total: ${money(rcdTotal)}`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText(money(stripperTotal + rcdTotal), { exact: true })).toBeVisible();
    await expect(summary.getByText('16 pcs')).toBeVisible();

    // Shared: a read-only link.
    await page.getByRole('button', { name: 'Share a link' }).click();
    const link = page.getByLabel('Link', { exact: true });
    await expect(link).toHaveValue(/\/lists\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();
    await screenshot(page, 'project-list-shared');

    // A colleague, signed in on their own browser, opens it, copies it and adds it all to their cart.
    const colleague = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    try {
      const other = await colleague.newPage();
      await createAccount(other.request, newAccount('colleague'));
      await other.goto(url);
      await expect(other.getByRole('heading', { level: 1, name: 'Site A' })).toBeVisible();
      await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(listLine(other, LISTED.rcd).getByText('6 pcs')).toBeVisible();
      await expect(other.getByLabel(`Quantity of ${LISTED.rcd} (pcs)`)).toHaveCount(0);
      await other.getByRole('button', { name: 'Copy to my lists' }).click();
      await expect(other.getByRole('status').filter({ hasText: 'Copied to your lists as “Site A”' })).toBeVisible();
      await other.getByRole('button', { name: 'Add all to cart' }).click();
      await expect(other.getByRole('status').filter({ hasText: 'All 2 products were added to your cart' })).toBeVisible();
      await other.getByRole('link', { name: 'View cart' }).click();
      await expectPath(other, '/cart');
      const cartLines = other.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
      await expect(cartLines).toHaveCount(2);
      await expect(other.getByLabel(`Quantity of ${LISTED.stripper}`)).toHaveValue('10');
      await expect(other.getByLabel(`Quantity of ${LISTED.rcd}`)).toHaveValue('6');
      // The copy is among the colleague's lists.
      await other.goto('/dashboard/lists');
      await expect(other.getByRole('link', { name: 'Site A' })).toBeVisible();
    } finally {
      await colleague.close();
    }

    // Sharing off: the old link no longer works.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByRole('button', { name: 'Share a link' })).toBeVisible();
    await page.goto(new URL(url).pathname);
    await expect(page.getByText('This link no longer works')).toBeVisible();
  });

  test('the cart is saved as a list; a visitor with a link is asked to sign in to order it', async ({ page, browser, request }) => {
    const rcd = await productNamed(request, LISTED.rcd);
    await createAccount(page.request);
    await api(page.request, 'put', `/api/cart/lines/${rcd.id}`, { quantity: 5 });
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Save as list' })).toBeVisible();
    await screenShot(page, 'cart-save-as-list');
    await page.getByRole('button', { name: 'Save as list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the cart as a list' });
    await dialog.getByLabel('List name').fill('Warehouse shelf');
    await dialog.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse shelf' })).toBeVisible();
    await expect(listLine(page, LISTED.rcd).getByLabel(`Quantity of ${LISTED.rcd} (pcs)`)).toHaveValue('5');

    const { token } = await sharedListOf(page.request, 'Shared with a visitor');
    const visitor = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    try {
      const stranger = await visitor.newPage();
      await stranger.goto(`/lists/shared/${token}`);
      await expect(stranger.getByRole('heading', { level: 1, name: 'Shared with a visitor' })).toBeVisible();
      await expect(stranger.getByRole('button', { name: 'Add all to cart' })).toHaveCount(0);
      await stranger.getByRole('link', { name: 'Sign in to order or copy' }).click();
      await expectPath(stranger, `/login?returnTo=${encodeURIComponent(`/lists/shared/${token}`)}`);
    } finally {
      await visitor.close();
    }
  });

  test('"Add to list" on a product card works from the keyboard and sends a visitor to sign in', async ({ page, request }) => {
    const stripper = await productNamed(request, LISTED.stripper);
    await page.goto(`/search?q=${encodeURIComponent('wire stripper')}`);
    const button = page.getByRole('article').filter({ has: page.getByRole('heading', { name: LISTED.stripper, exact: true }) }).getByRole('button', { name: `Add to list ${LISTED.stripper}` });
    await button.click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);

    await createAccount(page.request);
    await page.goto(`/search?q=${encodeURIComponent('wire stripper')}`);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to a job-site list' });
    await expect(dialog.getByLabel('Name of the new list')).toBeVisible();
    await expect(dialog.getByLabel('Quantity (pcs)')).toHaveValue(String(stripper.minOrderQuantity));
    await screenShot(page, 'add-to-list-dialog-on-card');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await screenShot(page, 'add-to-list-card');
  });

  for (const width of [390, 1280]) {
    test(`has no serious or critical axe violations at ${width} px on the lists page, a list and the shared page`, async ({ page }) => {
      // Five pages and dialogs checked one after another.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await createAccount(page.request);
      const { id, token } = await sharedListOf(page.request, 'Site B, Main Street');
      const fits = async () => expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/dashboard/lists');
      await expect(page.getByRole('link', { name: 'Site B, Main Street' })).toBeVisible();
      await fits();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'project-lists');

      await page.goto(`/dashboard/lists/${id}`);
      await expect(listLine(page, LISTED.rcd)).toBeVisible();
      await fits();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'project-list');
      await page.getByRole('button', { name: 'Add all to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'All 2 products were added to your cart' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'project-list-in-cart');

      await page.goto(`/lists/shared/${token}`);
      await expect(listLine(page, LISTED.stripper)).toBeVisible();
      await fits();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'shared-list');

      const stripper = await productNamed(page.request, LISTED.stripper);
      await page.goto(productPath(stripper));
      const addToList = page.getByRole('button', { name: `Add to list ${LISTED.stripper}` });
      await addToList.scrollIntoViewIfNeeded();
      await screenShot(page, 'product-page-add-to-list');
      await addToList.click();
      await expect(page.getByRole('dialog', { name: 'Add to a job-site list' }).getByLabel('List', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenShot(page, 'add-to-list-dialog');
    });
  }
});
