import { expect } from '@playwright/test';
import { addressMessages } from '../src/shared/schemas/addresses.js';
import { checkoutMessages } from '../src/shared/schemas/checkout.js';
import { deliveryMessages } from '../src/shared/schemas/delivery.js';
import { baseUrl, createAccount, expectPath, newAccount, test, uniqueClientIp } from './support/accounts.js';
import {
  addZone,
  checkoutForm,
  checkoutThroughApi,
  chooseSlot,
  deliveryOptionsThroughApi,
  escapeRegExp,
  expectReviewedTotal,
  fillCart,
  LINES,
  myNewestOrder,
  openCheckout,
  PHONE_DIGITS,
  postHeaders,
  quoteThroughApi,
  reviewPanel,
  saveAddress,
  screenshot,
  serverCart,
  SPRINGFIELD,
  typeNewAddress,
  type DeliveryBody,
} from './support/checkout.js';
import { adminBrowser, moneyFormatter, productNamed } from './support/orders.js';

/**
 * Issue 14 §2, what the checkout refuses and how it says so: at the field, with the focus on the
 * first problem; a line that cannot be ordered leads back to the cart; a changed cart or a slot
 * that fills up meanwhile shows the shop's new view.
 */
test.describe('checkout refusals (issue 14)', () => {
  test('problems show at their field and take the focus: missing fields, an address outside every zone, site delivery without notes', async ({ page }) => {
    test.slow();
    await createAccount(page.request, newAccount());
    await fillCart(page.request, LINES.refused);
    await openCheckout(page);
    const form = checkoutForm(page);

    // Nothing filled in: the first problem takes the focus, each is at its field.
    await form.getByLabel('Recipient').fill('');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByLabel('Recipient')).toBeFocused();
    await expect(form.getByLabel('Recipient')).toHaveAccessibleDescription(addressMessages.recipientRequired);
    await expect(form.getByLabel('Recipient')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription(/ZIP code is required/);
    await expect(form.getByRole('checkbox', { name: /I accept the terms of use/ })).toHaveAccessibleDescription(new RegExp(checkoutMessages.termsRequired));
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'checkout-6-problems');

    // An address no zone covers. Its phone fills the contact phone, whose problem is then gone.
    await typeNewAddress(page, { recipient: 'Kim Faraway', phone: PHONE_DIGITS, street: '1 Harbour Road', postcode: '99501', city: 'Anchorage' });
    await expect(form.getByLabel('Phone number')).toHaveValue(PHONE_DIGITS);
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'false');
    await expect(form.getByLabel('Phone number')).not.toHaveAccessibleDescription(/required/);
    await expect(form.getByRole('alert').filter({ hasText: deliveryMessages.noZone })).toBeVisible();
    await expect(form.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(deliveryMessages.noZone)}$`));
    await expect(form.getByRole('radio', { name: 'Home delivery' })).toHaveAccessibleDescription(/Not to this address/);
    await expect(form.getByText('Choose an address we deliver to, then pick a day and time here.')).toBeVisible();
    await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByLabel('ZIP code')).toBeFocused();
    await screenshot(page, 'checkout-7-no-zone');

    // A building site in Springfield, without notes for the driver.
    await form.getByRole('radio', { name: 'Delivery to a building site' }).check();
    await form.getByLabel('ZIP code').fill(SPRINGFIELD.postcode);
    await form.getByLabel('City').fill(SPRINGFIELD.city);
    await expect(form.getByRole('alert').filter({ hasText: deliveryMessages.noZone })).toHaveCount(0);
    await chooseSlot(page, 2);
    await form.getByRole('button', { name: 'Place order' }).click();
    const notes = form.getByLabel('Notes for the driver');
    await expect(notes).toBeFocused();
    await expect(notes).toHaveAttribute('aria-invalid', 'true');
    await expect(notes).toHaveAccessibleDescription(new RegExp(checkoutMessages.siteNotesRequired));
    await notes.fill('Gate 3 on Mill Lane; ask for Kim in the site office.');
    await expect(notes).toHaveAttribute('aria-invalid', 'false');
    // Nothing was ordered.
    expect((await serverCart(page.request)).lines).toHaveLength(1);
    expect((await (await page.request.get('/api/orders/mine')).json()).total).toBe(0);
  });

  test('cash on delivery above the maximum cannot be chosen, and a cart line that cannot be ordered leads back to the cart', async ({ page }) => {
    test.slow();
    const money = await moneyFormatter(page.request);
    await createAccount(page.request, newAccount());
    await saveAddress(page.request, { recipient: 'Lee Large', phone: PHONE_DIGITS, street: '9 Foundry Street', postcode: '62703', city: 'Springfield' });
    await fillCart(page.request, [...LINES.refused, LINES.aboveCashMaximum]);

    await openCheckout(page);
    const form = checkoutForm(page);
    await chooseSlot(page, 0);
    const cash = form.getByRole('radio', { name: 'Cash on delivery' });
    await expect(cash).toBeDisabled();
    const max = await deliveryOptionsThroughApi(page.request, { postcode: '62703', city: 'Springfield' });
    await expect(cash).toHaveAccessibleDescription(`Cash on delivery is possible up to ${money(max.cashOnDeliveryMax)}.`);
    await expect(form.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();

    // Another visit's cart brings a product whose stock fell below its minimum.
    const product = await productNamed(page.request, LINES.shortOfStock);
    expect(product.availableQuantity).toBeLessThan(product.minOrderQuantity);
    const merged = await page.request.post('/api/cart/merge', { data: { lines: [{ productId: product.id, quantity: product.minOrderQuantity }] }, headers: postHeaders() });
    expect(merged.status(), await merged.text()).toBe(200);
    await openCheckout(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Some products in your cart cannot be ordered as they are' })).toContainText(LINES.shortOfStock);
    await chooseSlot(page, 0);
    const refusal = reviewPanel(page).getByRole('alert');
    await expect(refusal).toContainText(LINES.shortOfStock);
    await refusal.getByRole('link', { name: 'Back to your cart to change it' }).click();
    await expectPath(page, '/cart');
  });

  test('a cart changed elsewhere after the review is refused with the shop’s message, and the new review is shown', async ({ page }) => {
    const money = await moneyFormatter(page.request);
    await createAccount(page.request, newAccount());
    await saveAddress(page.request, { recipient: 'Dana Double', phone: PHONE_DIGITS, street: '6 Second Street', postcode: '62706', city: 'Springfield' });
    await fillCart(page.request, LINES.refused);
    await openCheckout(page);
    const form = checkoutForm(page);
    const slot = await chooseSlot(page, 1);
    const addressId = (await (await page.request.get('/api/addresses')).json()).addresses[0].id as string;
    const delivery: DeliveryBody = { method: 'home', addressId, slot, saveAddress: false };
    await expectReviewedTotal(page, money((await quoteThroughApi(page.request, delivery)).total));
    await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();

    // Another tab adds a product after the review was shown.
    await fillCart(page.request, [LINES.a11y[0]]);
    const changed = await quoteThroughApi(page.request, delivery);
    await form.getByRole('button', { name: 'Place order' }).click();
    const refusal = reviewPanel(page).getByRole('alert').filter({ hasText: checkoutMessages.cartChanged });
    await expect(refusal).toBeFocused();
    await expect(reviewPanel(page).getByRole('list', { name: 'Products in your order' }).getByRole('listitem')).toHaveCount(2);
    await expectReviewedTotal(page, money(changed.total));
    expect((await (await page.request.get('/api/orders/mine')).json()).total).toBe(0);
  });

  test('a slot that fills up while the customer decides is refused at the slot, the slots are asked again and another one is chosen', async ({ page, browser }) => {
    test.slow();
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
    // A ZIP code of its own (the demo shop's rule: five digits), so no other test's address falls in this zone.
    const postcode = `3${String(Date.now()).slice(-4)}`;
    const admin = await adminBrowser(browser);
    try {
      await addZone(admin.page.request, { name: `One van ${suffix}`, postcodePrefixes: [postcode], fee: 1500, siteFee: 2500, freeFrom: null, slotCapacity: 1 });
    } finally {
      await admin.context.close();
    }
    const address = { recipient: 'Ola Other', phone: PHONE_DIGITS, street: '5 Pier Road', postcode, city: 'Harbourtown' };

    // Another customer books the first slot.
    const other = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
    try {
      await createAccount(other.request, newAccount('other'));
      await fillCart(other.request, [LINES.slots]);
      const options = await deliveryOptionsThroughApi(other.request, address);
      const [first, second] = options.slots;
      const booking = (slot: { day: string; window: string }): DeliveryBody => ({ method: 'home', address, slot: { day: slot.day, window: slot.window }, saveAddress: false });
      await checkoutThroughApi(other.request, booking(first!), PHONE_DIGITS);

      await createAccount(page.request, newAccount());
      await fillCart(page.request, [LINES.slots]);
      await openCheckout(page);
      const form = checkoutForm(page);
      await typeNewAddress(page, { ...address, recipient: 'Pat Patient' });
      await form.getByRole('group', { name: 'Delivery day' }).getByRole('radio').first().check();
      const windows = form.getByRole('group', { name: /^Time window on / });
      await expect(windows.getByRole('radio', { name: `${first!.window.replace('-', '–')}, Full` })).toBeDisabled();
      await windows.getByRole('radio', { name: new RegExp(`^${second!.window.replace('-', '–')}, 1 place left`) }).check();

      // The day radios are one group: the arrow keys move through the days that have room.
      const days = form.getByRole('group', { name: 'Delivery day' }).getByRole('radio');
      await days.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(days.nth(1)).toBeChecked();
      await page.keyboard.press('ArrowLeft');
      await expect(days.first()).toBeChecked();
      await windows.getByRole('radio', { name: new RegExp(`^${second!.window.replace('-', '–')}`) }).check();

      await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
      await expectReviewedTotal(page, (await moneyFormatter(page.request))((await quoteThroughApi(page.request, booking(second!))).total));
      // … and the other customer takes that slot first.
      await fillCart(other.request, [LINES.slots]);
      await checkoutThroughApi(other.request, booking(second!), PHONE_DIGITS);

      await form.getByRole('button', { name: 'Place order' }).click();
      const refusal = form.getByRole('alert').filter({ hasText: checkoutMessages.slotFull });
      await expect(refusal).toBeVisible();
      await expect(windows.getByRole('radio', { name: `${second!.window.replace('-', '–')}, Full` })).toBeDisabled();
      await expect(windows.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(windows.getByRole('radio', { disabled: false }).first()).toBeFocused();
      await screenshot(page, 'checkout-8-slot-full');
      expect((await (await page.request.get('/api/orders/mine')).json()).total).toBe(0);

      const third = await chooseSlot(page, 0);
      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/dashboard\/payment\//);
      expect((await myNewestOrder(page.request)).delivery.slot).toEqual(third);
    } finally {
      await other.close();
    }
  });
});
