import { expect } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { createAccount, expectPath, expectRedText, mainNav, resetLinkFor, signInThroughForm, test } from './support/accounts.js';

/** SPEC §4 "Forgot password?": the link arrives by email (the test server's outbox). */
test.describe('forgot and reset password', () => {
  test('the emailed link sets a new password; the old one stops working', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.context().clearCookies();
    const newPassword = `${account.password} renewed`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: accountMessages.resetSent })).toBeVisible();

    const link = await resetLinkFor(account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=[^&]+$/);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(accountMessages.passwordTooShort)).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(accountMessages.resetDone)).toBeVisible();
    await expectPath(page, '/login');

    await signInThroughForm(page, account);
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toHaveText(accountMessages.invalidCredentials);
    await signInThroughForm(page, { email: account.email, password: newPassword });
    await expectPath(page, '/');
    await expect(mainNav(page).getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: accountMessages.resetInvalid })).toBeVisible();
  });

  test('an unknown email gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(accountMessages.emailRequired)).toBeVisible();
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@shop.test`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: accountMessages.resetSent })).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expectPath(page, '/login');
  });

  test('an invalid or spent link says so in red and offers a new one', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const alert = page.getByRole('alert').filter({ hasText: accountMessages.resetInvalid });
    await expect(alert).toBeVisible();
    await expectRedText(alert.getByText(accountMessages.resetInvalid));

    await page.goto('/reset-password?error=INVALID_TOKEN');
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await alert.getByRole('link', { name: 'Ask for a new link' }).click();
    await expectPath(page, '/forgot-password');
  });
});
