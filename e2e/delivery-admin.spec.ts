import { expect, type Page } from '@playwright/test';
import { accountMessages } from '../src/shared/accounts.js';
import { deliveryMessages, type DeliverySettings, type ZoneList } from '../src/shared/schemas/delivery.js';
import { createAccount, expectPath, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { E2E_ADMIN } from './support/global-setup.js';

const PAGE = '/dashboard/delivery';

async function openAsAdmin(page: Page) {
  await signInThroughApi(page, E2E_ADMIN);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Delivery zones' })).toBeVisible();
  await expect(page.getByLabel('Largest order total for cash on delivery')).toBeVisible();
}

function zoneRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Delivery zones' }).getByRole('row').filter({ hasText: name });
}

async function zonesOf(page: Page) {
  return ((await (await page.request.get('/api/delivery/zones')).json()) as ZoneList).zones;
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

test.describe('Delivery (/dashboard/delivery)', () => {
  test('an admin adds a zone, edits its fee, deactivates it and sets the cash-on-delivery maximum', async ({ page }) => {
    test.slow(); // one flow through several dialogs, each answered by the server
    const suffix = unique();
    const name = `Testville ${suffix}`;
    // A postcode of its own, so no other test's address falls in this zone while it is active.
    const prefix = `ZZ${suffix}`.toUpperCase();
    await openAsAdmin(page);
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Delivery' }).filter({ visible: true }).first()).toHaveAttribute('aria-current', 'page');
    await expect(zoneRow(page, 'Springfield central')).toContainText('$9.90');

    // Added, after the form's own checks and the server's refusal of a taken name.
    await page.getByRole('button', { name: 'Add zone' }).click();
    const add = page.getByRole('dialog', { name: 'Add a delivery zone' });
    await add.getByRole('button', { name: 'Add zone' }).click();
    await expect(add.getByText(deliveryMessages.nameRequired)).toBeVisible();
    await expect(add.getByText(deliveryMessages.feeRequired)).toBeVisible();
    await add.getByLabel('Name').fill('springfield central');
    await add.getByLabel('ZIP code prefixes').fill(prefix.toLowerCase());
    await add.getByLabel('Places').fill(name);
    await add.getByLabel('Home delivery fee').fill('12.50');
    await add.getByLabel('Site delivery fee').fill('30');
    await add.getByLabel('Free from').fill('300');
    await add.getByLabel('Deliveries per slot').fill('5');
    await add.getByRole('button', { name: 'Add zone' }).click();
    await expect(add.getByText(deliveryMessages.nameTaken)).toBeVisible();
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Add zone' }).click();
    await expect(page.getByText(deliveryMessages.zoneAdded)).toBeVisible();
    await expect(add).toBeHidden();
    const row = zoneRow(page, name);
    await expect(row).toContainText(prefix);
    await expect(row).toContainText('$12.50');
    await expect(row).toContainText('Active');
    expect((await zonesOf(page)).find((zone) => zone.name === name)).toMatchObject({ postcodePrefixes: [prefix], places: [name], fee: 1250, siteFee: 3000, freeFrom: 30_000, slotCapacity: 5, active: true });

    // Its home delivery fee changed.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Home delivery fee')).toHaveValue('12.50');
    await edit.getByLabel('Home delivery fee').fill('14.9');
    await edit.getByRole('button', { name: 'Save zone' }).click();
    await expect(page.getByText(deliveryMessages.zoneSaved)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('$14.90');
    expect((await zonesOf(page)).find((zone) => zone.name === name)?.fee).toBe(1490);

    // Deactivated after a question that names it.
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByRole('dialog', { name: `Deactivate ${name}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(deliveryMessages.zoneDeactivated)).toBeVisible();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
    expect((await zonesOf(page)).find((zone) => zone.name === name)?.active).toBe(false);

    // The cash-on-delivery maximum: refused when it is not an amount, saved, then put back for the other tests.
    const field = page.getByLabel('Largest order total for cash on delivery');
    const before = ((await (await page.request.get('/api/delivery/settings')).json()) as DeliverySettings).cashOnDeliveryMax;
    await expect(field).toHaveValue((before / 100).toFixed(2));
    await field.fill('-5');
    await page.getByRole('button', { name: 'Save maximum' }).click();
    await expect(page.getByText(deliveryMessages.codMaxCents)).toBeVisible();
    const raised = before + 12_345;
    await field.fill((raised / 100).toFixed(2));
    await page.getByRole('button', { name: 'Save maximum' }).click();
    await expect(page.getByText(deliveryMessages.settingsSaved)).toBeVisible();
    await expect(page.getByText(deliveryMessages.codMaxCents)).toBeHidden();
    expect(((await (await page.request.get('/api/delivery/settings')).json()) as DeliverySettings).cashOnDeliveryMax).toBe(raised);
    await page.reload();
    await expect(field).toHaveValue((raised / 100).toFixed(2));
    await field.fill((before / 100).toFixed(2));
    await page.getByRole('button', { name: 'Save maximum' }).click();
    await expect(page.getByText(deliveryMessages.settingsSaved)).toBeVisible();
    expect(((await (await page.request.get('/api/delivery/settings')).json()) as DeliverySettings).cashOnDeliveryMax).toBe(before);
  });

  test('a customer who opens it goes to My Orders with "Admins only"', async ({ page }) => {
    await createAccount(page.request);
    await page.goto(PAGE);
    await expectPath(page, '/dashboard');
    await expect(page.getByText(accountMessages.adminsOnly, { exact: true })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`has no serious or critical axe violations at ${width} px, on the page and in the zone form`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAsAdmin(page);
      await expect(zoneRow(page, 'Riverside')).toBeVisible();
      const scrollWidth = await page.locator('html').evaluate((root) => root.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await zoneRow(page, 'Springfield central').getByRole('button', { name: 'Edit Springfield central' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Springfield central' }).getByLabel('Home delivery fee')).toHaveValue('9.90');
      await expectNoSeriousA11yViolations(page);
    });
  }
});
