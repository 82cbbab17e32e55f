import { expect, type Page } from '@playwright/test';
import type { LegalPage } from '../src/shared/schemas/content.js';
import { createAccount, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** How many entries the page's local and session storage hold. */
function storedInBrowser(page: Page): Promise<{ local: number; session: number }> {
  // Runs in the page; typed loosely because the Node-side tsconfig has no DOM library.
  return page.evaluate(() => {
    const self = globalThis as unknown as { localStorage: { length: number }; sessionStorage: { length: number } };
    return { local: self.localStorage.length, session: self.sessionStorage.length };
  });
}

/** How far down the page is scrolled, in CSS pixels. */
function scrolledBy(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

test.describe('legal pages (/legal/:slug)', () => {
  test('a visitor opens the terms of use from the footer of the home page', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Terms of use', exact: true }).click();
    await expect(page).toHaveURL(/\/legal\/terms-of-use$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    await expect(page).toHaveTitle(`Terms of use · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Prices and orders' })).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    // Opened from the bottom of the home page, the new page starts at its top.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('the terms of use opened as a new page after scrolling down the home page start at their top', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await footer(page).scrollIntoViewIfNeeded();
    expect(await scrolledBy(page)).toBeGreaterThan(0);
    // Typed into the address bar, or followed before the home page was ready: a new document.
    await page.goto('/legal/terms-of-use');
    await expect(page.getByRole('heading', { level: 2, name: 'Prices and orders' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrolledBy(page)).toBe(0);
  });

  test('on a phone, "Delivery & returns" in the footer leads to the delivery and returns page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Delivery & returns', exact: true }).click();
    await expect(page).toHaveURL(/\/legal\/delivery-and-returns$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery & returns');
    await expect(page.getByRole('heading', { level: 2, name: 'Returns within 30 days' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    // The text fits the phone's width: nothing makes the page scroll sideways.
    expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('an unknown legal page shows "Page not found"', async ({ page }) => {
    await page.goto('/legal/refund-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of ['/legal/delivery-and-returns', '/legal/cookie-policy']) {
      test(`${path} has no serious or critical axe violations at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

test.describe('what the cookie policy says the shop stores', () => {
  /** The names of the cookies the cookie policy lists (as code, under "The cookies we set"). */
  async function cookiesInPolicy(page: Page): Promise<string[]> {
    const policy = (await (await page.request.get('/api/legal/cookie-policy')).json()) as LegalPage;
    return [...policy.html.matchAll(/<h3><code>([^<]+)<\/code><\/h3>/g)].map((match) => match[1] ?? '');
  }

  test('a visitor who browses gets no cookies and nothing in local storage', async ({ page }) => {
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Cookie policy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
    await expect(page.getByText('We use no advertising, analytics or tracking cookies', { exact: false })).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
    expect(await storedInBrowser(page)).toEqual({ local: 0, session: 0 });
  });

  test('a signed-in customer has only cookies the policy lists, and still nothing in local storage', async ({ page }) => {
    expect(await cookiesInPolicy(page)).toEqual(['shop.session_token', 'shop.device', 'shop.state']);
    await createAccount(page.request);
    await page.goto('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toContain('shop.session_token');
    const listed = await cookiesInPolicy(page);
    expect(names.filter((name) => !listed.includes(name))).toEqual([]);
    expect(await storedInBrowser(page)).toEqual({ local: 0, session: 0 });
  });
});
