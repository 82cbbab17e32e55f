import { expect, type Locator, type Page } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { HOME_PRODUCT_COUNT, productMessages } from '../src/shared/catalog.js';
import { MAX_PICTURE_BYTES, mediaMessages } from '../src/shared/schemas/media.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { createAccount, expectPath, signInThroughApi, test, uniqueClientIp } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { pictureFile } from './support/pictures.js';
import { categoryId, createProductThroughApi, newestProducts, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

const ADD_PRODUCT = '/dashboard/addProduct';
const MANAGE_PRODUCTS = '/dashboard/manageAllprodcts';

async function openAsAdmin(page: Page, path: string, heading: string | RegExp) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

function productRow(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
}

/** A product card of the shop's grids (inside `scope`), by the product's name. */
function productCard(page: Page, name: string, scope: Page | Locator = page): Locator {
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('Add Product (/dashboard/addProduct)', () => {
  test('an admin adds a product with a picture; it shows first on the home page', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const name = uniqueProductName('Test Cordless Drill');
    let added: string | undefined;
    await openAsAdmin(page, ADD_PRODUCT, 'Add Product');
    await expect(page).toHaveTitle(`Add Product · ${shop.name}`);

    const form = page.getByRole('form', { name: 'Add Product' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price').fill('149.50');
    await form.getByLabel('Available quantity').fill('75');
    await form.getByLabel('Minimum order quantity').fill('3');
    await form.getByLabel('Picture', { exact: true }).setInputFiles(await pictureFile('jpeg'));
    await expect(form.getByText('Picture uploaded')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Preview of the picture' })).toBeVisible();
    await form.getByLabel('Description').fill('18 V cordless drill with two batteries, made by a browser test.');
    // Every product is filed in a category (issue 13).
    await form.getByLabel('Category').selectOption(await categoryId(page, 'drills-and-drivers'));

    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/products') && response.status() === 201) {
        added = ((await response.json()) as { product: { id: string } }).product.id;
      }
    });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText(productMessages.added)).toBeVisible();
    // The form is ready for the next product.
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Price')).toHaveValue('');
    await expect(form.getByText('Picture uploaded')).toHaveCount(0);

    // The typed dollars arrived as cents.
    const newest = await newestProducts(page.request, HOME_PRODUCT_COUNT);
    const product = newest.find((item) => item.name === name);
    expect(product).toMatchObject({ price: 14950, availableQuantity: 75, minOrderQuantity: 3 });
    expect(product?.id).toBe(added);

    // First on the home page (only products other tests added after it may come before it).
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our Tools' });
    await expect(async () => {
      const names = (await newestProducts(page.request, HOME_PRODUCT_COUNT)).map((item) => item.name);
      await page.reload();
      // Once the cards are there, they either match the server's newest products or a test beside
      // this one added another in between: then load again.
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(names.length);
      expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(names);
    }).toPass();
    const position = (await newestProducts(page.request, HOME_PRODUCT_COUNT)).findIndex((item) => item.name === name);
    const newer = (await newestProducts(page.request, HOME_PRODUCT_COUNT)).slice(0, position);
    expect(newer.every((item) => item.createdAt >= product!.createdAt)).toBe(true);
    const card = productCard(page, name, section);
    await expect(card.getByText('$149.50')).toBeVisible();
    await expect(card.getByText('75 pcs')).toBeVisible();
    await expect(card.getByText('NEW', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name })).toHaveAttribute('src', product!.image.src);
  });

  test("every field is checked with the server's messages before anything is sent", async ({ page }) => {
    await openAsAdmin(page, ADD_PRODUCT, 'Add Product');
    let posted = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/products') && (posted += 1));
    const form = page.getByRole('form', { name: 'Add Product' });
    await form.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      productMessages.nameRequired,
      productMessages.priceRequired,
      productMessages.availableRequired,
      productMessages.minimumRequired,
      productMessages.pictureRequired,
      productMessages.descriptionRequired,
      productMessages.categoryRequired,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Price').fill('0');
    await form.getByLabel('Available quantity').fill('-1');
    await form.getByLabel('Minimum order quantity').fill('0');
    await expect(form.getByText(productMessages.pricePositive)).toBeVisible();
    await expect(form.getByText(productMessages.availableWhole)).toBeVisible();
    await expect(form.getByText(productMessages.minimumWhole)).toBeVisible();

    await form.getByLabel('Price').fill('12.345');
    await expect(form.getByText(productMessages.priceCents)).toBeVisible();
    await form.getByLabel('Price').fill('12.34');
    await expect(form.getByText(productMessages.priceCents)).toHaveCount(0);
    // Minimum above the stock is allowed (SPEC §5).
    await form.getByLabel('Available quantity').fill('1');
    await form.getByLabel('Minimum order quantity').fill('5');
    await expect(form.getByText(productMessages.availableWhole)).toHaveCount(0);
    await expect(form.getByText(productMessages.minimumWhole)).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('a file that is not a picture, or is larger than 5 MB, is refused with a clear message', async ({ page }) => {
    await openAsAdmin(page, ADD_PRODUCT, 'Add Product');
    let uploads = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/media/pictures') && (uploads += 1));
    const form = page.getByRole('form', { name: 'Add Product' });
    const picture = form.getByLabel('Picture', { exact: true });

    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(form.getByText(mediaMessages.notAPicture)).toBeVisible();
    await expect(picture).toHaveAttribute('aria-invalid', 'true');

    await picture.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(MAX_PICTURE_BYTES + 1) });
    await expect(form.getByText(mediaMessages.tooLarge)).toBeVisible();
    expect(uploads).toBe(0);

    // Claims to be a PNG but is not one: the server checks the bytes and says so.
    await picture.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text pretending to be a PNG') });
    await expect(form.getByText(mediaMessages.notAPicture)).toBeVisible();
    await expect(form.getByText('Picture uploaded')).toHaveCount(0);
    expect(uploads).toBe(1);
  });
});

test.describe('Manage Products (/dashboard/manageAllprodcts)', () => {
  test('lists the products with No, Name, quantities and Price, and pages through them in the URL', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await openAsAdmin(page, MANAGE_PRODUCTS, /^Manage Products \(\d+\)$/);
    await expect(page).toHaveTitle(`Manage Products · ${shop.name}`);
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('columnheader')).toHaveText(['No', 'Name', 'Available quantity', 'Minimum quantity', 'Price', 'Edit', 'Remove'], { useInnerText: true });
    await expect(table.getByRole('rowheader').first()).toHaveText('1');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expectPath(page, `${MANAGE_PRODUCTS}?page=2`);
    await expect(table.getByRole('rowheader').first()).toHaveText('21');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test("editing a product's stock changes the Available quantity on its card", async ({ page }) => {
    await signInThroughApi(page, E2E_ADMIN);
    const name = uniqueProductName('Test Edited Saw');
    const product = await createProductThroughApi(page.request, { name, availableQuantity: 12, minOrderQuantity: 1, price: 4999 });
    try {
      await page.goto(MANAGE_PRODUCTS);
      const row = productRow(page, name);
      await expect(row).toContainText('12 pcs');
      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await expectPath(page, `/dashboard/editProduct/${product.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${name}`);
      const form = page.getByRole('form', { name: `Edit ${name}` });
      await expect(form.getByLabel('Name')).toHaveValue(name);
      await expect(form.getByLabel('Price')).toHaveValue('49.99');
      await expect(form.getByLabel('Available quantity')).toHaveValue('12');
      await expect(form.getByLabel('Minimum order quantity')).toHaveValue('1');
      await expect(form.getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute('src', product.image.src);

      // Cancel leaves without saving.
      await form.getByLabel('Available quantity').fill('999');
      await form.getByRole('link', { name: 'Cancel' }).click();
      await expectPath(page, MANAGE_PRODUCTS);
      await expect(row).toContainText('12 pcs');

      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await expect(form.getByLabel('Available quantity')).toHaveValue('12');
      await form.getByLabel('Available quantity').fill('');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByText(productMessages.availableRequired)).toBeVisible();
      await form.getByLabel('Available quantity').fill('321');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(productMessages.updated)).toBeVisible();
      await expectPath(page, MANAGE_PRODUCTS);
      await expect(row).toContainText('321 pcs');

      await page.goto('/allProduct');
      const card = productCard(page, name);
      await expect(card.getByText('321 pcs')).toBeVisible();
      await expect(card.getByText('$49.99')).toBeVisible();
    } finally {
      await removeProductThroughApi(page.request, product.id);
    }
  });

  test('Remove asks in a modal naming the product; the product disappears from the shop', async ({ page }) => {
    await signInThroughApi(page, E2E_ADMIN);
    const name = uniqueProductName('Test Removed Cable');
    await createProductThroughApi(page.request, { name });
    await page.goto(MANAGE_PRODUCTS);
    const row = productRow(page, name);
    const remove = row.getByRole('button', { name: `Remove ${name}` });

    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Remove ${name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${name} will disappear from the shop`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(productMessages.removed)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.goto('/allProduct');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
    expect((await newestProducts(page.request, 100)).map((item) => item.name)).not.toContain(name);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px the table fits the screen and Edit and Remove are there, not cut off`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAsAdmin(page, MANAGE_PRODUCTS, /^Manage Products \(\d+\)$/);
      const table = page.getByRole('table', { name: 'Products' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow.getByRole('link', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
      await expect(firstRow.getByRole('button', { name: /^Remove / }).filter({ visible: true })).toBeInViewport({ ratio: 1 });
      if (viewport.width === 390) await expect(firstRow.getByText('Available')).toBeVisible();
    });
  }
});

test.describe('dashboard menu and access', () => {
  test('admins see Add Product, Manage Products and Messages; customers see Add Review and are kept out of admin pages', async ({ page, browser }) => {
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto('/dashboard/user');
    const adminMenu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(adminMenu.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', ADD_PRODUCT);
    await expect(adminMenu.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', MANAGE_PRODUCTS);
    await expect(adminMenu.getByRole('link', { name: /^Messages( \(\d+\))?$/ })).toHaveAttribute('href', '/dashboard/messages');
    await expect(adminMenu.getByRole('link', { name: 'Add Review' })).toHaveCount(0);
    await adminMenu.getByRole('link', { name: 'Manage Products' }).click();
    await expectPath(page, MANAGE_PRODUCTS);
    await expect(adminMenu.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('aria-current', 'page');

    const customerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    const customer = await customerContext.newPage();
    await createAccount(customer.request);
    await customer.goto('/dashboard/updateProfile');
    const customerMenu = customer.getByRole('navigation', { name: 'Dashboard' });
    await expect(customerMenu.getByRole('link', { name: 'Add Review' })).toHaveAttribute('href', '/dashboard/addReview');
    for (const label of ['Add Product', 'Manage Products', /^Messages/]) {
      await expect(customerMenu.getByRole('link', { name: label })).toHaveCount(0);
    }
    for (const path of [ADD_PRODUCT, MANAGE_PRODUCTS, '/dashboard/messages']) {
      await customer.goto(path);
      await expectPath(customer, '/dashboard');
      await expect(customer.getByText(accountMessages.adminsOnly)).toBeVisible();
    }
    await customerContext.close();
  });

  test('a visitor is sent to sign in and comes back to Add Product', async ({ page }) => {
    await page.goto(ADD_PRODUCT);
    await expectPath(page, '/login?returnTo=%2Fdashboard%2FaddProduct');
  });
});

test.describe('accessibility of the product admin pages', () => {
  for (const width of [1280, 390]) {
    test(`Add Product at ${width} px, empty and with its messages`, async ({ page }) => {
      // axe on a whole page can take most of the default 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openAsAdmin(page, ADD_PRODUCT, 'Add Product');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('form', { name: 'Add Product' }).getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByText(productMessages.nameRequired)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test(`Manage Products at ${width} px, and its Edit page`, async ({ page }) => {
      // axe on a whole page can take most of the default 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openAsAdmin(page, MANAGE_PRODUCTS, /^Manage Products \(\d+\)$/);
      await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: /^Edit / }).first().click();
      await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
      await expect(page.getByText('Specification', { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
