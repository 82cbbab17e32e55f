import { expect, type Page } from '@playwright/test';
import { accountMessages, tooManySignInAttempts } from '../src/shared/accounts.js';
import {
  createAccount,
  expectPath,
  expectRedText,
  mainNav,
  newAccount,
  openAccountMenu,
  sessionUser,
  registerThroughForm,
  signInThroughForm,
  test,
} from './support/accounts.js';
import { fetchShopConfig } from './support/fixtures.js';

/** Counts the POSTs the page sends to one API path. */
function countPosts(page: Page, path: string): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts += 1;
  });
  return () => posts;
}

test.describe('register', () => {
  test('a new customer registers, lands on the home page signed in and gets the avatar menu', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const account = newAccount();
    await page.goto('/register');
    await expect(page).toHaveTitle(`Register · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill(account.name);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Register' }).click();

    await expectPath(page, '/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blogs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

    const menu = await openAccountMenu(page);
    await expect(menu.getByText(account.name)).toBeVisible();
    await expect(menu.getByText('profile', { exact: true })).toBeVisible();
    await expect(menu.locator('img').first()).toHaveAttribute('src', '/blank-profile.svg');
    await expect(menu.getByRole('link', { name: 'My Portfolio' })).toHaveAttribute('href', '/myProtfolio');
    for (const [name, href] of [
      ['My orders', '/dashboard'],
      ['Profile', '/dashboard/updateProfile'],
      ['Job-site lists', '/dashboard/lists'],
      ['Quotes', '/dashboard/quotes'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Account menu' })).toBeFocused();

    expect(await sessionUser(page)).toMatchObject({ email: account.email, name: account.name, role: 'customer' });
  });

  test('a buyer sent to Login on the way to the checkout follows "Register" and, registered, lands on the checkout', async ({ page }) => {
    const account = newAccount();
    await page.goto(`/login?returnTo=${encodeURIComponent('/checkout')}`);
    await page.getByRole('link', { name: 'Register' }).click();
    await expectPath(page, `/register?returnTo=${encodeURIComponent('/checkout')}`);
    // And back to Login again keeps it too.
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent('/checkout')}`);
    await registerThroughForm(page, account);
    await expectPath(page, '/checkout');
  });

  test('shows every validation message under its field, without sending', async ({ page }) => {
    const posts = countPosts(page, '/api/auth/sign-up/email');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(accountMessages.nameRequired)).toBeVisible();
    await expect(form.getByText(accountMessages.emailRequired)).toBeVisible();
    await expect(form.getByText(accountMessages.passwordRequired)).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Name').fill('Casey Tester');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(accountMessages.emailInvalid)).toBeVisible();
    await expect(form.getByText(accountMessages.passwordTooShort)).toBeVisible();
    await expect(form.getByText(accountMessages.nameRequired)).toHaveCount(0);

    await form.getByLabel('Password').fill('x'.repeat(129));
    await expect(form.getByText(accountMessages.passwordTooLong)).toBeVisible();
    expect(posts()).toBe(0);
  });

  test('an email that already has an account is refused in red under the form', async ({ page }) => {
    const existing = await createAccount(page.request);
    await page.context().clearCookies();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill('Someone Else');
    await form.getByLabel('Email').fill(existing.email);
    await form.getByLabel('Password').fill('another password');
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = form.getByRole('alert').filter({ hasText: accountMessages.emailTaken });
    await expect(alert).toBeVisible();
    await expectRedText(alert);
    await expectPath(page, '/register');
  });

  test('links to Login', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  });
});

test.describe('login', () => {
  test('has Email, Password, "Login", "Forgot password?" and a link to Register', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/login');
    await expect(page).toHaveTitle(`Login · ${shop.name}`);
    const form = page.getByRole('form', { name: 'Login' });
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expectPath(page, '/register');
  });

  test('shows every validation message under its field, without sending', async ({ page }) => {
    const posts = countPosts(page, '/api/auth/sign-in/email');
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText(accountMessages.emailRequired)).toBeVisible();
    await expect(form.getByText(accountMessages.passwordRequired)).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();

    await form.getByLabel('Email').fill('someone@');
    await form.getByLabel('Password', { exact: true }).fill('1234567');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText(accountMessages.emailInvalid)).toBeVisible();
    await expect(form.getByText(accountMessages.passwordTooShort)).toBeVisible();
    await expect(form.getByText(accountMessages.emailRequired)).toHaveCount(0);
    expect(posts()).toBe(0);
  });

  test('a wrong password says "Invalid email or password" in red under the form', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.context().clearCookies();
    await page.goto('/login');
    await signInThroughForm(page, { email: account.email, password: 'not the password' });
    const alert = page.getByRole('form', { name: 'Login' }).getByRole('alert');
    await expect(alert).toHaveText(accountMessages.invalidCredentials);
    await expectRedText(alert);
    await expectPath(page, '/login');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    // An unknown email gets the very same answer.
    await signInThroughForm(page, { email: `nobody-${Date.now()}@shop.test`, password: 'not the password' });
    await expect(alert).toHaveText(accountMessages.invalidCredentials);
  });

  test('too many failed attempts show the server message', async ({ page }) => {
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: tooManySignInAttempts(600), code: 'RATE_LIMITED' }),
      }),
    );
    await page.goto('/login');
    await signInThroughForm(page, { email: 'someone@shop.test', password: 'some password' });
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toHaveText('Too many failed sign-in attempts. Please wait 10 minutes, reset your password, or have a sign-in link emailed to you.');
  });

  test('a signed-in customer who opens /login or /register goes home', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/login');
    await expectPath(page, '/');
    await page.goto('/register');
    await expectPath(page, '/');
    await expect(mainNav(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('"Continue with Google" shows only when the shop offers it, and returns to the asked-for page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

    await page.route('**/api/session', (route) => route.fulfill({ json: { user: null, providers: { google: true } } }));
    let body: unknown;
    await page.route('**/api/auth/sign-in/social', (route) => {
      body = route.request().postDataJSON();
      return route.fulfill({ json: { url: '/allReview?from=google', redirect: true } });
    });
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.goto('/login?returnTo=%2Fdashboard%2FupdateProfile%3Ftab%3Dx');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expectPath(page, '/allReview?from=google');
    expect(body).toEqual({ provider: 'google', callbackURL: '/dashboard/updateProfile?tab=x' });

    // Google sends people back with ?error= when their sign-in there did not work out.
    await page.goto('/login?error=access_denied');
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toContainText('We could not sign you in with Google');
  });
});

test.describe('logout', () => {
  test('ends the session on the server and returns home; the dashboard then asks to sign in', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Orders (0)');
    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();

    await expectPath(page, '/');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect(await sessionUser(page)).toBeNull();

    await page.goto('/dashboard');
    await expectPath(page, '/login?returnTo=%2Fdashboard');
    await page.reload();
    await expectPath(page, '/login?returnTo=%2Fdashboard');
  });

  test('works from the phone menu, which shows the account entries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(page.request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: `${account.name} profile` })).toHaveAttribute('href', '/dashboard/updateProfile');
    await expect(nav.getByRole('link', { name: 'My Portfolio' })).toHaveAttribute('href', '/myProtfolio');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Logout' }).click();

    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect(await sessionUser(page)).toBeNull();
  });
});
