import { expect, type Page } from '@playwright/test';
import { dayIn } from '../src/shared/delivery.js';
import { deliveryPromiseText } from '../src/shared/delivery-text.js';
import type { DeliveryEstimate } from '../src/shared/schemas/delivery.js';
import { createAccount, test } from './support/accounts.js';
import { postHeaders, SPRINGFIELD } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';

const PRODUCT = '/product/digital-multimeter-dm-600';
const OTHER_PRODUCT = '/product/mcb-circuit-breaker-b16-1-pole-6-ka';

function promise(page: Page) {
  return page.getByRole('region', { name: 'Delivery and pickup' });
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`when a part arrives (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor types a postcode and sees the first free slot the checkout offers, remembered on the next product', async ({ page, request }) => {
      const shop = await fetchShopConfig(request);
      const estimate: DeliveryEstimate = await (await request.get(`/api/delivery/estimate?postcode=${SPRINGFIELD.postcode}`)).json();
      expect(estimate.slot).not.toBeNull();
      const expected = deliveryPromiseText(estimate.slot!, estimate.zone!, dayIn(shop.timeZone, new Date()), shop.locale);

      await page.goto(PRODUCT);
      const section = promise(page);
      await expect(section.getByText(`Collect at the trade counter, ${shop.delivery.pickup.address}. ${shop.delivery.pickup.hours}.`)).toBeVisible();
      await section.getByRole('textbox', { name: 'When would it arrive? Your ZIP code' }).fill(SPRINGFIELD.postcode);
      await section.getByRole('button', { name: 'Check' }).click();
      await expect(section.getByRole('status')).toHaveText(expected);
      await expect(section.getByText(`Delivery to ${SPRINGFIELD.postcode}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto(OTHER_PRODUCT);
      await expect(promise(page).getByRole('status')).toHaveText(expected);

      // Another postcode, where no zone delivers: it says so, and offers pickup.
      await promise(page).getByRole('button', { name: 'Change ZIP code' }).click();
      await promise(page).getByRole('textbox', { name: 'When would it arrive? Your ZIP code' }).fill('99999');
      await promise(page).getByRole('button', { name: 'Check' }).click();
      await expect(promise(page).getByRole('status')).toHaveText('We do not deliver to this ZIP code yet: collect your order at the trade counter.');
    });

    test('a postcode the shop cannot read is refused with its message', async ({ page }) => {
      await page.goto(PRODUCT);
      await promise(page).getByRole('textbox', { name: 'When would it arrive? Your ZIP code' }).fill('<b>1</b>');
      await promise(page).getByRole('button', { name: 'Check' }).click();
      await expect(promise(page).getByRole('alert')).toHaveText('Postcode may contain only letters, digits, spaces and dashes');
    });
  });
}

test('a signed-in customer sees the promise for their saved address without typing', async ({ page }) => {
  await createAccount(page.request);
  const saved = await page.request.post('/api/addresses', { data: { recipient: 'Site office', phone: SPRINGFIELD.phone, street: SPRINGFIELD.street, postcode: SPRINGFIELD.postcode, city: SPRINGFIELD.city }, headers: postHeaders() });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.goto(PRODUCT);
  await expect(promise(page).getByRole('status')).toHaveText(/^Order today for delivery .*, in Springfield central$/);
  await expect(promise(page).getByText(`Delivery to ${SPRINGFIELD.postcode}`)).toBeVisible();
});
