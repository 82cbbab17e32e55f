import { expect, test } from '@playwright/test';
import { fetchShopConfig } from './support/fixtures.js';

test.describe('unknown pages and failures', () => {
  test('an unknown path shows "Page not found" with a 404 status and a link home', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(`Page not found · ${shop.name}`);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Tools And Sales Available');
  });

  test('a page whose code cannot be loaded (new release) offers a reload instead of a blank page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'A new version of the shop is available' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.unroute(/\/assets\/home-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Tools And Sales Available');
  });
});
