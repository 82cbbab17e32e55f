import { expect } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { newestMailInOutbox } from '../src/server/test/outbox-folder.js';
import { createAccount, expectPath, newAccount, sessionUser, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';

/** The sign-in link of the newest sign-in mail to `email` (waits for it to arrive). */
async function signInLinkFor(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  let link = '';
  await expect
    .poll(async () => {
      const mail = await newestMailInOutbox(dataDir, email);
      link = /https?:\/\/\S+(\/api\/auth\/magic-link\/verify\?\S+)/.exec(mail?.subject.startsWith('Your sign-in link') ? mail.text : '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Issue 39, hole 3: an owner kept out of the password sign-in gets in with a link emailed to the address. */
for (const width of [390, 1280]) {
  test(`at ${width} px a customer asks for a sign-in link on Login and, opening it, lands signed in where they were going`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const account = newAccount('link');
    const visitor = await browser.newContext();
    try {
      await createAccount(visitor.request, account);
    } finally {
      await visitor.close();
    }
    await page.goto(`/login?returnTo=${encodeURIComponent('/dashboard/updateProfile')}`);
    const ask = page.getByRole('button', { name: 'Email me a sign-in link' });
    // Without an email typed, the field says what is missing.
    await ask.click();
    await expect(page.getByRole('form', { name: 'Login' }).getByText(accountMessages.emailRequired)).toBeVisible();
    await page.getByRole('form', { name: 'Login' }).getByLabel('Email').fill(account.email);
    await ask.click();
    await expect(page.getByRole('status').filter({ hasText: accountMessages.signInLinkSent })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(await signInLinkFor(account.email));
    await expectPath(page, '/dashboard/updateProfile');
    expect(await sessionUser(page)).toMatchObject({ email: account.email });

    // Opened a second time the link no longer works: Login says so.
    const link = await signInLinkFor(account.email);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toHaveText(accountMessages.signInLinkInvalid);
    expect(await sessionUser(page)).toBeNull();
  });
}
