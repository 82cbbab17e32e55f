import { mkdir } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productMessages } from '../src/shared/catalog.js';
import type { Product, ProductForAdmin } from '../src/shared/schemas/catalog.js';
import type { ProductDetails } from '../src/shared/schemas/discovery.js';
import type { UploadedPicture } from '../src/shared/schemas/media.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { baseUrl, expectPath, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { pictureBuffer, pictureFile } from './support/pictures.js';
import { categoryId, newestProducts, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

const ADD_PRODUCT = '/dashboard/addProduct';
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function details(request: APIRequestContext, idOrSlug: string): Promise<ProductDetails> {
  const response = await request.get(`/api/products/${encodeURIComponent(idOrSlug)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductDetails;
}

/** A picture of its own colour, uploaded as the admin (`request`) would. */
async function uploadColoured(request: APIRequestContext, r: number): Promise<UploadedPicture> {
  const response = await request.post('/api/media/pictures', {
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: await pictureBuffer('png', { r, g: 120, b: 60 }) } },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as UploadedPicture;
}

async function openAddProduct(page: Page) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(ADD_PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Product');
  return page.getByRole('form', { name: 'Add Product' });
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('the product form: category, part numbers, specification, several pictures (issue 13)', () => {
  test('an admin adds a drill with its power typed as "1.5 kW" and two pictures; the shop shows 1,500 W', async ({ page }) => {
    const name = uniqueProductName('Test Impact Drill');
    const sku = `E2E-${name.split(' ').at(-1)}`;
    const form = await openAddProduct(page);
    let posted = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/products') && (posted += 1));

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price').fill('189.00');
    await form.getByLabel('Available quantity').fill('20');
    await form.getByLabel('Minimum order quantity').fill('1');
    await form.getByLabel('Description').fill('Impact drill made by a browser test.');
    await expect(form.getByText('Choose a category: its specification fields appear here.')).toBeVisible();

    await form.getByLabel('Category').selectOption(await categoryId(page, 'drills-and-drivers'));
    // The drill category's own attributes and those of Power tools above it.
    await expect(form.getByLabel('Power (W)')).toBeVisible();
    for (const label of ['Voltage (V)', 'Cordless', 'Battery platform', 'Max. torque (Nm)', 'Chuck size (mm)']) await expect(form.getByLabel(label)).toBeVisible();
    await form.getByLabel('Brand').fill('Voltek');
    await form.getByLabel('Part number').fill(sku);
    await form.getByLabel('Manufacturer number').fill('ID-18-BL');
    await form.getByLabel('EAN').fill('4006381333932');
    await form.getByLabel('Power (W)').fill('1.5 kV');
    await form.getByLabel('Voltage (V)').fill('18');
    await form.getByLabel('Cordless').selectOption('Yes');
    await form.getByLabel('Battery platform').selectOption('18 V system');

    await form.getByLabel('Picture', { exact: true }).setInputFiles(await pictureFile('jpeg'));
    await expect(form.getByText('Picture uploaded')).toBeVisible();
    await form.getByLabel('Add another picture').setInputFiles(await pictureFile('png'));
    await expect(form.getByRole('list', { name: 'More pictures' }).getByRole('img', { name: 'Picture 2' })).toBeVisible();

    // Wrong unit and a wrong check digit are caught before anything is sent.
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByText('Power: kV is not a unit of this value; use mW, W, kW')).toBeVisible();
    await expect(form.getByText(productMessages.eanInvalid)).toBeVisible();
    await expect(form.getByLabel('EAN')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
    await screenshot(page, `add-product-errors-${page.viewportSize()?.width}`);

    await form.getByLabel('EAN').fill('4006381333931');
    await form.getByLabel('Power (W)').fill('1.5 kW');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText(productMessages.added)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByRole('list', { name: 'More pictures' })).toHaveCount(0);

    const product = (await newestProducts(page.request, 20)).find((item) => item.name === name);
    expect(product).toBeDefined();
    try {
      const shown = await details(page.request, product!.slug);
      expect(shown).toMatchObject({ sku, mpn: 'ID-18-BL', brand: 'Voltek', ean: '4006381333931', category: { slug: 'drills-and-drivers' } });
      expect(shown.specs).toEqual(
        expect.arrayContaining([
          { key: 'power', label: 'Power', value: '1,500 W' },
          { key: 'voltage', label: 'Voltage', value: '18 V' },
          { key: 'cordless', label: 'Cordless', value: 'Yes' },
          { key: 'battery-platform', label: 'Battery platform', value: '18 V system' },
        ]),
      );
      expect(shown.pictures).toHaveLength(2);

      // The same part number again is refused by the server, under its field.
      await form.getByLabel('Name').fill(`${name} copy`);
      await form.getByLabel('Price').fill('10');
      await form.getByLabel('Available quantity').fill('1');
      await form.getByLabel('Minimum order quantity').fill('1');
      await form.getByLabel('Description').fill('A copy.');
      await form.getByLabel('Category').selectOption(await categoryId(page, 'drills-and-drivers'));
      await form.getByLabel('Part number').fill(sku.toLowerCase());
      await form.getByLabel('Picture', { exact: true }).setInputFiles(await pictureFile('jpeg'));
      await expect(form.getByText('Picture uploaded')).toBeVisible();
      await form.getByRole('button', { name: 'Add Product' }).click();
      await expect(form.getByText(productMessages.skuTaken)).toBeVisible();
      await expect(form.getByLabel('Part number')).toBeFocused();
    } finally {
      await removeProductThroughApi(page.request, product!.id);
    }
  });

  test('Edit opens the same form filled: the specification in its units, the pictures in order', async ({ page }) => {
    await signInThroughApi(page, E2E_ADMIN);
    const name = uniqueProductName('Test Edited Drill');
    const pictures = [await uploadColoured(page.request, 10), await uploadColoured(page.request, 90), await uploadColoured(page.request, 170)];
    const created = await page.request.post('/api/products', {
      data: {
        name,
        price: 9999,
        availableQuantity: 5,
        minOrderQuantity: 1,
        description: 'Made by a browser test.',
        categoryId: await categoryId(page, 'drills-and-drivers'),
        brand: 'Ferrox',
        attributes: { power: '750 W', cordless: false },
        pictures: pictures.map((picture) => picture.key),
      },
      headers: { origin: baseUrl() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { product: Product }).product;
    try {
      await page.goto('/dashboard/manageAllprodcts');
      await page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name }).getByRole('link', { name: `Edit ${name}` }).click();
      await expectPath(page, `/dashboard/editProduct/${product.id}`);
      const form = page.getByRole('form', { name: `Edit ${name}` });
      await expect(form.getByLabel('Category')).toHaveValue(await categoryId(page, 'drills-and-drivers'));
      await expect(form.getByLabel('Power (W)')).toHaveValue('750 W');
      await expect(form.getByLabel('Cordless')).toHaveValue('no');
      await expect(form.getByLabel('Brand')).toHaveValue('Ferrox');
      const more = form.getByRole('list', { name: 'More pictures' });
      await expect(more.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', pictures[1]!.image.src);
      await expect(more.getByRole('img', { name: 'Picture 3' })).toHaveAttribute('src', pictures[2]!.image.src);

      // The third picture moves before the second (focus stays on it), then the new second goes.
      await more.getByRole('button', { name: 'Move picture 3 earlier' }).click();
      await expect(more.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', pictures[2]!.image.src);
      await expect(more.getByRole('button', { name: 'Move picture 2 later' })).toBeFocused();
      await screenshot(page, 'edit-product-1280');
      await more.getByRole('button', { name: 'Remove picture 3' }).click();
      // The first picture and the second trade places.
      await more.getByRole('button', { name: 'Make picture 2 the main picture' }).click();
      await expect(more.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', pictures[0]!.image.src);
      await expect(form.getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute('src', pictures[2]!.image.src);
      await form.getByLabel('Power (W)').fill('2 kW');
      await form.getByLabel('Cordless').selectOption('Yes');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(productMessages.updated)).toBeVisible();
      await expectPath(page, '/dashboard/manageAllprodcts');

      const shown = await details(page.request, product.slug);
      expect(shown.specs).toEqual(expect.arrayContaining([{ key: 'power', label: 'Power', value: '2,000 W' }, { key: 'cordless', label: 'Cordless', value: 'Yes' }]));
      expect(shown.pictures.map((picture) => picture.src)).toEqual([pictures[2]!.image.src, pictures[0]!.image.src]);
      const raw = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as ProductForAdmin;
      expect(raw.attributes).toEqual(expect.arrayContaining([{ key: 'power', value: 2000, unit: 'W' }]));
    } finally {
      await removeProductThroughApi(page.request, product.id);
    }
  });
});

test.describe('accessibility of the product form with its specification', () => {
  for (const width of [390, 1280]) {
    test(`Add Product with a category chosen, at ${width} px`, async ({ page }) => {
      // axe on a whole page can take most of the default 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const form = await openAddProduct(page);
      await form.getByLabel('Category').selectOption(await categoryId(page, 'drills-and-drivers'));
      await expect(form.getByLabel('Power (W)')).toBeVisible();
      await form.getByLabel('Add another picture').setInputFiles(await pictureFile('png'));
      await expect(form.getByRole('img', { name: 'Picture 2' })).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `add-product-${width}`);
      await form.getByLabel('Power (W)').fill('3 A');
      await form.getByRole('button', { name: 'Add Product' }).click();
      await expect(form.getByText(/^Power: A is not a unit of this value/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
