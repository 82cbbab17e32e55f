import { expect, test, type Page } from '@playwright/test';
import { holdAppScripts } from './support/fixtures.js';

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search products' });
}

/** The app has taken the page over: a card's "Add to cart" answers only then. */
async function expectAppStarted(page: Page) {
  await expect(page.getByRole('button', { name: /^Add to cart / }).first()).not.toHaveAttribute('aria-disabled', 'true');
}

async function searchFromNavbar(page: Page, words: string) {
  await searchBox(page).fill(words);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(words).replace(/%20/g, '(\\+|%20)')}$`));
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`search that recovers (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('"16a mcb" filters by rated current, shown as a chip that removing searches "mcb"', async ({ page }) => {
      await page.goto('/allProduct');
      await searchFromNavbar(page, '16a mcb');
      const results = page.getByRole('list', { name: 'Products' });
      await expect(results.getByRole('heading', { name: 'MCB Circuit Breaker B16, 1-Pole, 6 kA' })).toBeVisible();
      await expect(results.getByRole('listitem')).toHaveCount(1);
      const chip = page.getByRole('list', { name: 'Filters in use' }).getByRole('button', { name: 'Remove filter Rated current: 16 A' });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).toHaveURL(/\/search\?q=mcb$/);
      await expect(results.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('button', { name: /^Remove filter Rated current/ })).toHaveCount(0);
    });

    test('"2.5mm2 100m cable" reads two specifications, each removable', async ({ page }) => {
      await page.goto('/search?q=2.5mm2%20100m%20cable');
      const inUse = page.getByRole('list', { name: 'Filters in use' });
      await expect(inUse.getByRole('button', { name: 'Remove filter Conductor cross-section: 2.5 mm²' })).toBeVisible();
      await expect(inUse.getByRole('button', { name: 'Remove filter Length: 100 m' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: /2\.5 mm²/ }).first()).toBeVisible();
      await inUse.getByRole('button', { name: 'Remove filter Length: 100 m' }).click();
      await expect(page).toHaveURL(/\/search\?q=2\.5mm2\+cable$/);
    });

    test('swapped letters find the product and say what was searched instead', async ({ page }) => {
      await page.goto('/');
      await searchFromNavbar(page, 'mulitmeter');
      await expect(page.getByText('No products match “mulitmeter”. Showing results for “multimeter”.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: 'Digital Multimeter DM-600' })).toBeVisible();
      await searchFromNavbar(page, 'drlil');
      await expect(page.getByText('No products match “drlil”. Showing results for “drill”.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: /Drill/ }).first()).toBeVisible();
    });

    test('a search that finds nothing is no dead end: the categories its words point to, or the top ones, popular products and all tools', async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent('breakers 999a')}`);
      await expect(page.getByText('No products match “breakers 999a”')).toBeVisible();
      const look = page.getByRole('navigation', { name: 'Look in these categories' });
      await look.getByRole('link', { name: /^Circuit protection/ }).click();
      await expect(page).toHaveURL(/\/category\/circuit-protection$/);

      await page.goto(`/search?q=${encodeURIComponent('xylophone')}`);
      const browse = page.getByRole('navigation', { name: 'Browse the categories' });
      await expect(browse.getByRole('link', { name: /^Power tools/ })).toBeVisible();
      // What sells best, in stock, so there is always something to buy.
      const popular = page.getByRole('region', { name: 'Popular right now' });
      await expect(popular.getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(popular.getByText('Out of stock')).toHaveCount(0);
      await browse.getByRole('link', { name: 'All tools' }).click();
      await expect(page).toHaveURL(/\/allProduct$/);
    });

    // The public pages come rendered by the server, with the search box, before the app's scripts run.
    for (const path of ['/', '/allProduct', '/category/power-tools']) {
      test(`words typed into the search box of ${path} before the app starts are kept when it takes the page over`, async ({ page }) => {
        // The app's scripts wait until the words are typed: the typing is surely before the app starts.
        const release = await holdAppScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        await searchBox(page).pressSequentially('drill');
        release();
        await expectAppStarted(page);
        await expect(searchBox(page)).toHaveValue('drill');
        await expect(searchBox(page)).toBeFocused();
        await searchBox(page).press('Enter');
        await expect(page).toHaveURL(/\/search\?q=drill$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “drill”');
      });
    }
  });
}
