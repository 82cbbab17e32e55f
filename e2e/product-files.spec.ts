import { expect, type Page } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { productFileMessages } from '../src/shared/schemas/product-files.js';
import { createAccount, expectPath, signInThroughApi, test } from './support/accounts.js';
import { screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';

const PAGE = '/dashboard/products/files';
const HEADER = 'sku,name,description,category,price,min_order,stock,price_tiers,brand,attr:voltage';

async function openAsAdmin(page: Page) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Product files' })).toBeVisible();
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** Chooses the file as a person would in the file picker, and sends it to be checked. */
async function checkFile(page: Page, name: string, text: string) {
  await page.getByLabel('Product file (CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Report: ${name}` })).toBeVisible();
}

test.describe('Product files (/dashboard/products/files)', () => {
  test('an admin imports a file with errors, reads the report, fixes it, applies it and sees the products in Manage Products', async ({ page }) => {
    test.slow(); // two uploads, a check each, and an apply
    const suffix = unique();
    const rows = (price: string, voltage: string) =>
      [
        HEADER,
        `IMP-${suffix}-1,Impact Driver ID-${suffix},Compact impact driver.,drills-and-drivers,${price},1,12,10:5%,Voltek,${voltage}`,
        `IMP-${suffix}-2,Jigsaw JS-${suffix},Pendulum jigsaw.,grinders-and-saws,89.00,1,4,,Voltek,18 V`,
      ].join('\n');
    await openAsAdmin(page);
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Product files' }).filter({ visible: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Download products (CSV)' })).toHaveAttribute('href', '/api/admin/products.csv');

    // A file with a wrong price and a wrong unit: the report names the line, the column and what is wrong; nothing changes.
    await checkFile(page, 'supplier-list.csv', rows('ten', '18 kg'));
    const problems = page.getByRole('table', { name: 'Problems in supplier-list.csv' });
    await expect(problems).toBeVisible();
    await expect(problems.getByRole('row').filter({ hasText: 'price' })).toContainText(productFileMessages.priceShape);
    await expect(problems.getByRole('row').filter({ hasText: 'attr:voltage' })).toContainText('Voltage: kg is not a unit of this value');
    await expect(problems.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2');
    await expect(page.getByText(/This file has 2 problems\. Nothing was changed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await screenshot(page, 'product-files-problems');

    // Fixed and checked again: no problems, then applied after a confirmation.
    await checkFile(page, 'supplier-list-fixed.csv', rows('129.00', '18 V'));
    await expect(page.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible();
    await expect(page.getByText('No problems. Nothing has changed yet')).toBeVisible();
    await screenshot(page, 'product-files-ready');
    await page.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply supplier-list-fixed.csv?' });
    await expect(confirm).toContainText('2 products are added and 0 changed');
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Applied: 2 added, 0 changed.')).toBeVisible();
    await screenshot(page, 'product-files-applied');

    await page.getByRole('link', { name: 'Manage Products' }).filter({ visible: true }).last().click();
    await expectPath(page, '/dashboard/manageAllprodcts');
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row').filter({ hasText: `Impact Driver ID-${suffix}` })).toContainText('$129.00');
    await expect(table.getByRole('row').filter({ hasText: `Jigsaw JS-${suffix}` })).toBeVisible();
  });

  test('a customer who opens it goes to My Orders with "Admins only"', async ({ page }) => {
    await createAccount(page.request);
    await page.goto(PAGE);
    await expectPath(page, '/dashboard');
    await expect(page.getByText(accountMessages.adminsOnly, { exact: true })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`has no serious or critical axe violations at ${width} px, with a report of problems on it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsAdmin(page);
      await expectNoSeriousA11yViolations(page);
      await checkFile(page, `bad-${width}.csv`, `${HEADER}\nAXE-${unique()},Drill,A drill.,no-such-category,12.50,1,1,,,\n`);
      await expect(page.getByRole('table', { name: `Problems in bad-${width}.csv` })).toContainText('No live category has this address');
      const scrollWidth = await page.locator('html').evaluate((root) => root.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'product-files-axe');

      // An old export lowers a stock: the report shows it before anything is applied.
      const sku = `AXE-${unique()}`;
      await checkFile(page, `new-${width}.csv`, `${HEADER}\n${sku},Drill ${sku},A drill.,drills-and-drivers,12.50,1,40,,,\n`);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('dialog', { name: `Apply new-${width}.csv?` }).getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Applied: 1 added, 0 changed.')).toBeVisible();
      await checkFile(page, `old-export-${width}.csv`, `sku,stock\n${sku},35\n`);
      await expect(page.getByRole('heading', { level: 3, name: 'The file changes the stock of 1 product' })).toBeVisible();
      await expect(page.getByText(`line 2, ${sku}: stock 40 → 35`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'product-files-stock');
    });
  }
});
