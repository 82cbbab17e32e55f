import { expect, type Page } from '@playwright/test';
import { phoneMessages } from '../src/shared/schemas/phone.js';
import { ageOn, profileMessages } from '../src/shared/schemas/profile.js';
import { accountMessages } from '../src/shared/accounts.js';
import { createAccount, openAccountMenu, test } from './support/accounts.js';
import { fetchShopConfig } from './support/fixtures.js';

/** A date of birth `years` years (and a few days) before today, as YYYY-MM-DD. */
function bornYearsAgo(years: number, extraDays = 3): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

function field(page: Page, label: string) {
  return page.getByRole('form', { name: 'My Profile' }).getByLabel(label, { exact: true });
}

test.describe('My Profile (/dashboard/updateProfile)', () => {
  test('a new account shows its name and email; every field is required', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const account = await createAccount(page.request);
    let puts = 0;
    page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith('/api/profile') && (puts += 1));
    await page.goto('/dashboard/updateProfile');
    await expect(page).toHaveTitle(`My Profile · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
    await expect(field(page, 'Name')).toHaveValue(account.name);
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Email')).not.toBeEditable();
    await expect(field(page, 'Age')).not.toBeEditable();
    await expect(field(page, 'Date of birth')).toHaveAttribute('type', 'date');
    for (const label of ['Phone', 'Date of birth', 'Age', 'Hometown', 'Nationality', 'Education']) await expect(field(page, label)).toHaveValue('');

    await field(page, 'Name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      accountMessages.nameRequired,
      phoneMessages.required,
      profileMessages.dateOfBirthRequired,
      profileMessages.hometownRequired,
      profileMessages.nationalityRequired,
      profileMessages.educationRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Name')).toBeFocused();
    expect(puts).toBe(0);
  });

  test('refuses a bad phone number and dates of birth outside 13–120 years', async ({ page }) => {
    await createAccount(page.request);
    await page.goto('/dashboard/updateProfile');
    await field(page, 'Phone').fill('12345');
    await field(page, 'Date of birth').fill(bornYearsAgo(5));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(phoneMessages.tooShort)).toBeVisible();
    await expect(page.getByText(profileMessages.ageRange)).toBeVisible();

    await field(page, 'Phone').fill('call me maybe');
    await expect(page.getByText(phoneMessages.invalid)).toBeVisible();
    await field(page, 'Date of birth').fill(bornYearsAgo(-2));
    await expect(page.getByText(profileMessages.dateOfBirthFuture)).toBeVisible();
    await field(page, 'Date of birth').fill(bornYearsAgo(121));
    await expect(page.getByText(profileMessages.ageRange)).toBeVisible();
  });

  test('the age follows the date of birth; saved values and the new name survive a reload', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.goto('/dashboard/updateProfile');
    const newName = `${account.name} Junior`;
    const dateOfBirth = bornYearsAgo(34);

    await field(page, 'Date of birth').fill(bornYearsAgo(20));
    await expect(field(page, 'Age')).toHaveValue(String(ageOn(bornYearsAgo(20))));
    await field(page, 'Date of birth').fill(dateOfBirth);
    await expect(field(page, 'Age')).toHaveValue(String(ageOn(dateOfBirth)));
    await field(page, 'Name').fill(newName);
    await field(page, 'Phone').fill('+44 20 7946 0958');
    await field(page, 'Hometown').fill('Leeds');
    await field(page, 'Nationality').fill('British');
    await field(page, 'Education').fill('BTEC in Electrical Installation');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(profileMessages.saved)).toBeVisible();

    const menu = await openAccountMenu(page);
    await expect(menu.getByText(newName)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(field(page, 'Name')).toHaveValue(newName);
    await expect(field(page, 'Email')).toHaveValue(account.email);
    await expect(field(page, 'Phone')).toHaveValue('+44 20 7946 0958');
    await expect(field(page, 'Date of birth')).toHaveValue(dateOfBirth);
    await expect(field(page, 'Age')).toHaveValue(String(ageOn(dateOfBirth)));
    await expect(field(page, 'Hometown')).toHaveValue('Leeds');
    await expect(field(page, 'Nationality')).toHaveValue('British');
    await expect(field(page, 'Education')).toHaveValue('BTEC in Electrical Installation');
    await expect(page.getByRole('main').getByText(newName).filter({ visible: true })).toBeVisible();

    const saved = await (await page.request.get('/api/profile')).json();
    expect(saved).toMatchObject({ name: newName, dateOfBirth, age: ageOn(dateOfBirth), hometown: 'Leeds' });
  });
});
