import { expect, type Page } from '@playwright/test';
import { compareMessages } from '../src/shared/compare.js';
import { test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';

const products = (page: Page) => page.getByRole('list', { name: 'Products' });

/**
 * Issue 38 §6: products of one category side by side by their specifications, the differences
 * marked, chosen from cards and product pages; on a phone the table scrolls one product at a time.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a shopper compares drills at ${viewport.width} px: chosen from cards and a product page, differences marked, one category only`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Top rated first: the demo's rated drills lead, whatever other tests add to the category.
    await page.goto('/category/drills-and-drivers?sort=top-rated');
    const headings = products(page).getByRole('article').getByRole('heading');
    // The demo's two rated drills (their prices differ), and a third.
    await expect(headings.nth(2)).toBeVisible();
    const names = (await headings.allInnerTexts()).slice(0, 3);
    expect(names).toHaveLength(3);
    const compareButton = (name: string) => products(page).getByRole('button', { name: `Compare ${name}` });
    await compareButton(names[0]!).click();
    await expect(compareButton(names[0]!)).toHaveAttribute('aria-pressed', 'true');
    await compareButton(names[1]!).click();
    const bar = page.getByRole('complementary', { name: 'Comparison' });
    await expect(bar.getByRole('link', { name: 'Compare 2 of 4' })).toBeVisible();

    // The third from its product page.
    await products(page).getByRole('heading', { name: names[2]! }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: names[2]! })).toBeVisible();
    await page.getByRole('button', { name: `Compare ${names[2]!}` }).click();
    await expect(bar.getByRole('link', { name: 'Compare 3 of 4' })).toBeVisible();

    // A product of another category is refused, readably.
    await page.goto('/category/hand-tools');
    await products(page).getByRole('button', { name: /^Compare / }).first().click();
    await expect(page.getByText(compareMessages.otherCategory)).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Compare 3 of 4' })).toBeVisible();

    await bar.getByRole('link', { name: 'Compare 3 of 4' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
    const table = page.getByRole('table');
    for (const name of names) await expect(table.getByRole('columnheader', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    const voltage = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Voltage/ }) });
    await expect(voltage.getByRole('cell')).toHaveCount(3);
    // Prices of different drills differ; the row says so.
    await expect(table.getByRole('rowheader', { name: /Price/ })).toContainText('differs');
    const rowsBefore = await table.getByRole('row').count();
    const onlyDifferences = page.getByRole('checkbox', { name: 'Show only differences' });
    await onlyDifferences.click();
    await expect(onlyDifferences).toBeChecked();
    await expect(table.getByRole('rowheader', { name: /Price/ })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeLessThan(rowsBefore);
    for (const header of await table.getByRole('rowheader').all()) await expect(header).toContainText('differs');
    await expectNoSeriousA11yViolations(page);

    if (viewport.width === 390) {
      // On a phone the table scrolls sideways, each product a column of most of the screen.
      const region = page.getByRole('region', { name: 'Comparison table, scrolls sideways' });
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      const column = await table.getByRole('columnheader').first().boundingBox();
      expect(column!.width).toBeGreaterThan(viewport.width * 0.55);
    }

    // The address holds the comparison and its rows: they survive a reload; removing a product leaves the others.
    await page.reload();
    await expect(onlyDifferences).toBeChecked();
    await onlyDifferences.click();
    await expect(onlyDifferences).not.toBeChecked();
    await expect(table.getByRole('row')).toHaveCount(rowsBefore);
    await table.getByRole('button', { name: `Remove ${names[0]!}` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    // The button went with its column: the focus is on the page's heading, not lost.
    await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeFocused();
    await table.getByRole('button', { name: `Remove ${names[1]!}` }).click();
    await expect(page.getByText(compareMessages.tooFew)).toBeVisible();
  });
}
