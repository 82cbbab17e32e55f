import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Suggestions } from '../src/shared/schemas/discovery.js';
import { expectNoSeriousA11yViolations, waitForAnimations } from './support/fixtures.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search products' });
}

function productNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 }).allTextContents();
}

/** The count above the results ("7 products"). */
function resultCount(page: Page, count: number) {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${count} products?$`) });
}

/**
 * Ticks or unticks a filter checkbox. Its state follows the URL, which changes right after the
 * click, so the state is awaited instead of checked at once (as `check()` would).
 */
async function setChecked(box: Locator, checked: boolean) {
  await box.click();
  await expect(box).toBeChecked({ checked });
}

async function openFiltersOnPhone(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(filterSheet(page)).toBeVisible();
}

/** On a phone the filters are a modal sheet; its footer's button says how many products the choice leaves. */
function filterSheet(page: Page) {
  return page.getByRole('dialog', { name: 'Filters' });
}

function showButton(page: Page, count: number) {
  return filterSheet(page).getByRole('button', { name: `Show ${count} ${count === 1 ? 'product' : 'products'}` });
}

async function closeFiltersOnPhone(page: Page, count: number) {
  await showButton(page, count).click();
  await expect(filterSheet(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
}

test.describe('search from the navbar (phone)', () => {
  test.use({ viewport: PHONE });

  test('typing shows suggestions; the keyboard picks one; Enter searches the words', async ({ page, request }) => {
    const expected = (await (await request.get('/api/search/suggestions?q=dril')).json()) as Suggestions;
    expect(expected.products.length).toBeGreaterThan(1);
    expect(expected.categories.map((category) => category.name)).toContain('Drills and drivers');
    const optionCount = expected.products.length + expected.categories.length;

    await page.goto('/allProduct');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // /allProduct comes rendered by the server: the box answers once the app has taken it over.
    await box.evaluate((input) => new Promise<void>((resolve) => {
      const ready = () => Object.keys(input).some((key) => key.startsWith('__reactFiber'));
      const check = () => (ready() ? resolve() : setTimeout(check, 16));
      check();
    }));
    await box.fill('dril');

    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(optionCount);
    await expect(options.first()).toContainText(expected.products[0]!.name);
    await expect(options.first()).toContainText(`Part no. ${expected.products[0]!.sku}`);
    await expect(options.first()).toContainText('$');
    await expect(page.getByRole('status').filter({ hasText: `${optionCount} suggestions` })).toBeAttached();

    // Arrow keys move the active option; the focus stays in the box.
    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(box).toBeFocused();
    // Up from the first wraps to the last: the category.
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toHaveText('Drills and drivers');

    // Escape closes the list, a second Escape clears the box.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    // Enter on the active option opens it.
    await box.fill('dril');
    await expect(options).toHaveCount(optionCount);
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/category\/drills-and-drivers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drills and drivers');

    // A product suggestion leads to its page.
    await box.fill('dril');
    await expect(options).toHaveCount(optionCount);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${expected.products[0]!.slug}$`));

    // Enter without an active option searches for the words.
    await box.fill('drill');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=drill$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “drill”');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(box).toHaveValue('drill');
    // The heading comes before the results have loaded: wait for them, then read them all.
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 }).first()).toContainText(/drill/i);
    for (const name of await productNames(page)) expect(name.toLowerCase()).toContain('drill');
  });

  test('the search box and the category tree are reachable from the phone menu', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    const boxWidth = (await box.boundingBox())!.width;
    expect(boxWidth).toBeGreaterThan(PHONE.width - 48);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const categories = page.getByRole('button', { name: 'Categories' });
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    const tree = page.getByRole('navigation', { name: 'Categories' });
    await expect(tree.getByRole('link', { name: 'Power tools' })).toHaveAttribute('href', '/category/power-tools');
    await tree.getByRole('link', { name: 'Installation cable' }).click();
    await expect(page).toHaveURL(/\/category\/installation-cable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation cable');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a range and a choice filter the results, the counts follow, price sorts, and the URL keeps it all', async ({ page }) => {
    await page.goto('/category/power-tools');
    await expect(resultCount(page, 7)).toBeVisible();
    await openFiltersOnPhone(page);

    // A choice: mains tools only; the other facets count what is left.
    await expect(page.getByRole('checkbox', { name: '18 V system (3 products)' })).toBeVisible();
    await setChecked(page.getByRole('checkbox', { name: 'Mains (4 products)' }), true);
    await expect(page).toHaveURL(/f=battery-platform%3AMains/);
    await expect(showButton(page, 4)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'No (4 products)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Yes/ })).toHaveCount(0);
    await setChecked(page.getByRole('checkbox', { name: 'Mains (4 products)' }), false);
    await expect(showButton(page, 7)).toBeVisible();

    // A range: Voltage 12 to 18 V.
    await page.getByRole('textbox', { name: 'From (Voltage, V)' }).fill('12');
    await page.getByRole('textbox', { name: 'To (Voltage, V)' }).fill('18');
    await page.getByRole('button', { name: 'Apply Voltage' }).click();
    await expect(page).toHaveURL(/f=voltage%3A12\.\.18/);
    await expect(showButton(page, 3)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Mains/ })).toHaveCount(0);
    await setChecked(page.getByRole('checkbox', { name: '18 V system (3 products)' }), true);
    await expect(page).toHaveURL(/f=battery-platform%3A18\+V\+system/);
    await closeFiltersOnPhone(page, 3);
    await expect(resultCount(page, 3)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('button')).toHaveText(['Voltage: 12–18 V', 'Battery platform: 18 V system']);

    // Sort by price, lowest first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(() => productNames(page)).toEqual(['18V Impact Driver ID-18', '18V Cordless Drill Driver DD-18', '18V Brushless Hammer Drill HD-18B']);
    const sorted = await productNames(page);

    // A reload shows the same state.
    await page.reload();
    await expect(resultCount(page, 3)).toBeVisible();
    await expect.poll(() => productNames(page)).toEqual(sorted);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await openFiltersOnPhone(page);
    await expect(page.getByRole('textbox', { name: 'From (Voltage, V)' })).toHaveValue('12');
    await expect(page.getByRole('textbox', { name: 'To (Voltage, V)' })).toHaveValue('18');
    await expect(page.getByRole('checkbox', { name: '18 V system (3 products)' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(filterSheet(page)).toBeHidden();

    // Back goes to the list before the sort; forward returns to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

    // A filter chip removes its filter.
    await page.getByRole('button', { name: 'Remove filter Voltage: 12–18 V' }).click();
    await expect(page).not.toHaveURL(/voltage/);
    await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('button')).toHaveText(['Battery platform: 18 V system']);
  });

  test('"In stock only" drops products that cannot be ordered', async ({ page }) => {
    await page.goto('/category/grinders-and-saws');
    await expect(resultCount(page, 4)).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(1);
    await openFiltersOnPhone(page);
    await setChecked(page.getByRole('checkbox', { name: 'In stock only' }), true);
    await expect(page).toHaveURL(/inStock=true/);
    await closeFiltersOnPhone(page, 3);
    await expect(resultCount(page, 3)).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(0);
  });

  test('a range applies when the focus leaves it, in any unit of its quantity', async ({ page }) => {
    await page.goto('/category/power-tools');
    await expect(resultCount(page, 7)).toBeVisible();
    await openFiltersOnPhone(page);
    await page.getByRole('textbox', { name: 'From (Power, W)' }).fill('1.2 kW');
    await filterSheet(page).getByRole('heading', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/f=power%3A1\.2\+kW\.\./);
    await closeFiltersOnPhone(page, 2);
    await expect(resultCount(page, 2)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Filters in use' }).getByRole('button')).toHaveText(['Power: from 1.2 kW']);
  });
});

test.describe('category pages', () => {
  test('breadcrumbs, title, description and subcategories', async ({ page }) => {
    await page.goto('/category/power-tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power tools');
    await expect(page.getByText('Cordless and corded drills, drivers, grinders and saws for the trade.')).toBeVisible();
    const subcategories = page.getByRole('navigation', { name: 'Subcategories' });
    await subcategories.getByRole('link', { name: /^Drills and drivers/ }).click();

    await expect(page).toHaveURL(/\/category\/drills-and-drivers$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Power tools', 'Drills and drivers']);
    await expect(crumbs.getByText('Drills and drivers')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drills and drivers');
    await expect(resultCount(page, 3)).toBeVisible();
    await expect(page).toHaveTitle(/^Drills and drivers · /);
    await crumbs.getByRole('link', { name: 'Power tools' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power tools');
  });

  test('the navbar menu lists the categories on wide screens', async ({ page }) => {
    await page.goto('/allReview');
    const toggle = page.getByRole('button', { name: 'Categories' });
    await toggle.click();
    const tree = page.getByRole('navigation', { name: 'Categories' });
    await expect(tree.getByRole('link', { name: 'Circuit protection' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tree).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await tree.getByRole('link', { name: 'Lighting' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting');
    await expect(tree).toBeHidden();
  });

  test('an unknown category shows the not-found page', async ({ page }) => {
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });
});

test.describe('results that cannot be shown', () => {
  test('a filter the server refuses shows its message and a way out', async ({ page }) => {
    await page.goto('/search?q=drill&f=voltage:18..12');
    const alert = page.getByRole('alert').filter({ hasText: 'These filters cannot be used' });
    await expect(alert).toContainText('Voltage: the lowest value is above the highest');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/search\?q=drill$/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/search?f=wattage:lots');
    await expect(page.getByRole('alert')).toContainText('There is no filter named wattage');
  });

  test('no results offers the nearest products ("Did you mean…")', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('drils xqzt')}`);
    await expect(page.getByText('No products match “drils xqzt”')).toBeVisible();
    await expect(resultCount(page, 0)).toBeVisible();
    const nearest = page.getByRole('region', { name: 'Did you mean…' });
    await expect(nearest.getByRole('heading', { level: 3 }).first()).toContainText('Drill');
  });

  test('/allProduct filters switch to the search and back to the full list', async ({ page, request }) => {
    const all = await (await request.get('/api/products?pageSize=1')).json();
    const inStock = await (await request.get('/api/search?inStock=true&pageSize=1')).json();
    expect(inStock.total).toBeLessThan(all.total);
    await page.goto('/allProduct');
    await expect(resultCount(page, all.total)).toBeVisible();
    await setChecked(page.getByRole('checkbox', { name: 'In stock only' }), true);
    await expect(page).toHaveURL(/\/allProduct\?inStock=true$/);
    await expect(resultCount(page, inStock.total)).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(0);
    // The filtered list pages like the full one, keeping its filters.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/allProduct\?inStock=true&page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => productNames(page).then((names) => names.length)).toBe(inStock.total - 24);

    await page.getByRole('checkbox', { name: 'In stock only' }).click();
    await expect(page).toHaveURL(/\/allProduct$/);
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    await expect(resultCount(page, all.total)).toBeVisible();
  });
});

test.describe('/allProduct rendered by the server', () => {
  for (const path of ['/allProduct', '/allProduct?inStock=true&sort=price-asc&f=voltage:12..18']) {
    test(`${path} takes over the page the server rendered without errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const response = await page.goto(path);
      expect(await response?.text()).toContain('All Tools');
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

const VIEWPORTS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
];

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/search?q=drill', '/category/power-tools?f=voltage:12..18']) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await waitForAnimations(page);
        await expectNoSeriousA11yViolations(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

        if (viewport.name === 'phone') {
          // The filter sheet, open, then closed for the search box behind it.
          await openFiltersOnPhone(page);
          await expectNoSeriousA11yViolations(page);
          await page.keyboard.press('Escape');
          await expect(filterSheet(page)).toBeHidden();
        }
        await searchBox(page).fill('dril');
        await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
        await searchBox(page).press('ArrowDown');
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
