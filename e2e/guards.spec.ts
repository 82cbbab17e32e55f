import { expect, type Page } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { baseUrl, createAccount, expectPath, mainNav, newAccount, sessionUser, signInThroughApi, registerThroughForm, signInThroughForm, test, uniqueClientIp } from './support/accounts.js';

function dashboardMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

test.describe('signed-in routes', () => {
  test('a visitor who opens /dashboard signs in and comes back to it', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/dashboard');
    await expectPath(page, '/login?returnTo=%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    await signInThroughForm(page, account);
    await expectPath(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (0)');
  });

  test('signing in from a guarded page keeps its path and query', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/dashboard/updateProfile?tab=x');
    await expectPath(page, '/login?returnTo=%2Fdashboard%2FupdateProfile%3Ftab%3Dx');
    await signInThroughForm(page, account);
    await expectPath(page, '/dashboard/updateProfile?tab=x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  });

  // Open redirects: whatever ?returnTo= says, signing in never leaves the shop.
  for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '/.//evil.example/x']) {
    test(`a return target outside the shop is ignored: ${JSON.stringify(returnTo)}`, async ({ page, request }) => {
      const account = await createAccount(request);
      const foreign: string[] = [];
      page.on('request', (r) => new URL(r.url()).host !== new URL(baseUrl()).host && foreign.push(r.url()));
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => foreign.push(`dialog: ${dialog.message()}`)));
      await page.goto(`/login?${new URLSearchParams({ returnTo })}`);
      await signInThroughForm(page, account);
      await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname !== '/login');
      expect(new URL(page.url()).origin).toBe(baseUrl());
      await expectPath(page, '/');
      expect(foreign).toEqual([]);
      // Still the shop's own page, which works as usual.
      await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
      await expectPath(page, '/dashboard');
    });
  }

  test('a spinner shows while the session loads, never the wrong page', async ({ page }) => {
    await createAccount(page.request);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^My Orders \(\d+\)$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  });

  test('a 401 from any API call forgets the user and asks them to sign in, then returns', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.goto('/dashboard/updateProfile');
    await expect(page.getByLabel('Name')).toHaveValue(account.name);
    // The session ends behind the page's back (expired, signed out elsewhere …).
    await page.context().clearCookies();
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('Hometown').fill('Springfield');
    await page.getByLabel('Nationality').fill('American');
    await page.getByLabel('Education').fill('Electrician apprenticeship');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectPath(page, '/login?returnTo=%2Fdashboard%2FupdateProfile');
    await expect(page.getByText(accountMessages.signInRequired)).toHaveCount(1);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await signInThroughForm(page, account);
    await expectPath(page, '/dashboard/updateProfile');
  });
});

test.describe('admin routes and the dashboard menu', () => {
  test('a customer who opens /dashboard/user goes to /dashboard with "Admins only"', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard/user');
    await expectPath(page, '/dashboard');
    await expect(page.getByText(accountMessages.adminsOnly, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^My Orders \(\d+\)$/);
    await expect(page.getByRole('heading', { name: /All Users/ })).toHaveCount(0);
  });

  test('a customer\'s menu lists only the pages that exist for customers', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.goto('/dashboard');
    const menu = dashboardMenu(page);
    await expect(menu.getByRole('link').first()).toHaveText('My Orders');
    await expect(menu.getByRole('link', { name: 'My Profile', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Make Admin' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Customer', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.name, { exact: true }).filter({ visible: true })).toBeVisible();
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await expectPath(page, '/dashboard/updateProfile');
    await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  });

  test('an admin lands on the Overview (issue 15); the menu adds "Overview", "Manage All Orders" and "Make Admin"', async ({ page }) => {
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto('/dashboard');
    await expectPath(page, '/dashboard/overview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect(dashboardMenu(page).getByRole('link').first()).toHaveText('Overview');
    await expect(dashboardMenu(page).getByRole('link', { name: 'Manage All Orders' })).toBeVisible();
    await expect(dashboardMenu(page).getByRole('link', { name: 'My Profile', exact: true })).toBeVisible();
    await dashboardMenu(page).getByRole('link', { name: 'Make Admin' }).click();
    await expectPath(page, '/dashboard/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^All Users \(\d+\)$/);
  });

  test('on a phone the dashboard menu is a drawer that closes with Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createAccount(page.request);
    await page.goto('/dashboard');
    await expect(dashboardMenu(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Dashboard menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('link', { name: 'My Profile' }).click();
    await expectPath(page, '/dashboard/updateProfile');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  });

  test('a visitor sent to Login who signs up instead ends, signed in, on the page that asked for it; from Register alone, on the home page', async ({ page }) => {
    const account = newAccount();
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expectPath(page, `/register?returnTo=${encodeURIComponent('/dashboard')}`);
    await registerThroughForm(page, account);
    await expectPath(page, '/dashboard');
    expect(await sessionUser(page)).toMatchObject({ email: account.email });

    // SPEC §4: Register opened on its own lands on the home page.
    const other = newAccount();
    const fresh = await page.context().browser()!.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    try {
      const visitor = await fresh.newPage();
      await visitor.goto('/register');
      await registerThroughForm(visitor, other);
      await expectPath(visitor, '/');
    } finally {
      await fresh.close();
    }
  });
});

test.describe('what the built shop publishes', () => {
  test("the scripts point at no source map, and the maps themselves are not served", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await request.get(src);
      expect(script.status(), src).toBe(200);
      expect(await script.text(), src).not.toContain('sourceMappingURL');
      expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
    }
  });
});
