import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productPath } from '../src/shared/discovery.js';
import { orderPath } from '../src/shared/routes.js';
import { orderTotals } from '../src/shared/tax.js';
import { multiply } from '../src/shared/money.js';
import { shownAmount } from '../src/shared/tax-display.js';
import { buyerUnitPrice, percentText, type PriceTier } from '../src/shared/price-tiers.js';
import { checkoutMessages } from '../src/shared/schemas/checkout.js';
import type { Product } from '../src/shared/schemas/catalog.js';
import type { ShopConfig } from '../src/shared/schemas/shop.js';
import { taxNumberShapeMessage } from '../src/shared/shop-locale.js';
import { creditLimitMessage, dueDayText, invoiceDueMessage, TRADE_ACCOUNTS_PAGE_SIZE, tradeMessages, type TradeAccount, type TradeTier } from '../src/shared/schemas/trade.js';
import { createAccount, newAccount, test } from './support/accounts.js';
import { checkoutForm, expectReviewedTotal, fillCart, myNewestOrder, openCheckout, PHONE_DIGITS, postHeaders, reviewPanel, screenshot } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { adminBrowser, moneyFormatter, orderRow, productNamed, PRODUCTS } from './support/orders.js';
import { createProductThroughApi, removeProductThroughApi, uniqueProductName } from './support/product-admin.js';

/**
 * Issue 15 §5, the customer's side of trade accounts: a customer applies on /dashboard/trade-account,
 * an admin approves (or refuses) the application, and the approved customer sees trade prices on
 * the product page and in the cart and checks out on invoice. The journey orders a product of its
 * own (removed afterwards), so no other test's stock moves.
 */
const TRADE_ACCOUNT_PATH = '/dashboard/trade-account';
const QUANTITY_TIERS: PriceTier[] = [{ minQuantity: 5, discountBasisPoints: 500 }];

function suffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** The demo shop's trade price tier of this name (seeded with the demo data). */
async function tierNamed(adminRequest: APIRequestContext, name: string): Promise<TradeTier> {
  const response = await adminRequest.get('/api/admin/trade-tiers');
  expect(response.status(), await response.text()).toBe(200);
  const tier = ((await response.json()) as { items: TradeTier[] }).items.find((item) => item.name === name);
  expect(tier, `the demo shop has the trade tier ${name}`).toBeDefined();
  return tier!;
}

/** A trade customer's piece price as the pages show it: without the tax, as trade accounts start (issue 38 §5). */
function shownTradePrice(shop: ShopConfig, listPrice: number, tiers: PriceTier[], quantity: number, tier: TradeTier): number {
  return shownAmount(buyerUnitPrice(listPrice, tiers, quantity, tier.discountBasisPoints), shop.tax, 'excl');
}

/** Checks the page with axe at phone and desktop widths (a screenshot of each with SHOTS_DIR set). */
async function expectAccessibleAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, name);
  }
}

/** With SHOTS_DIR set, keeps screenshots of the page at phone and desktop widths (ending at the desktop width). */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, name);
  }
}

async function openTradeAccountPage(page: Page): Promise<void> {
  await page.goto(TRADE_ACCOUNT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Trade account' })).toBeVisible();
}

async function applyThroughApi(request: APIRequestContext, application: { companyName: string; companyAddress: string; vatNumber: string }): Promise<TradeAccount> {
  const response = await request.post('/api/trade/account', { data: application, headers: postHeaders() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { account: TradeAccount }).account;
}

test.describe('trade accounts, the customer side (issue 15 §5)', () => {
  test('a customer applies, is approved, sees trade prices on the product page and in the cart, and checks out on invoice', async ({ page, browser, request }) => {
    // Two browsers, six axe runs and a checkout: 90 s was too short on a loaded two-core machine.
    test.setTimeout(240_000);
    const shop = await fetchShopConfig(request);
    const money = await moneyFormatter(request);
    const admin = await adminBrowser(browser);
    const tier = await tierNamed(admin.page.request, 'Contractor');
    const product: Product = await createProductThroughApi(admin.page.request, {
      name: uniqueProductName('Trade Cable Drum'),
      price: 12_000,
      availableQuantity: 40,
      minOrderQuantity: 1,
      priceTiers: QUANTITY_TIERS,
    });
    try {
      // A visitor sees the list price, and the page never asks for a trade account.
      const tradeRequests: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/trade/account') tradeRequests.push(sent.method());
      });
      await page.goto(productPath(product));
      const summary = page.getByRole('main');
      await expect(summary.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      // The session is known once the navbar offers "Login".
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).first()).toBeVisible();
      await expect(summary.getByText(`Price: ${money(product.price)}`)).toBeVisible();
      await expect(summary.getByText('Trade price')).toHaveCount(0);
      expect(tradeRequests).toEqual([]);

      // A new customer reads what a trade account gives and applies; the form checks the fields first.
      await createAccount(page.request, newAccount('trade'));
      await openTradeAccountPage(page);
      await expect(page.getByRole('heading', { name: 'What a trade account gives you' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Trade account application' });
      await expectAccessibleAtBothWidths(page, 'trade-account-1-apply');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByLabel('Company name')).toBeFocused();
      await expect(form.getByText(tradeMessages.companyNameRequired)).toBeVisible();
      await expect(form.getByText(tradeMessages.companyAddressRequired)).toBeVisible();
      await expect(form.getByText(`${shop.taxNumber.name} is required`)).toBeVisible();
      const company = `Journey Electrics ${suffix()} Ltd`;
      await form.getByLabel('Company name').fill(company);
      await form.getByLabel('Company address').fill('Unit 4, Foundry Park\n62701 Springfield');
      // The demo shop's trade customers give their EIN (content/shop.json `taxNumber`).
      await form.getByLabel('EIN').fill('12-3456');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByText(taxNumberShapeMessage(shop.taxNumber))).toBeVisible();
      await expect(form.getByLabel('EIN')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('EIN').fill('12 345.6789');
      await form.getByRole('button', { name: 'Send application' }).click();

      const waiting = page.getByRole('heading', { level: 2, name: 'Your application is waiting for our answer' });
      await expect(waiting).toBeFocused();
      await expect(page.getByRole('main').getByText(tradeMessages.applied)).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: '123456789' })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: company })).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'trade-account-2-waiting');

      // An admin approves it on the trade accounts page (the waiting applications, oldest first: it is on the last page).
      const waitingList = await admin.page.request.get('/api/admin/trade-accounts?status=applied&pageSize=1');
      expect(waitingList.status()).toBe(200);
      const lastPage = Math.max(1, Math.ceil(((await waitingList.json()) as { total: number }).total / TRADE_ACCOUNTS_PAGE_SIZE));
      await admin.page.goto(lastPage === 1 ? '/dashboard/trade-accounts' : `/dashboard/trade-accounts?page=${lastPage}`);
      const row = admin.page.getByRole('table', { name: 'Trade accounts' }).getByRole('row').filter({ hasText: company });
      await row.getByRole('button', { name: `Approve ${company}` }).click();
      const dialog = admin.page.getByRole('dialog', { name: `Approve ${company}` });
      await dialog.getByLabel('Price tier').selectOption(tier.id);
      await dialog.getByLabel('Payment terms').selectOption('30');
      await dialog.getByLabel('Credit limit').fill('5000');
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(admin.page.getByText(tradeMessages.approved)).toBeVisible();

      // The customer's page shows the tier, the terms and the credit.
      await openTradeAccountPage(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Your trade account is approved' })).toBeVisible();
      const figures = page.getByRole('main');
      await expect(figures.getByRole('definition').filter({ hasText: tier.name }).first()).toBeVisible();
      await expect(figures.getByText(`${percentText(tier.discountBasisPoints)}\u00a0% off every list price, quantity prices on top`)).toBeVisible();
      await expect(figures.getByRole('definition').filter({ hasText: '30 days' })).toBeVisible();
      await expect(figures.getByRole('definition').filter({ hasText: money(500_000) })).toHaveCount(2);
      await expectAccessibleAtBothWidths(page, 'trade-account-3-approved');

      // The product page shows the trade price without the tax, the list price beside it, and the quantity prices at the trade price.
      await page.goto(productPath(product));
      await expect(summary.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const tradePriceText = money(shownTradePrice(shop, product.price, QUANTITY_TIERS, 1, tier));
      await expect(summary.getByText(`Trade price: ${tradePriceText} excl. ${shop.tax.name}`)).toBeVisible();
      await expect(summary.getByText(`List price ${money(shownAmount(product.price, shop.tax, 'excl'))}`)).toBeVisible();
      const quantityPrices = summary.getByRole('table', { name: `Quantity prices, trade price excl. ${shop.tax.name}` });
      await expect(quantityPrices.getByRole('row').filter({ hasText: '5+' }).getByRole('cell').first()).toHaveText(money(shownTradePrice(shop, product.price, QUANTITY_TIERS, 5, tier)));
      await screenshotsAtBothWidths(page, 'trade-account-4-product-page');

      // Its card in the list of all products (newest first) shows the trade price too.
      await page.goto('/allProduct');
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
      await expect(card.getByText(`Trade price: ${tradePriceText}`)).toBeVisible();
      await expect(card.getByText(`List price ${money(shownAmount(product.price, shop.tax, 'excl'))}`)).toBeVisible();
      await screenshotsAtBothWidths(page, 'trade-account-4-product-card');

      // The product's own order page shows the trade price and the total the shop charges for it.
      await page.goto(orderPath(product.id));
      const orderForm = page.getByRole('form', { name: 'Order' });
      const onePiece = buyerUnitPrice(product.price, QUANTITY_TIERS, 1, tier.discountBasisPoints);
      await expect(orderForm.getByLabel('Trade price', { exact: true })).toHaveValue(money(onePiece));
      await expect(orderForm.getByText(`List price ${money(shownAmount(product.price, shop.tax, 'excl'))} excl. ${shop.tax.name}, ${percentText(tier.discountBasisPoints)}\u00a0% off`)).toBeVisible();
      await orderForm.getByLabel('Quantity', { exact: true }).fill('5');
      const fivePieces = buyerUnitPrice(product.price, QUANTITY_TIERS, 5, tier.discountBasisPoints);
      await expect(orderForm.getByLabel('Trade price', { exact: true })).toHaveValue(money(fivePieces));
      await expect(orderForm.getByRole('status', { name: 'Total' })).toHaveText(money(orderTotals(multiply(fivePieces, 5), shop.tax).total));
      await expectAccessibleAtBothWidths(page, 'trade-account-4-order-page');
      await page.goto(productPath(product));
      await expect(summary.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

      // In the cart, at the trade price the shop charges (tax included), named as such.
      await page.getByRole('form', { name: 'Add to cart' }).getByLabel('Quantity').fill('2');
      await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
      await page.goto('/cart');
      const charged = buyerUnitPrice(product.price, QUANTITY_TIERS, 2, tier.discountBasisPoints);
      const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: product.name });
      await expect(line.getByText(`${money(shownAmount(charged, shop.tax, 'excl'))} each excl. ${shop.tax.name}`)).toBeVisible();
      await expect(line.getByText('Trade price', { exact: true })).toBeVisible();
      await expect(line.getByText(`List price ${money(shownAmount(product.price, shop.tax, 'excl'))}, ${percentText(tier.discountBasisPoints)}\u00a0% off`)).toBeVisible();
      await screenshotsAtBothWidths(page, 'trade-account-5-cart');

      // The checkout offers paying on invoice with the account's terms; the order is placed without a card payment.
      await openCheckout(page);
      const checkout = checkoutForm(page);
      // On invoice is there from the start, before any delivery or slot is chosen.
      await expect(checkout.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
      await expect(checkout.getByRole('group', { name: 'Delivery day' }).getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(checkout.getByRole('radio', { name: 'On invoice (30 days)' })).toBeEnabled();
      await checkout.getByRole('radio', { name: 'Pick up at the shop' }).check();
      await checkout.getByLabel('Phone number', { exact: true }).fill(PHONE_DIGITS);
      await expectReviewedTotal(page, money(charged * 2));
      await expect(reviewPanel(page).getByText(`2 × ${money(shownAmount(charged, shop.tax, 'excl'))}`)).toBeVisible();
      const onInvoice = checkout.getByRole('radio', { name: 'On invoice (30 days)' });
      await expect(onInvoice).toBeEnabled();
      await onInvoice.check();
      await expect(reviewPanel(page).getByText('You pay on invoice within 30 days; the invoice comes by email.')).toBeVisible();
      await checkout.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
      await screenshotsAtBothWidths(page, 'trade-account-6-checkout');
      await checkout.getByRole('button', { name: 'Place order' }).click();

      await expect(page.getByRole('heading', { level: 1, name: checkoutMessages.placed })).toBeFocused();
      const order = await myNewestOrder(page.request);
      expect(order).toMatchObject({ paymentChoice: 'invoice', status: 'pending_payment', total: charged * 2, invoiceTerms: { paymentTermsDays: 30 } });
      const terms = order.invoiceTerms!;
      await expect(page.getByRole('main').getByText(invoiceDueMessage(terms, shop.locale), { exact: false })).toBeVisible();
      await screenshotsAtBothWidths(page, 'trade-account-7-placed');

      // My Orders and the order's payment page say it is paid on invoice, and by when.
      await page.goto('/dashboard');
      const orderLine = orderRow(page, 'My Orders', order);
      await expect(orderLine.getByText(`On invoice, due by ${dueDayText(terms.dueOn, shop.locale)}.`).filter({ visible: true })).toBeVisible();
      await orderLine.getByText(`Details of order ${order.number}`).click();
      await expect(orderLine.getByRole('definition').filter({ hasText: invoiceDueMessage(terms, shop.locale) })).toBeVisible();
      await screenshotsAtBothWidths(page, 'trade-account-8-my-orders');
      await page.goto(`/dashboard/payment/${order.id}`);
      await expect(page.getByText('This order is paid on invoice')).toBeVisible();
      await expect(page.getByText(`Please pay its invoice by ${dueDayText(terms.dueOn, shop.locale)} (30 days after the order).`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
      await screenshotsAtBothWidths(page, 'trade-account-9-payment-page');

      // The open invoice uses the credit.
      await openTradeAccountPage(page);
      await expect(page.getByRole('main').getByRole('definition').filter({ hasText: money(order.total) })).toBeVisible();
      await expect(page.getByRole('main').getByRole('definition').filter({ hasText: money(500_000 - order.total) })).toBeVisible();
    } finally {
      await removeProductThroughApi(admin.page.request, product.id);
      await admin.context.close();
    }
  });

  test('an order past what is left of the credit limit cannot be put on invoice: the choice says why', async ({ page, browser }) => {
    const shop = await fetchShopConfig(page.request);
    const admin = await adminBrowser(browser);
    try {
      await createAccount(page.request, newAccount('credit-trade'));
      await applyThroughApi(page.request, { companyName: `Small Credit ${suffix()}`, companyAddress: '2 Mill Road, Springfield', vatNumber: '23-4567890' });
      const userId = ((await (await page.request.get('/api/session')).json()) as { user: { id: string } }).user.id;
      const tier = await tierNamed(admin.page.request, 'Trade');
      const approved = await admin.page.request.post(`/api/admin/trade-accounts/${userId}/approve`, { data: { tierId: tier.id, paymentTermsDays: 14, creditLimitCents: 1_000 }, headers: postHeaders() });
      expect(approved.status(), await approved.text()).toBe(200);
      // Adding to a cart takes no stock: the demo product stays as other tests read it.
      await fillCart(page.request, [{ name: PRODUCTS.journey, quantity: 2 }]);

      await openCheckout(page);
      const checkout = checkoutForm(page);
      await checkout.getByRole('radio', { name: 'Pick up at the shop' }).check();
      const onInvoice = checkout.getByRole('radio', { name: 'On invoice (14 days)' });
      await expect(onInvoice).toBeDisabled();
      await expect(onInvoice).toHaveAccessibleDescription(creditLimitMessage(1_000, shop.currency, shop.locale));
      await expect(checkout.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
      await screenshotsAtBothWidths(page, 'trade-account-12-checkout-credit-limit');
    } finally {
      await admin.context.close();
    }
  });

  test('a refused application shows the reason; applying again starts from what was sent', async ({ page, browser }) => {
    test.slow();
    const admin = await adminBrowser(browser);
    try {
      await createAccount(page.request, newAccount('refused-trade'));
      const company = `Refused Works ${suffix()}`;
      await applyThroughApi(page.request, { companyName: company, companyAddress: '9 Quarry Lane\n62702 Springfield', vatNumber: '34-5678901' });
      const session = await page.request.get('/api/session');
      const userId = ((await session.json()) as { user: { id: string } }).user.id;
      const reason = 'We could not confirm this EIN with the IRS.';
      const refused = await admin.page.request.post(`/api/admin/trade-accounts/${userId}/refuse`, { data: { reason }, headers: postHeaders() });
      expect(refused.status(), await refused.text()).toBe(200);

      // A customer without an approved account sees list prices.
      const money = await moneyFormatter(page.request);
      const product = await productNamed(page.request, PRODUCTS.journey);
      const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/trade/account');
      await page.goto(productPath(product));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      expect((await asked).status()).toBe(200);
      await expect(page.getByRole('main').getByText(`Price: ${money(product.price)}`)).toBeVisible();
      await expect(page.getByText('Trade price')).toHaveCount(0);

      await openTradeAccountPage(page);
      await expect(page.getByRole('heading', { level: 2, name: 'We could not approve your application' })).toBeVisible();
      await expect(page.getByText(reason)).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'trade-account-10-refused');

      await page.getByRole('button', { name: 'Apply again' }).click();
      const form = page.getByRole('form', { name: 'Trade account application' });
      await expect(form.getByLabel('Company name')).toBeFocused();
      await expect(form.getByLabel('Company name')).toHaveValue(company);
      await expect(form.getByLabel('Company address')).toHaveValue('9 Quarry Lane\n62702 Springfield');
      await expect(form.getByLabel('EIN')).toHaveValue('345678901');
      await expectAccessibleAtBothWidths(page, 'trade-account-11-apply-again');
      await form.getByLabel('EIN').fill('98-7654321');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Your application is waiting for our answer' })).toBeFocused();
      await expect(page.getByRole('definition').filter({ hasText: '987654321' })).toBeVisible();
    } finally {
      await admin.context.close();
    }
  });
});
