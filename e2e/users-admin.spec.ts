import { expect, type Locator, type Page } from '@playwright/test';
import { userMessages, USERS_PAGE_SIZE } from '../src/shared/schemas/users.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { createAccount, expectPath, sessionUser, signInThroughApi, test, uniqueClientIp } from './support/accounts.js';
import { fetchShopConfig } from './support/fixtures.js';

function userRow(page: Page, email: string): Locator {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
}

async function openUsersAsAdmin(page: Page) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto('/dashboard/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^All Users \(\d+\)$/);
}

test.describe('Make Admin (/dashboard/user)', () => {
  test('"All Users (count)" with No, Name, Email; the admin\'s own row cannot be removed', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await openUsersAsAdmin(page);
    await expect(page).toHaveTitle(`Make Admin · ${shop.name}`);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader')).toHaveText(['No', 'Name', 'Email', 'Role', 'Remove']);
    // Other tests create accounts at the same time: compare with the server until they agree.
    await expect(async () => {
      const total = ((await (await page.request.get('/api/users?page=1')).json()) as { total: number }).total;
      await page.reload();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/^All Users \(\d+\)$/);
      expect(await heading.textContent()).toBe(`All Users (${total})`);
    }).toPass();
    await expect(table.getByRole('rowheader').first()).toHaveText('1');

    // The admin's account is the oldest, so on the last page once the suite has made many accounts.
    const own = userRow(page, E2E_ADMIN.email);
    await expect(async () => {
      const { totalPages } = (await (await page.request.get('/api/users?page=1')).json()) as { totalPages: number };
      await page.goto(totalPages > 1 ? `/dashboard/user?page=${totalPages}` : '/dashboard/user');
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      expect(await own.count()).toBe(1);
    }).toPass();
    await expect(own.getByText('Already Admin').filter({ visible: true })).toBeVisible();
    await expect(own.getByText('You', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(own.getByRole('button', { name: /Remove/ })).toBeDisabled();
    await expect(own.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
  });

  test('makes another user an admin', async ({ page, request }) => {
    const account = await createAccount(request);
    await openUsersAsAdmin(page);
    const row = userRow(page, account.email);
    await expect(row.getByText(account.name).filter({ visible: true })).toBeVisible();
    await row.getByRole('button', { name: /Make Admin/ }).click();
    await expect(page.getByText(userMessages.madeAdmin)).toBeVisible();
    await expect(row.getByText('Already Admin').filter({ visible: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

    const users = (await (await page.request.get(`/api/users?pageSize=200`)).json()) as { items: { email: string; role: string }[] };
    expect(users.items.find((user) => user.email === account.email)?.role).toBe('admin');

    // The role history below the users says who did it, and when.
    const history = page.getByRole('table', { name: 'Role changes' });
    await expect(history.getByRole('columnheader')).toHaveText(['When', 'Account', 'Change', 'By']);
    const change = history.getByRole('row').filter({ hasText: account.email });
    await expect(change).toHaveCount(1);
    await expect(change.getByRole('cell').nth(2)).toHaveText(/^Customer\s*Admin$/);
    await expect(change.getByRole('cell').nth(3)).toHaveText(E2E_ADMIN.email);
    await expect(change.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('on a phone the table fits the screen and its buttons work', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(request);
    await openUsersAsAdmin(page);
    const table = page.getByRole('table', { name: 'Users' });
    const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const row = userRow(page, account.email);
    await expect(row.getByRole('button', { name: /Remove/ })).toBeVisible();
    await row.getByRole('button', { name: /Make Admin/ }).click();
    await expect(page.getByText(userMessages.madeAdmin)).toBeVisible();
    await expect(row.getByText('Already Admin').filter({ visible: true })).toBeVisible();
  });

  test('removes a user after the confirm modal; that user is signed out at once', async ({ page, browser }) => {
    // The user to remove, signed in in a browser of their own.
    const theirContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    const theirPage = await theirContext.newPage();
    const account = await createAccount(theirPage.request);
    await theirPage.goto('/dashboard');
    await expect(theirPage.getByRole('heading', { level: 1 })).toHaveText('My Orders (0)');

    await openUsersAsAdmin(page);
    const heading = page.getByRole('heading', { level: 1 });
    const row = userRow(page, account.email);
    const remove = row.getByRole('button', { name: /Remove/ });

    // Escape closes the modal and changes nothing.
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Remove ${account.name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(account.email);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(row).toHaveCount(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(userMessages.removed)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(heading).toBeFocused();

    // Their next API call finds the session gone and sends them to the login page.
    expect(await sessionUser(theirPage)).toBeNull();
    await theirPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Profile' }).click();
    await expectPath(theirPage, '/login?returnTo=%2Fdashboard%2FupdateProfile');
    await expect(theirPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await theirContext.close();
  });

  test("the server's refusals show as error toasts", async ({ page, request }) => {
    const account = await createAccount(request);
    await openUsersAsAdmin(page);
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 409,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: userMessages.lastAdmin, code: 'CONFLICT' }),
          })
        : route.fallback(),
    );
    await page.route('**/api/users/*/admin', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail: userMessages.notYourself, code: 'CONFLICT' }),
      }),
    );
    const row = userRow(page, account.email);
    await row.getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(userMessages.lastAdmin)).toBeVisible();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: /Make Admin/ }).click();
    await expect(page.getByText(userMessages.notYourself)).toBeVisible();
  });

  test('pages through the users when there are more than fit on one page', async ({ page }) => {
    const total = USERS_PAGE_SIZE * 2 + 7;
    const asked: number[] = [];
    await page.route('**/api/users?*', (route) => {
      const url = new URL(route.request().url());
      const pageNumber = Number(url.searchParams.get('page') ?? '1');
      asked.push(pageNumber);
      const first = (pageNumber - 1) * USERS_PAGE_SIZE;
      const count = Math.max(0, Math.min(USERS_PAGE_SIZE, total - first));
      const items = Array.from({ length: count }, (_, index) => ({
        id: `u-${first + index}`,
        name: `Listed Person ${first + index + 1}`,
        email: `listed-${first + index + 1}@shop.test`,
        role: 'customer',
        createdAt: new Date().toISOString(),
      }));
      return route.fulfill({ json: { items, page: pageNumber, pageSize: USERS_PAGE_SIZE, total, totalPages: Math.ceil(total / USERS_PAGE_SIZE) } });
    });
    await openUsersAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`All Users (${total})`);
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(USERS_PAGE_SIZE + 1);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('Page 1 of 3')).toBeVisible();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expectPath(page, '/dashboard/user?page=2');
    await expect(userRow(page, `listed-${USERS_PAGE_SIZE + 1}@shop.test`).getByRole('rowheader')).toHaveText(String(USERS_PAGE_SIZE + 1));
    expect(asked).toContain(2);
  });
});
