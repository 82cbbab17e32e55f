import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { categoryPath, productPath, slugify } from '../src/shared/discovery.js';
import { orderPath } from '../src/shared/routes.js';
import type { Product } from '../src/shared/schemas/catalog.js';
import type { CategoryList, ProductDetails, RelatedProducts } from '../src/shared/schemas/discovery.js';
import { stockAlertMessages } from '../src/shared/schemas/stock-alerts.js';
import { baseUrl, createAccount, expectRedText, newAccount, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { adminBrowser, moneyFormatter } from './support/orders.js';
import { uploadPictureThroughApi } from './support/pictures.js';
import { removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

/** Demo products (src/server/demo/products/power-tools.ts): one added a day ago, one with no stock at all. */
const NEW_DRILL = '18V Brushless Hammer Drill HD-18B';
const SOLD_OUT_SAW = '185 mm Circular Saw CS-185';

async function details(request: APIRequestContext, idOrSlug: string): Promise<ProductDetails> {
  const response = await request.get(`/api/products/${encodeURIComponent(idOrSlug)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProductDetails;
}

async function related(request: APIRequestContext, idOrSlug: string): Promise<RelatedProducts> {
  const response = await request.get(`/api/products/${encodeURIComponent(idOrSlug)}/related`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RelatedProducts;
}

async function openProduct(page: Page, name: string): Promise<void> {
  await page.goto(`/product/${slugify(name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

function mainPicture(page: Page) {
  return page.getByRole('main').getByRole('img', { name: /, picture \d+ of \d+$/ });
}

/** How far the page would scroll sideways (0 when everything fits the screen). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
}

function backInStockForm(page: Page) {
  return page.getByRole('form', { name: 'Email me when it is back' });
}

/**
 * A product of the admin's making that cannot be ordered (none available), filed in the saws'
 * category, so a test may change its stock without touching the demo catalog others read.
 */
async function soldOutProductOfOurOwn(browser: Browser) {
  const admin = await adminBrowser(browser);
  const request = admin.page.request;
  const { categories } = (await (await request.get('/api/categories')).json()) as CategoryList;
  const saws = categories.find((category) => category.slug === 'grinders-and-saws');
  const picture = await uploadPictureThroughApi(request);
  const response = await request.post('/api/products', {
    data: {
      name: uniqueProductName('Test Sold-Out Saw'),
      price: 12_345,
      availableQuantity: 0,
      minOrderQuantity: 1,
      description: 'A saw made by a browser test, with no stock.',
      imageKey: picture.key,
      categoryId: saws?.id,
    },
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const product = ((await response.json()) as { product: Product }).product;
  return {
    product,
    restock: async () => {
      const restocked = await request.patch(`/api/products/${product.id}`, { data: { availableQuantity: 10 }, headers: { origin: baseUrl() } });
      expect(restocked.status(), await restocked.text()).toBe(200);
    },
    remove: async () => {
      await removeProductThroughApi(request, product.id);
      await admin.context.close();
    },
  };
}

test.describe('product page (/product/:idOrSlug)', () => {
  test('shows a product opened by its address: pictures, numbers, price, stock, specification, breadcrumbs and Order', async ({ page, request }) => {
    const product = await details(request, slugify(NEW_DRILL));
    const formatMoney = await moneyFormatter(request);
    const shop = await fetchShopConfig(request);
    await openProduct(page, NEW_DRILL);
    await expect(page).toHaveTitle(`${NEW_DRILL} · ${shop.name}`);
    const main = page.getByRole('main');

    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 1 of ${product.pictures.length}`);
    await expect(mainPicture(page)).toHaveAttribute('src', product.pictures[0]!.src);
    await expect(main.getByText('NEW', { exact: true })).toBeVisible();
    await expect(main.getByText(`Part number (SKU): ${product.sku}`)).toBeVisible();
    await expect(main.getByText(`Manufacturer number: ${product.mpn}`)).toBeVisible();
    await expect(main.getByText(`EAN: ${product.ean}`)).toBeVisible();
    await expect(main.getByText(`Brand: ${product.brand}`)).toBeVisible();
    await expect(main.getByText(`Price: ${formatMoney(product.price)}`)).toBeVisible();
    // A similar product further down may have as many in stock: the product's own badge comes first.
    await expect(main.getByText(`In stock: ${product.availableQuantity} pcs`, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(`Minimum order: ${product.minOrderQuantity} pcs`)).toBeVisible();
    await expect(main.getByText(product.description)).toBeVisible();

    // The specification: one row per value, its name as the row's header.
    const table = page.getByRole('table', { name: `Specification of ${NEW_DRILL}` });
    expect(product.specs.length).toBeGreaterThan(2);
    await expect(table.getByRole('row')).toHaveCount(product.specs.length);
    for (const [index, spec] of product.specs.entries()) {
      const row = table.getByRole('row').nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(spec.label);
      await expect(row.getByRole('cell')).toHaveText(spec.value);
    }

    // Breadcrumbs: home, then each category down to the product's own, then the product itself.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(product.breadcrumbs.length).toBeGreaterThan(0);
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', ...product.breadcrumbs.map((crumb) => crumb.name)]);
    for (const crumb of product.breadcrumbs) await expect(breadcrumb.getByRole('link', { name: crumb.name, exact: true })).toHaveAttribute('href', categoryPath(crumb));
    await expect(breadcrumb.getByText(NEW_DRILL)).toHaveAttribute('aria-current', 'page');

    const order = main.getByRole('link', { name: `Order ${NEW_DRILL}` });
    await expect(order).toHaveAttribute('href', orderPath(product.id));
    await expect(main.getByRole('form', { name: 'Email me when it is back' })).toHaveCount(0);
    await order.click();
    // The order page is for signed-in customers: a visitor is asked to sign in first, and comes back there.
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === orderPath(product.id));
  });

  test('the same product opens by its id, and similar products lead to their own pages', async ({ page, request }) => {
    const product = await details(request, slugify(NEW_DRILL));
    const { similar } = await related(request, product.id);
    expect(similar.length).toBeGreaterThan(0);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_DRILL);

    const section = page.getByRole('region', { name: 'Similar products' });
    await expect(section.getByRole('listitem')).toHaveCount(similar.length);
    for (const other of similar) await expect(section.getByRole('link', { name: other.name, exact: true })).toHaveAttribute('href', productPath(other));
    await expect(page.getByRole('region', { name: 'In-stock alternatives' })).toHaveCount(0);

    const next = similar[0]!;
    await section.getByRole('link', { name: next.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === productPath(next));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  });

  test('the thumbnails switch the main picture, with the mouse and with the keyboard', async ({ page, request }) => {
    const product = await details(request, slugify(NEW_DRILL));
    const others = (await (await request.get('/api/products?page=1&pageSize=3')).json()) as { items: Product[] };
    // Three pictures, as an admin can give a product: the answer of the real API with two more.
    const pictures = [product.pictures[0]!, ...others.items.filter((item) => item.id !== product.id).map((item) => item.image)].slice(0, 3);
    expect(pictures).toHaveLength(3);
    await page.route(`**/api/products/${slugify(NEW_DRILL)}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as ProductDetails), pictures } });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openProduct(page, NEW_DRILL);

    const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.nth(0)).toHaveAccessibleName(`Show ${NEW_DRILL}, picture 1 of 3`);
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 1 of 3`);
    // On a phone the row of thumbnails stays inside the screen.
    expect(await sidewaysOverflow(page)).toBe(0);

    await thumbnails.nth(2).click();
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 3 of 3`);
    await expect(mainPicture(page)).toHaveAttribute('src', pictures[2]!.src);
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'false');

    await thumbnails.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(thumbnails.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 2 of 3`);
    await expect(mainPicture(page)).toHaveAttribute('src', pictures[1]!.src);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 1 of 3`);
  });

  test('the large picture goes through the pictures by swipe and by its buttons, and zooms over the screen', async ({ page, request }) => {
    const product = await details(request, slugify(NEW_DRILL));
    const others = (await (await request.get('/api/products?page=1&pageSize=3')).json()) as { items: Product[] };
    const pictures = [product.pictures[0]!, ...others.items.filter((item) => item.id !== product.id).map((item) => item.image)].slice(0, 3);
    await page.route(`**/api/products/${slugify(NEW_DRILL)}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as ProductDetails), pictures } });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openProduct(page, NEW_DRILL);
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 1 of 3`);

    // A swipe to the left shows the next picture; one to the right, the one before.
    const figure = page.getByRole('main').getByRole('figure').first();
    const swipe = async (from: number, to: number) => {
      await figure.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: from, clientY: 300, isPrimary: true });
      await figure.dispatchEvent('pointerup', { pointerType: 'touch', clientX: to, clientY: 300, isPrimary: true });
    };
    await swipe(300, 120);
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 2 of 3`);
    await swipe(120, 300);
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 1 of 3`);

    // The buttons, by keyboard: previous from the first goes round to the last.
    await page.getByRole('button', { name: 'Previous picture' }).focus();
    await page.keyboard.press('Enter');
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 3 of 3`);

    // Zoom: the picture over the screen; arrows go through them, Escape returns to the page.
    const zoom = page.getByRole('button', { name: `Zoom ${NEW_DRILL}, picture 3 of 3` });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${NEW_DRILL}: pictures` });
    await expect(dialog.getByRole('img', { name: `${NEW_DRILL}, picture 3 of 3` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: `${NEW_DRILL}, picture 1 of 3` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(mainPicture(page)).toHaveAccessibleName(`${NEW_DRILL}, picture 1 of 3`);
    await expect(page.getByRole('button', { name: `Zoom ${NEW_DRILL}, picture 1 of 3` })).toBeFocused();
  });

  test('a product that cannot be ordered shows in-stock alternatives and "Email me when it is back" instead of Order', async ({ page, request }) => {
    const product = await details(request, slugify(SOLD_OUT_SAW));
    expect(product.availableQuantity).toBeLessThan(product.minOrderQuantity);
    const { substitutes } = await related(request, product.id);
    expect(substitutes.length).toBeGreaterThan(0);
    await openProduct(page, SOLD_OUT_SAW);
    const main = page.getByRole('main');

    await expect(main.getByText('Out of stock', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: `Order ${SOLD_OUT_SAW}` })).toHaveCount(0);
    // Added 95 days ago: no "NEW" badge.
    await expect(main.getByText('NEW', { exact: true })).toHaveCount(0);
    const alternatives = page.getByRole('region', { name: 'In-stock alternatives' });
    await expect(alternatives.getByRole('listitem')).toHaveCount(substitutes.length);
    for (const substitute of substitutes) {
      const card = alternatives.getByRole('listitem').filter({ has: page.getByRole('link', { name: substitute.name, exact: true }) });
      await expect(card.getByRole('link', { name: substitute.name, exact: true })).toHaveAttribute('href', productPath(substitute));
      await expect(card.getByText(`In stock: ${substitute.availableQuantity} pcs`)).toBeVisible();
    }

    // A visitor types an address; the form checks it as the server does, then the server answers.
    const form = backInStockForm(page);
    const email = form.getByLabel('Email');
    await expect(email).toHaveValue('');
    await form.getByRole('button', { name: 'Email me' }).click();
    await expect(form.getByText(accountMessages.emailRequired)).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('not an address');
    await form.getByRole('button', { name: 'Email me' }).click();
    await expect(form.getByText(accountMessages.emailInvalid)).toBeVisible();
    await email.fill(newAccount('stock-alert').email);
    await form.getByRole('button', { name: 'Email me' }).click();
    await expect(page.getByRole('status').filter({ hasText: stockAlertMessages.created })).toBeVisible();
    await expect(form).toHaveCount(0);
  });

  test('a signed-in customer finds their email already filled in', async ({ page, request }) => {
    const account = await createAccount(page.request, newAccount());
    const product = await details(request, slugify(SOLD_OUT_SAW));
    await openProduct(page, SOLD_OUT_SAW);
    const form = backInStockForm(page);
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    const sent = page.waitForRequest((sentRequest) => sentRequest.method() === 'POST' && sentRequest.url().endsWith(`/api/products/${product.id}/stock-alerts`));
    await form.getByRole('button', { name: 'Email me' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: account.email });
    await expect(page.getByRole('status').filter({ hasText: stockAlertMessages.created })).toBeVisible();
  });

  test("the server's refusal shows in red under the form", async ({ page, browser }) => {
    const own = await soldOutProductOfOurOwn(browser);
    try {
      await page.goto(`/product/${own.product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.product.name);
      const form = backInStockForm(page);
      await form.getByLabel('Email').fill(newAccount('stock-alert').email);
      // Meanwhile the product came back: the shop says so instead of storing the alert.
      await own.restock();
      await form.getByRole('button', { name: 'Email me' }).click();
      const alert = form.getByRole('alert').filter({ hasText: stockAlertMessages.inStock });
      await expect(alert).toBeVisible();
      await expectRedText(alert);
    } finally {
      await own.remove();
    }
  });

  test('an unknown or removed product shows the not-found page', async ({ page, browser, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/product/no-such-product-anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(`Page not found · ${shop.name}`);
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

    const own = await soldOutProductOfOurOwn(browser);
    await own.remove();
    await page.goto(`/product/${own.product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto(`/product/${own.product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('product cards of the shop lead to the product page; their Order button stays', async ({ page, browser }) => {
    // A product of the test's own, newest of all so its card is on the first page: the first card
    // could be another test's product, removed between the list and the click.
    const own = await soldOutProductOfOurOwn(browser);
    try {
      await own.restock();
      const { name, id } = own.product;
      await page.goto('/allProduct');
      const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
      await expect(card.getByRole('link', { name: /^Order\b/ })).toHaveAttribute('href', orderPath(id));
      const link = card.getByRole('heading', { level: 2 }).getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/product/${slugify(name)}`);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page).toHaveURL((url) => url.pathname === `/product/${slugify(name)}`);
    } finally {
      await own.remove();
    }
  });
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  for (const name of [NEW_DRILL, SOLD_OUT_SAW]) {
    test(`the product page of "${name}" has no serious or critical axe violations (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openProduct(page, name);
      await expect(page.getByRole('region', { name: 'Similar products' }).getByRole('listitem').first()).toBeVisible();
      if (name === SOLD_OUT_SAW) await expect(backInStockForm(page).getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Nothing wider than the screen.
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }
}
