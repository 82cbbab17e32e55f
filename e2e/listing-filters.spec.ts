import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SearchResult } from '../src/shared/schemas/discovery.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function searchAnswer(request: APIRequestContext, query: string): Promise<SearchResult> {
  const response = await request.get(`/api/search?pageSize=1&${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchResult;
}

const countText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

function resultCount(page: Page, count: number) {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${countText(count)}$`) });
}

function filterSheet(page: Page) {
  return page.getByRole('dialog', { name: 'Filters' });
}

test.describe('price, brand and category filters on a phone', () => {
  test.use({ viewport: PHONE });

  test('all tools offer category, price and brand, not every specification; the choices stay in the URL and carry into a category', async ({ page, request }) => {
    const everything = await searchAnswer(request, '');
    const voltek = everything.brands.find((brand) => brand.value === 'Voltek')!;
    const voltekFrom50 = await searchAnswer(request, 'brand=Voltek&price=50..');
    expect(voltekFrom50.total).toBeGreaterThan(0);
    expect(voltekFrom50.total).toBeLessThan(voltek.count);

    await page.goto('/allProduct');
    await expect(resultCount(page, everything.total)).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = filterSheet(page);
    await expect(sheet).toBeVisible();
    // Products of seven categories side by side: no drill's chuck size beside a lamp's flux.
    await expect(sheet.getByText('Category', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Brand', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Chuck size')).toHaveCount(0);
    await expect(sheet.getByText('Luminous flux')).toHaveCount(0);

    await sheet.getByRole('checkbox', { name: `Voltek (${voltek.count} products)` }).click();
    await expect(page).toHaveURL(/brand=Voltek/);
    await expect(sheet.getByRole('button', { name: `Show ${countText(voltek.count)}` })).toBeVisible();
    await sheet.getByRole('textbox', { name: /^From \(Price/ }).fill('50');
    await sheet.getByRole('button', { name: 'Apply Price' }).click();
    await expect(page).toHaveURL(/price=50\.\./);
    await sheet.getByRole('button', { name: `Show ${countText(voltekFrom50.total)}` }).click();
    await expect(sheet).toBeHidden();
    await expect(resultCount(page, voltekFrom50.total)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('button')).toHaveText(['Price: from $50.00', 'Brand: Voltek']);
    await expectNoSeriousA11yViolations(page);

    // A reload keeps it; a category keeps brand and price and offers that category's specifications.
    await page.reload();
    await expect(resultCount(page, voltekFrom50.total)).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const powerTools = voltekFrom50.categories.find((category) => category.slug === 'power-tools')!;
    await filterSheet(page).getByRole('link', { name: `Power tools (${powerTools.count} products)` }).click();
    await expect(page).toHaveURL(/\/category\/power-tools\?brand=Voltek&price=50\.\./);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power tools');
    await expect(resultCount(page, powerTools.count)).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(filterSheet(page).getByText('Battery platform')).toBeVisible();
    await expect(filterSheet(page).getByRole('checkbox', { name: /^Voltek/ })).toBeChecked();
  });
});

test.describe('price, brand and category filters on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a search offers the categories it falls in and the specifications of the one that holds most', async ({ page, request }) => {
    const cable = await searchAnswer(request, 'q=cable');
    expect(cable.categories.length).toBeGreaterThan(0);
    const [first] = cable.categories;
    await page.goto('/search?q=cable');
    await expect(resultCount(page, cable.total)).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filters' });
    for (const facet of cable.facets) await expect(filters.getByText(facet.label, { exact: true }).first()).toBeVisible();
    await expect(filters.getByText('Battery platform')).toHaveCount(0);
    await filters.getByRole('link', { name: `${first!.name} (${countText(first!.count)})` }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=cable&category=${first!.slug}`));
    await expect(resultCount(page, first!.count)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('button', { name: `Remove filter Category: ${first!.name}` })).toBeVisible();

    // A brand no product of the search has any more stays ticked, to be taken off.
    await page.goto('/search?q=cable&brand=Ferrox');
    await expect(page.getByText('No products match')).toBeVisible();
    await filters.getByRole('checkbox', { name: 'Ferrox (0 products)' }).click();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(resultCount(page, cable.total)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
