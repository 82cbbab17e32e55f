import { expect } from '@playwright/test';
import { taxRateText } from '../src/shared/tax.js';
import { checkoutMessages, reviewWaitingMessages } from '../src/shared/schemas/checkout.js';
import { orderMessages } from '../src/shared/schemas/orders.js';
import { createAccount, expectPath, newAccount, test } from './support/accounts.js';
import {
  checkoutForm,
  chooseSlot,
  deliveryOptionsThroughApi,
  escapeRegExp,
  expectReviewedTotal,
  fillCart,
  LINES,
  myNewestOrder,
  openCheckout,
  PHONE_DIGITS,
  quoteThroughApi,
  reviewPanel,
  saveAddress,
  savedAddresses,
  screenshot,
  serverCart,
  slotWords,
  SPRINGFIELD,
  typeNewAddress,
} from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { adminBrowser, moneyFormatter, orderById, orderRow } from './support/orders.js';

/** Issue 14 §2, the checkout of a signed-in customer's cart: home delivery, cash on delivery, pickup, and its accessibility. */
test.describe('checkout (issue 14)', () => {
  test('home delivery to a new address in a chosen slot, paid by card: the review is the shop’s, the order is placed once and the payment page opens', async ({ page, request }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const shop = await fetchShopConfig(request);
    const account = await createAccount(page.request, newAccount());
    const cart = await fillCart(page.request, LINES.card);

    await openCheckout(page);
    const form = checkoutForm(page);
    await expect(form.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
    // No saved address yet: a new one, in the customer's name.
    await expect(form.getByLabel('Recipient')).toHaveValue(account.name);
    // The summary says what it still waits for: first the address, then (home delivery chosen) the slot.
    await expect(reviewPanel(page).getByRole('status').filter({ hasText: reviewWaitingMessages.address })).toBeVisible();
    await screenshot(page, 'checkout-1-start');

    await typeNewAddress(page, SPRINGFIELD);
    await expect(form.getByRole('status').filter({ hasText: 'We deliver here (Springfield central)' })).toBeVisible();
    await expect(reviewPanel(page).getByRole('status').filter({ hasText: reviewWaitingMessages.slot })).toBeVisible();
    await expect(reviewPanel(page).getByText(/Choose the delivery/)).toHaveCount(0);
    // The contact phone follows the address's phone.
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue(SPRINGFIELD.phone);
    await form.getByLabel('Save this address').uncheck();
    const slot = await chooseSlot(page, 1);

    const address = { recipient: account.name, phone: SPRINGFIELD.phone, street: SPRINGFIELD.street, postcode: SPRINGFIELD.postcode, city: SPRINGFIELD.city };
    const options = await deliveryOptionsThroughApi(page.request, address);
    const quote = await quoteThroughApi(page.request, { method: 'home', address, slot, saveAddress: false });
    expect(quote.subtotal).toBe(cart.subtotal);
    expect(quote.delivery.fee).toBe(options.zone!.freeFrom !== null && cart.subtotal >= options.zone!.freeFrom ? 0 : options.zone!.fee);

    const review = reviewPanel(page);
    await expectReviewedTotal(page, money(quote.total));
    const lines = review.getByRole('list', { name: 'Products in your order' }).getByRole('listitem');
    await expect(lines).toHaveCount(LINES.card.length);
    for (const line of quote.lines) {
      const item = lines.filter({ hasText: line.name });
      await expect(item).toContainText(`${line.quantity} × ${money(line.unitPrice)}`);
      await expect(item).toContainText(money(line.lineTotal));
    }
    await expect(review.getByText(money(quote.subtotal), { exact: true })).toBeVisible();
    await expect(review.getByText(money(quote.delivery.fee), { exact: true })).toBeVisible();
    await expect(review.getByText(`incl. ${money(quote.tax.amount)} ${quote.tax.name} ${taxRateText(quote.tax.rateBasisPoints)}`)).toBeVisible();
    await expect(review.getByText(slotWords(slot, shop.locale))).toBeVisible();
    await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await expect(form.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/legal/terms-of-use');
    await screenshot(page, 'checkout-2-review');

    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByText(`Amount: ${money(quote.total)}`)).toBeVisible();
    const order = await orderById(page.request, orderId);
    // The payment page lists each product with its pieces, not only the pieces in all.
    const paidFor = page.getByRole('list', { name: 'Products in this order' }).getByRole('listitem');
    await expect(paidFor).toHaveText(order.lines.map((line) => new RegExp(`^${line.quantity} × ${escapeRegExp(line.productName)}\\s*${escapeRegExp(money(line.lineTotal))}$`)));
    expect(order).toMatchObject({ paymentChoice: 'card', status: 'pending_payment', total: quote.total, delivery: { method: 'home', fee: quote.delivery.fee, zone: 'Springfield central', slot } });
    expect(order.lines.map((line) => [line.productName, line.quantity])).toEqual(LINES.card.map((line) => [line.name, line.quantity]));
    expect(order.deliveryAddress).toContain(SPRINGFIELD.street);
    expect((await serverCart(page.request)).lines).toEqual([]);
    expect(await savedAddresses(page.request)).toEqual([]);
    expect((await (await page.request.get('/api/orders/mine')).json()).total).toBe(1);
  });

  test('cash on delivery to a new address that is saved: the confirmation says the order number, slot, address and total to pay in cash', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const shop = await fetchShopConfig(page.request);
    const money = await moneyFormatter(page.request);
    await createAccount(page.request, newAccount());
    await fillCart(page.request, LINES.cash);

    await openCheckout(page);
    const form = checkoutForm(page);
    const address = { phone: PHONE_DIGITS, street: '7 Depot Road', postcode: '62704', city: 'Springfield', district: 'Downtown', label: 'Workshop' };
    await typeNewAddress(page, address);
    await expect(form.getByLabel('Save this address')).toBeChecked();
    const slot = await chooseSlot(page, 0);
    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expect(reviewPanel(page).getByText('You pay in cash when the order is handed over.')).toBeVisible();
    await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await expect(reviewPanel(page)).toContainText('Springfield central');
    await screenshot(page, 'checkout-3-cash');
    await form.getByRole('button', { name: 'Place order' }).click();

    const heading = page.getByRole('heading', { level: 1, name: checkoutMessages.placed });
    await expect(heading).toBeFocused();
    const order = await myNewestOrder(page.request);
    expect(order).toMatchObject({ paymentChoice: 'cash_on_delivery', delivery: { method: 'home', slot } });
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Order details' }).getByText(order.number, { exact: true })).toBeVisible();
    await expect(main.getByText(slotWords(slot, shop.locale))).toBeVisible();
    await expect(main.getByText(order.deliveryAddress)).toBeVisible();
    await expect(main.getByText(money(order.total), { exact: true })).toBeVisible();
    await expect(main.getByText('Pay in cash when it arrives.')).toBeVisible();
    await screenshot(page, 'checkout-4-confirmation');
    expect(await savedAddresses(page.request)).toEqual([expect.objectContaining({ label: 'Workshop', street: '7 Depot Road', postcode: '62704' })]);
    expect((await serverCart(page.request)).lines).toEqual([]);

    // A reload keeps the confirmation; My Orders lists the order.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: checkoutMessages.placed })).toBeVisible();
    await main.getByRole('link', { name: 'View My Orders' }).click();
    await expectPath(page, '/dashboard');
    await expect(orderRow(page, 'My Orders', order)).toBeVisible();
  });

  test('pickup at the shop: no address or slot, no fee; the saved address still gives the phone; paid in cash when collected; made ready for pickup and collected, not shipped', async ({ page, request, browser }) => {
    test.slow();
    const money = await moneyFormatter(request);
    const shop = await fetchShopConfig(request);
    await createAccount(page.request, newAccount());
    await saveAddress(page.request, { label: 'Home', recipient: 'Robin Pickup', phone: PHONE_DIGITS, street: '3 Elm Street', postcode: '62702', city: 'Springfield' });
    await fillCart(page.request, LINES.pickup);

    await openCheckout(page);
    const form = checkoutForm(page);
    // The saved address is offered and chosen; its phone is the contact phone.
    await expect(form.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue(PHONE_DIGITS);
    await form.getByRole('radio', { name: 'Pick up at the shop' }).check();
    await expect(form.getByRole('radio', { name: 'Pick up at the shop' })).toHaveAccessibleDescription(new RegExp(escapeRegExp(shop.delivery.pickup.address)));
    await expect(form.getByRole('group', { name: 'Delivery address' })).toHaveCount(0);
    await expect(form.getByRole('group', { name: 'Delivery day' })).toHaveCount(0);

    const quote = await quoteThroughApi(page.request, { method: 'pickup', saveAddress: false });
    expect(quote.delivery.fee).toBe(0);
    await expectReviewedTotal(page, money(quote.total));
    await expect(reviewPanel(page).getByText('Pickup at the shop')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Cash on delivery' })).toHaveAccessibleDescription('Pay in cash when you collect the order.');
    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await screenshot(page, 'checkout-5-pickup');
    await form.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { level: 1, name: checkoutMessages.placed })).toBeFocused();
    await expect(page.getByRole('main').getByText('Pay in cash when you collect it.')).toBeVisible();
    await expect(page.getByRole('main').getByText(shop.delivery.pickup.hours)).toBeVisible();
    const order = await myNewestOrder(page.request);
    expect(order).toMatchObject({ paymentChoice: 'cash_on_delivery', total: quote.total, delivery: { method: 'pickup', fee: 0, slot: null, zone: null } });

    // The admin makes it ready for pickup and marks it collected: nothing of it is shipped.
    const admin = await adminBrowser(browser);
    try {
      await admin.page.goto('/dashboard/manageAllOrders');
      const row = orderRow(admin.page, 'All Orders', order);
      await expect(row.getByRole('button', { name: /Ship Now/ })).toHaveCount(0);
      await row.getByRole('button', { name: `Ready for pickup order ${order.number}` }).click();
      await expect(admin.page.getByText(orderMessages.readyForPickup, { exact: true })).toBeVisible();
      await expect(row.getByText('Ready for pickup', { exact: true }).filter({ visible: true })).toBeVisible();
      // The customer sees until when it waits at the counter.
      await page.goto('/dashboard');
      await expect(orderRow(page, 'My Orders', order).getByText(/^Collect it by /).filter({ visible: true })).toBeVisible();
      await row.getByRole('button', { name: `Mark Collected order ${order.number}` }).click();
      await expect(admin.page.getByText(orderMessages.collected, { exact: true })).toBeVisible();
      await expect(row.getByText('Collected', { exact: true }).filter({ visible: true })).toBeVisible();
      expect((await orderById(admin.page.request, order.id)).status).toBe('delivered');
    } finally {
      await admin.context.close();
    }
    // The customer's My Orders says the same.
    await page.goto('/dashboard');
    await expect(orderRow(page, 'My Orders', order).getByText('Collected', { exact: true }).filter({ visible: true })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`the checkout and its confirmation have no serious axe violations at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const money = await moneyFormatter(page.request);
      await createAccount(page.request, newAccount());
      await page.goto('/checkout');
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all tools' })).toHaveAttribute('href', '/allProduct');
      await expectNoSeriousA11yViolations(page);

      await saveAddress(page.request, { label: 'Office', recipient: 'Alex Axe', phone: PHONE_DIGITS, street: '2 Lamp Street', postcode: '62705', city: 'Springfield' });
      await fillCart(page.request, LINES.a11y);
      await openCheckout(page);
      const form = checkoutForm(page);
      const slot = await chooseSlot(page, 3);
      const addressId = (await (await page.request.get('/api/addresses')).json()).addresses[0].id as string;
      await expectReviewedTotal(page, money((await quoteThroughApi(page.request, { method: 'home', addressId, slot, saveAddress: false })).total));
      await expectNoSeriousA11yViolations(page);
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
      await screenshot(page, 'checkout-9-saved-address');

      // Problems shown at their fields.
      await form.getByRole('radio', { name: 'Delivery to a building site' }).check();
      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(form.getByLabel('Notes for the driver')).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'checkout-10-problems');

      await form.getByRole('radio', { name: 'Pick up at the shop' }).check();
      await form.getByRole('radio', { name: 'Cash on delivery' }).check();
      await form.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { level: 1, name: checkoutMessages.placed })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'checkout-11-confirmation');
      expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
    });
  }
});
