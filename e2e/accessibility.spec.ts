import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForAnimations } from './support/fixtures.js';

const PAGES = [
  { path: '/', ready: (page: Page) => page.getByRole('region', { name: 'What Our Customers Say' }).getByRole('listitem').first() },
  { path: '/allProduct', ready: (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem').first() },
  { path: '/allReview', ready: (page: Page) => page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first() },
  { path: '/no-such-page', ready: (page: Page) => page.getByRole('link', { name: 'Back to home' }) },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  for (const { path, ready } of PAGES) {
    test(`${path} has no serious or critical axe violations (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await waitForAnimations(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('every page has landmarks, one h1 and a working "Skip to content" link', async ({ page }) => {
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  await page.goto('/allProduct');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the mobile menu works with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/allReview');
  // The server's page shows the button before the app has taken it over; it says when it is ready.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
