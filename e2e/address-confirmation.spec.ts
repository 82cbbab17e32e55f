import { expect } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { confirmAddressOf, newAccount, registerThroughForm, test } from './support/accounts.js';
import { checkoutForm, fillCart, LINES, openCheckout, screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';

/**
 * Issue 39, holes 1 and 4: a new account is asked to confirm its address. Until then the
 * dashboard says so, with a way to have the link sent again, and the checkout offers cash on
 * delivery only once it is confirmed; card payment works from the start.
 */
for (const width of [390, 1280]) {
  test(`a new customer at ${width} px is asked to confirm the address, and pays cash on delivery once it is confirmed`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const account = newAccount('unconfirmed');
    const since = new Date(Date.now() - 1000);
    await page.goto('/register');
    await registerThroughForm(page, account);
    await expect(page).not.toHaveURL(/\/register/);

    await page.goto('/dashboard');
    const notice = page.getByRole('main').getByText('Confirm your email address', { exact: true });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
    await screenshot(page, 'address-confirmation-dashboard');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('main').getByText(accountMessages.confirmationSent)).toBeVisible();

    await fillCart(page.request, LINES.pickup);
    await openCheckout(page);
    const form = checkoutForm(page);
    await form.getByRole('radio', { name: 'Pick up at the shop' }).check();
    const cash = form.getByRole('radio', { name: 'Cash on delivery' });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription('Possible once your email address is confirmed.');
    await expect(form.getByRole('radio', { name: 'Card', exact: true })).toBeEnabled();
    await screenshot(page, 'address-confirmation-checkout');

    // The customer opens the link from the email (in another tab, as a mail program would).
    await confirmAddressOf(account.email, since);
    await page.reload();
    await form.getByRole('radio', { name: 'Pick up at the shop' }).check();
    await expect(cash).toBeEnabled();
    await cash.check();
    await expect(form.getByText('Confirm your email address', { exact: true })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}
