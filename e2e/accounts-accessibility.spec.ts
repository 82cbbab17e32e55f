import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/global-setup.js';
import { openAccountMenu, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const VISITOR_PAGES = [
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Register' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=abc', heading: 'Choose a new password' },
  { path: '/email-verified', heading: 'Your email address is confirmed' },
  { path: '/email-verified?error=INVALID_TOKEN', heading: 'This link is not valid' },
];

const ADMIN_PAGES = [
  { path: '/dashboard', heading: 'Overview' },
  { path: '/dashboard/updateProfile', heading: 'My Profile' },
  { path: '/dashboard/user', heading: /^All Users \(\d+\)$/ },
];

async function expectReady(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
}

for (const viewport of VIEWPORTS) {
  test.describe(`account pages (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of VISITOR_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectReady(page, heading);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the login form with its errors has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    for (const { path, heading } of ADMIN_PAGES) {
      test(`${path} (admin) has no serious or critical axe violations`, async ({ page }) => {
        await signInThroughApi(page, E2E_ADMIN);
        await page.goto(path);
        await expectReady(page, heading);
        if (path === '/dashboard/user') await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the open account menu, dashboard drawer and confirm modal have no serious axe violations', async ({ page }) => {
      await signInThroughApi(page, E2E_ADMIN);
      await page.goto('/dashboard/user');
      await expectReady(page, /^All Users/);
      if (viewport.name === 'desktop') {
        await openAccountMenu(page);
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');

      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Dashboard menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Dashboard menu' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }

      const removable = page.getByRole('table', { name: 'Users' }).getByRole('button', { name: /Remove/ }).and(page.locator(':enabled'));
      if ((await removable.count()) > 0) {
        await removable.first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }
    });
  });
}
