import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmAddress, confirmationLinkIn, newestMailInOutbox } from '../../src/server/test/outbox-folder.js';

export interface Account {
  name: string;
  email: string;
  password: string;
}

function random(max: number): number {
  return Math.floor(Math.random() * max);
}

/**
 * An address of its own for one test (sent as X-Forwarded-For, which the test server trusts), so
 * the per-address limits on sign-up and failed sign-ins are not shared by the whole suite.
 */
export function uniqueClientIp(): string {
  return `10.${1 + random(250)}.${random(256)}.${1 + random(250)}`;
}

/**
 * Browser tests that touch accounts: every request of the page, its context and the `request`
 * fixture comes from the test's own client address.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': uniqueClientIp() });
  },
});

const FIRST_NAMES = ['Casey', 'Jordan', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Robin', 'Alex'];

/** A fresh, unique account (not yet created). */
export function newAccount(label = 'customer'): Account {
  const suffix = `${Date.now().toString(36)}${random(36 ** 4).toString(36)}`;
  const first = FIRST_NAMES[random(FIRST_NAMES.length)] ?? 'Casey';
  return { name: `${first} Tester ${suffix.toUpperCase().slice(-5)}`, email: `${label}-${suffix}@shop.test`, password: `password ${suffix}` };
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
  return url;
}

/** Headers of an API call made on a person's behalf: the shop checks where POSTs come from. */
function apiHeaders(): Record<string, string> {
  return { origin: baseUrl() };
}

/**
 * Creates an account through the API, its address confirmed through the mailed link unless
 * `confirmed` is false. With `page.request` the browser is signed in as that account afterwards
 * (the session cookie lands in the page's context); with the `request` fixture it is not.
 */
export async function createAccount(request: APIRequestContext, account: Account = newAccount(), { confirmed = true }: { confirmed?: boolean } = {}): Promise<Account> {
  const since = new Date(Date.now() - 1000);
  const response = await request.post('/api/auth/sign-up/email', { data: account, headers: apiHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  if (confirmed) await confirmAddressOf(account.email, since);
  return account;
}

/**
 * Opens the address-confirmation link mailed to `email` (since `since`), as its owner does; the
 * account may then pay cash on delivery and is written to in full.
 */
export async function confirmAddressOf(email: string, since?: Date): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  await expect.poll(async () => confirmationLinkIn(await newestMailInOutbox(dataDir, email, since))).toBeDefined();
  await confirmAddress(baseUrl(), dataDir, email, since);
}

/** Signs the page's browser in through the API (the cookie lands in its context). */
export async function signInThroughApi(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password }, headers: apiHeaders() });
  expect(response.status(), await response.text()).toBe(200);
}

/** Who the server thinks the browser is (null for a visitor). */
export async function sessionUser(page: Page): Promise<{ id: string; email: string; name: string; role: string } | null> {
  const response = await page.request.get('/api/session');
  return ((await response.json()) as { user: { id: string; email: string; name: string; role: string } | null }).user;
}

/** Fills the login form and presses "Login". */
export async function signInThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Fills in and sends the Register form the page shows. */
export async function registerThroughForm(page: Page, account: Pick<Account, 'name' | 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Register' }).click();
}

/** Waits until the page shows exactly this path and query. */
export async function expectPath(page: Page, pathAndQuery: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname + url.search === pathAndQuery);
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Opens the avatar dropdown of the navbar and returns its panel. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const button = mainNav(page).getByRole('button', { name: 'Account menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panelId = await button.getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"]`);
}

/** The text is shown in red (the error colour of the theme), whatever CSS colour syntax it uses. */
export async function expectRedText(locator: Locator): Promise<void> {
  const [red, green, blue] = await locator.evaluate((element) => {
    const canvas = element.ownerDocument.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = element.ownerDocument.defaultView!.getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  });
  expect(red, `rgb(${red}, ${green}, ${blue}) should be red`).toBeGreaterThan(140);
  expect(green ?? 255).toBeLessThan(90);
  expect(blue ?? 255).toBeLessThan(90);
}

/** The newest mail to this address in the test server's outbox (DATA_DIR/outbox/*.json). */
async function newestMailTo(email: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return newestMailInOutbox(dataDir, email);
}

/** The password-reset link of the newest reset mail to this address (waits for it to arrive). */
export async function resetLinkFor(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = await newestMailTo(email);
      link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
