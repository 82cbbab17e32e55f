import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { paymentMessages } from '../src/shared/schemas/payments.js';
import { quoteMessages, type Quote } from '../src/shared/schemas/quotes.js';
import { createAccount, expectPath, newAccount, signInThroughForm, test } from './support/accounts.js';
import { checkoutForm, expectReviewedTotal, fillCart, postHeaders, reviewPanel, screenshot, serverCart } from './support/checkout.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';
import { adminBrowser, moneyFormatter, orderById, orderRow, productNamed, TEST_CARDS } from './support/orders.js';

/**
 * Demo products with plenty of stock whose pieces no other browser test counts: the quotes'
 * orders take a few of them.
 */
const FROM_CART = { name: 'Safety Glasses, Clear, Anti-Fog', quantity: 20 } as const;
const FROM_SEARCH = { name: 'Double Socket Outlet 16 A, White', words: 'double socket', quantity: 30 } as const;

const MY_QUOTES = '/dashboard/quotes';
const NEW_QUOTE = '/dashboard/quotes/new';
const MANAGE_QUOTES = '/dashboard/manage-quotes';

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A price as the answer form takes it: 1234 → "12.34". */
function typed(cents: number): string {
  return (cents / 100).toFixed(2);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Asks for a quote through the API as whoever `request` is. */
async function requestQuote(request: APIRequestContext, lines: readonly { name: string; quantity: number }[], note: string): Promise<Quote> {
  const products = await Promise.all(lines.map((line) => productNamed(request, line.name)));
  const body = { lines: lines.map((line, index) => ({ productId: products[index]!.id, quantity: line.quantity })), note };
  return (await json<{ quote: Quote }>(await request.post('/api/quotes', { data: body, headers: postHeaders() }), 201)).quote;
}

/** Answers a quote through the API as the admin whose browser `request` belongs to: each line at `share` of today's price. */
async function answerQuote(request: APIRequestContext, quote: Quote, share: number, validUntil: string): Promise<Quote> {
  const lines = quote.lines.map((line) => ({ lineNumber: line.lineNumber, unitPriceCents: Math.round(line.currentUnitPrice * share) }));
  return (await json<{ quote: Quote }>(await request.post(`/api/admin/quotes/${quote.id}/answer`, { data: { lines, validUntil, note: 'Held for you' }, headers: postHeaders() }))).quote;
}

async function quoteById(request: APIRequestContext, id: string): Promise<Quote> {
  return json<Quote>(await request.get(`/api/quotes/${id}`));
}

/** A day some weeks ahead (within the 90 days an answer may hold). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function quoteRow(page: Page, table: 'My quotes' | 'Quotes', quote: Pick<Quote, 'number'>) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: quote.number });
}

function requestForm(page: Page) {
  return page.getByRole('form', { name: 'Quote request' });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
}

/** Issue 15 §6: quotes asked for by customers, answered by admins and ordered once at their prices. */
test.describe('quotes', () => {
  test('a customer asks for a quote from the cart; the admin answers with lower prices; the customer orders it once at those prices and pays by card', async ({ page, browser }) => {
    test.slow(); // two people, many pages, each answered by the server
    const money = await moneyFormatter(page.request);
    await createAccount(page.request, newAccount('quote'));
    await fillCart(page.request, [FROM_CART]);
    const note = unique('Site order for the depot');

    // From the cart to the request, which starts with the cart's lines.
    await page.goto('/cart');
    const fromCart = page.getByRole('region', { name: 'Summary' }).getByRole('link', { name: 'Ask for a quote' });
    await expect(fromCart).toHaveAccessibleDescription(/We price these lines for you/);
    await screenshot(page, 'quotes-0-cart');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'quotes-0-cart');
    await page.setViewportSize({ width: 1280, height: 800 });
    await fromCart.click();
    await expectPath(page, `${NEW_QUOTE}?from=cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
    const form = requestForm(page);
    await expect(form.getByRole('combobox', { name: 'Product of line 1' })).toHaveValue(FROM_CART.name);
    await expect(form.getByLabel(`Quantity of ${FROM_CART.name}`)).toHaveValue(String(FROM_CART.quantity));

    // A second line, its product chosen with the keyboard from the suggestions.
    await form.getByRole('button', { name: 'Add a line' }).click();
    const second = form.getByRole('combobox', { name: 'Product of line 2' });
    await expect(second).toBeFocused();
    await second.fill(FROM_SEARCH.words);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    const option = page.getByRole('option', { name: new RegExp(FROM_SEARCH.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(option).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /products? found/ })).toBeAttached();
    await screenshot(page, 'quotes-1-request-suggestions');
    while ((await option.getAttribute('aria-selected')) !== 'true') await second.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await second.press('Enter');
    await expect(second).toHaveValue(FROM_SEARCH.name);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    const quantity = form.getByLabel(`Quantity of ${FROM_SEARCH.name}`);
    await quantity.fill(String(FROM_SEARCH.quantity));
    await quantity.press('Enter');

    // A line without a product is refused at that line, and removed.
    await form.getByRole('button', { name: 'Add a line' }).click();
    await form.getByRole('button', { name: 'Send quote request' }).click();
    const third = form.getByRole('combobox', { name: 'Product of line 3' });
    await expect(third).toHaveAttribute('aria-invalid', 'true');
    await expect(third).toHaveAccessibleDescription(new RegExp(quoteMessages.productRequired));
    await expect(third).toBeFocused();
    await screenshot(page, 'quotes-2-request-refused');
    await form.getByRole('button', { name: 'Remove line 3' }).click();
    await expect(third).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Add a line' })).toBeFocused();
    await form.getByLabel('Note (optional)').fill(note);
    await form.getByRole('button', { name: 'Send quote request' }).click();

    // The quote's page: waiting for prices; the cart is as it was.
    await expect(page.getByText(quoteMessages.requested)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/(?!new)[^/?]+$/);
    const quoteId = new URL(page.url()).pathname.split('/').at(-1)!;
    const requested = await quoteById(page.request, quoteId);
    expect(requested).toMatchObject({ status: 'requested', customerNote: note, subtotal: null });
    expect(requested.lines.map((line) => [line.productName, line.quantity])).toEqual([
      [FROM_CART.name, FROM_CART.quantity],
      [FROM_SEARCH.name, FROM_SEARCH.quantity],
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(requested.number);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Waiting for prices');
    await expect(page.getByRole('heading', { name: 'We are working out your prices' })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    expect((await serverCart(page.request)).lines.map((line) => [line.name, line.quantity])).toEqual([[FROM_CART.name, FROM_CART.quantity]]);
    await page.getByRole('link', { name: 'My quotes' }).first().click();
    await expect(quoteRow(page, 'My quotes', requested)).toContainText('Waiting for prices');

    // The admin answers with lower prices, starting from today's.
    const prices = requested.lines.map((line) => Math.round(line.currentUnitPrice * 0.8));
    const admin = await adminBrowser(browser);
    await admin.page.goto(MANAGE_QUOTES);
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expect(admin.page.getByLabel('Show', { exact: true })).toHaveValue('requested');
    const row = quoteRow(admin.page, 'Quotes', requested);
    await row.getByRole('button', { name: `Answer quote ${requested.number}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Answer quote ${requested.number}` });
    await expect(dialog.getByText(note)).toBeVisible();
    for (const [index, line] of requested.lines.entries()) {
      const price = dialog.getByLabel(line.productName);
      await expect(price).toHaveValue(typed(line.currentUnitPrice));
      await price.fill(typed(prices[index]!));
    }
    const subtotal = prices[0]! * FROM_CART.quantity + prices[1]! * FROM_SEARCH.quantity;
    await expect(dialog.getByText(money(subtotal), { exact: true })).toBeVisible();
    await dialog.getByLabel('Valid until').fill(inDays(30));
    await dialog.getByLabel('Note to the customer (optional)').fill('Collect from the trade counter');
    await screenshot(admin.page, 'quotes-3-answer-dialog');
    await dialog.getByRole('button', { name: 'Send prices' }).click();
    await expect(admin.page.getByText(quoteMessages.answered)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await admin.page.getByLabel('Show', { exact: true }).selectOption({ label: 'Prices given' });
    await expect(admin.page).toHaveURL(/status=answered/);
    await expect(quoteRow(admin.page, 'Quotes', requested)).toContainText(money(subtotal));
    await admin.context.close();

    // The customer sees the prices, today's beside them, and accepts.
    await page.goto(`${MY_QUOTES}/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Prices given');
    const lines = page.getByRole('table', { name: `Lines of quote ${requested.number}` });
    for (const [index, line] of requested.lines.entries()) {
      const lineRow = lines.getByRole('row').filter({ hasText: line.productName });
      await expect(lineRow).toContainText(money(prices[index]!));
      await expect(lineRow).toContainText(money(line.currentUnitPrice));
    }
    await expect(page.getByText('Collect from the trade counter')).toBeVisible();
    await screenshot(page, 'quotes-4-answered');
    await page.getByRole('link', { name: 'Accept and order' }).click();
    await expectPath(page, `/checkout?quote=${quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order from quote ${requested.number}` })).toBeVisible();

    // A second tab with the same quote's checkout, to order it again once the first has.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/checkout?quote=${quoteId}`);
    await checkoutForm(otherTab).getByRole('radio', { name: 'Pick up at the shop' }).check();
    await expectReviewedTotal(otherTab, money(subtotal));

    const checkout = checkoutForm(page);
    await checkout.getByRole('radio', { name: 'Pick up at the shop' }).check();
    await checkout.getByLabel('Phone number', { exact: true }).fill('+1 217 555 0199');
    const review = reviewPanel(page);
    await expectReviewedTotal(page, money(subtotal));
    await expect(review.getByLabel('Discount code')).toHaveCount(0);
    await expect(review.getByText(`The prices agreed in quote ${requested.number}.`)).toBeVisible();
    const reviewLines = review.getByRole('list', { name: 'Products in your order' }).getByRole('listitem');
    await expect(reviewLines.filter({ hasText: FROM_CART.name })).toContainText(`${FROM_CART.quantity} × ${money(prices[0]!)}`);
    await expect(reviewLines.filter({ hasText: FROM_SEARCH.name })).toContainText(`${FROM_SEARCH.quantity} × ${money(prices[1]!)}`);
    await checkout.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await screenshot(page, 'quotes-5-checkout');
    await checkout.getByRole('button', { name: 'Place order' }).click();

    // Paid with the test card; the order is at the quoted prices and the cart is as it was.
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    const card = page.getByRole('form', { name: 'Card payment' });
    await expect(card.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await card.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await card.getByLabel('Expiry (MM / YY)').fill('12 / 39');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText(paymentMessages.succeeded)).toBeVisible();
    const order = await orderById(page.request, orderId);
    expect(order.status).toBe('paid');
    expect(order.subtotal).toBe(subtotal);
    expect(order.lines.map((line) => [line.productName, line.quantity, line.unitPrice])).toEqual([
      [FROM_CART.name, FROM_CART.quantity, prices[0]],
      [FROM_SEARCH.name, FROM_SEARCH.quantity, prices[1]],
    ]);
    expect((await serverCart(page.request)).lines.map((line) => [line.name, line.quantity])).toEqual([[FROM_CART.name, FROM_CART.quantity]]);
    await page.goto('/dashboard');
    const orderLine = orderRow(page, 'My Orders', order);
    await orderLine.getByText(`Details of order ${order.number}`).click();
    await expect(orderLine).toContainText(`${FROM_CART.quantity} × ${money(prices[0]!)}`);
    await expect(orderLine).toContainText(`${FROM_SEARCH.quantity} × ${money(prices[1]!)}`);

    // The quote reads as ordered, with its order.
    await page.goto(`${MY_QUOTES}/${quoteId}`);
    await expect(page.getByRole('heading', { name: `Ordered as order ${order.number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accept and order' })).toHaveCount(0);
    await screenshot(page, 'quotes-6-ordered');

    // Placing it again from the tab opened before (its form still on screen): refused in words; the
    // form gives way to why, with the order and the way back to the quote.
    const otherCheckout = checkoutForm(otherTab);
    await otherCheckout.getByLabel('Phone number', { exact: true }).fill('+1 217 555 0199');
    await otherCheckout.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await otherCheckout.getByRole('button', { name: 'Place order' }).click();
    const refusal = otherTab.getByRole('alert').filter({ hasText: `${quoteMessages.alreadyAccepted} (order ${order.number}).` });
    await expect(refusal).toBeFocused();
    await expect(otherCheckout).toHaveCount(0);
    await expect(refusal.getByRole('link', { name: `Back to quote ${requested.number}` })).toBeVisible();
    await screenshot(otherTab, 'quotes-7-ordered-twice');
    await otherTab.close();

    // And opening its checkout again says it is ordered.
    await page.goto(`/checkout?quote=${quoteId}`);
    await expect(page.getByRole('alert').filter({ hasText: `${quoteMessages.alreadyAccepted} (order ${order.number}).` })).toBeVisible();
    await expect(checkoutForm(page)).toHaveCount(0);
    await page.getByRole('link', { name: `Back to quote ${requested.number}` }).first().click();
    await expectPath(page, `${MY_QUOTES}/${quoteId}`);
    expect((await (await page.request.get('/api/orders/mine')).json()).total).toBe(1);
  });

  test('the home page’s “Ask for a quote” takes a visitor through signing in to the request page', async ({ page, request }) => {
    const account = await createAccount(request, newAccount('quote-visitor'));
    await page.goto('/');
    const { banner } = await fetchShopConfig(request);
    const ask = page.getByRole('region', { name: banner.title }).getByRole('link', { name: 'Ask for a quote' });
    await expect(ask).toHaveAttribute('href', NEW_QUOTE);
    await ask.click();
    await expectPath(page, `/login?${new URLSearchParams({ returnTo: NEW_QUOTE }).toString()}`);
    await signInThroughForm(page, account);
    await expectPath(page, NEW_QUOTE);
    await expect(page.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
    await expect(requestForm(page).getByRole('combobox', { name: 'Product of line 1' })).toHaveValue('');
  });

  test('a product sold from 10 pieces brings its line up to 10, and the line cannot go below it', async ({ page }) => {
    const breaker = 'MCB Circuit Breaker B16, 1-Pole, 6 kA';
    await createAccount(page.request, newAccount('quote-minimum'));
    await page.goto(NEW_QUOTE);
    const form = requestForm(page);
    const line = form.getByRole('combobox', { name: 'Product of line 1' });
    await line.fill('mcb b16');
    await page.getByRole('option', { name: new RegExp(breaker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(line).toHaveValue(breaker);
    await expect(form.getByLabel(`Quantity of ${breaker}`)).toHaveValue('10');
    await expect(line).toHaveAccessibleDescription(/Sold from 10 pcs/);
    await expect(form.getByRole('button', { name: `One less ${breaker}` })).toBeDisabled();
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await expect(page.getByText(quoteMessages.requested)).toBeVisible();
  });

  test('an admin declines a request with a reason; a customer withdraws another after confirming', async ({ page, browser }) => {
    await createAccount(page.request, newAccount('quote-decline'));
    const declined = await requestQuote(page.request, [FROM_SEARCH], unique('Declined request'));
    const withdrawn = await requestQuote(page.request, [FROM_CART], unique('Withdrawn request'));
    const reason = unique('We cannot supply this brand in that quantity');

    const admin = await adminBrowser(browser);
    await admin.page.goto(MANAGE_QUOTES);
    await quoteRow(admin.page, 'Quotes', declined).getByRole('button', { name: `Decline quote ${declined.number}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Decline quote ${declined.number}` });
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(dialog.getByLabel('Reason for the customer')).toHaveAccessibleDescription(new RegExp(quoteMessages.reasonRequired));
    await dialog.getByLabel('Reason for the customer').fill(reason);
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await expect(admin.page.getByText(quoteMessages.declined)).toBeVisible();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeFocused();
    await admin.context.close();

    await page.goto(`${MY_QUOTES}/${declined.id}`);
    await expect(page.getByRole('heading', { name: 'We could not offer prices for this request' })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accept and order' })).toHaveCount(0);

    await page.goto(`${MY_QUOTES}/${withdrawn.id}`);
    await page.getByRole('button', { name: `Withdraw quote ${withdrawn.number}` }).click();
    const confirm = page.getByRole('dialog', { name: `Withdraw quote ${withdrawn.number}?` });
    await confirm.getByRole('button', { name: 'Keep quote' }).click();
    await expect(confirm).toBeHidden();
    expect((await quoteById(page.request, withdrawn.id)).status).toBe('requested');
    await page.getByRole('button', { name: `Withdraw quote ${withdrawn.number}` }).click();
    await confirm.getByRole('button', { name: 'Withdraw quote' }).click();
    await expect(page.getByText(quoteMessages.withdrawn, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You withdrew this request' })).toBeVisible();
    expect((await quoteById(page.request, withdrawn.id)).status).toBe('withdrawn');
    await page.getByRole('link', { name: 'Ask again with these lines' }).click();
    await expect(requestForm(page).getByRole('combobox', { name: 'Product of line 1' })).toHaveValue(FROM_CART.name);

    await page.goto(MY_QUOTES);
    await expect(quoteRow(page, 'My quotes', declined)).toContainText('Declined');
    await expect(quoteRow(page, 'My quotes', withdrawn)).toContainText('Withdrawn');
  });

  for (const width of [390, 1280]) {
    test(`the quote pages, their dialogs and the quote's checkout have no serious axe violations at ${width} px`, async ({ page, browser }) => {
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await createAccount(page.request, newAccount(`quote-axe-${width}`));
      const waiting = await requestQuote(page.request, [FROM_CART, FROM_SEARCH], unique('Accessibility check'));
      const toAnswer = await requestQuote(page.request, [FROM_SEARCH], unique('Answered for the checkout'));
      const admin = await adminBrowser(browser);
      const answered = await answerQuote(admin.page.request, toAnswer, 0.9, inDays(20));

      // The admin's list and both dialogs, as this screen shows them.
      await admin.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await admin.page.goto(MANAGE_QUOTES);
      const row = quoteRow(admin.page, 'Quotes', waiting);
      await expect(row).toBeVisible();
      await noSidewaysScroll(admin.page);
      await expectNoSeriousA11yViolations(admin.page);
      await screenshot(admin.page, 'quotes-admin-list');
      await row.getByRole('button', { name: `Answer quote ${waiting.number}` }).click();
      const answer = admin.page.getByRole('dialog', { name: `Answer quote ${waiting.number}` });
      await answer.getByLabel(FROM_CART.name).fill('');
      await answer.getByLabel('Valid until').fill(inDays(-3));
      await answer.getByRole('button', { name: 'Send prices' }).click();
      await expect(answer.getByText(quoteMessages.priceRequired)).toBeVisible();
      await expect(answer.getByText(quoteMessages.validUntilPast)).toBeVisible();
      await expectNoSeriousA11yViolations(admin.page);
      await screenshot(admin.page, 'quotes-admin-answer-refused');
      await answer.getByRole('button', { name: 'Cancel' }).click();
      await row.getByRole('button', { name: `Decline quote ${waiting.number}` }).click();
      const decline = admin.page.getByRole('dialog', { name: `Decline quote ${waiting.number}` });
      await expect(decline).toBeVisible();
      await expectNoSeriousA11yViolations(admin.page);
      await screenshot(admin.page, 'quotes-admin-decline');
      await decline.getByRole('button', { name: 'Cancel' }).click();
      await admin.page.getByLabel('Show', { exact: true }).selectOption({ label: 'All quotes' });
      await expect(quoteRow(admin.page, 'Quotes', answered)).toBeVisible();
      await screenshot(admin.page, 'quotes-admin-all');
      await admin.context.close();

      // The customer's pages.
      await page.goto(MY_QUOTES);
      await expect(quoteRow(page, 'My quotes', answered)).toContainText('Prices given');
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-my-quotes');

      await page.goto(NEW_QUOTE);
      const form = requestForm(page);
      await form.getByRole('combobox', { name: 'Product of line 1' }).fill('floodlight');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-new-suggestions');
      await form.getByRole('combobox', { name: 'Product of line 1' }).press('Escape');
      await form.getByRole('button', { name: 'Send quote request' }).click();
      await expect(form.getByText(quoteMessages.productRequired)).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-new-refused');

      await page.goto(`${MY_QUOTES}/${waiting.id}`);
      await expect(page.getByRole('heading', { name: 'We are working out your prices' })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-waiting');
      await page.getByRole('button', { name: `Withdraw quote ${waiting.number}` }).click();
      await expect(page.getByRole('dialog', { name: `Withdraw quote ${waiting.number}?` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-withdraw-dialog');
      await page.getByRole('button', { name: 'Keep quote' }).click();

      await page.goto(`${MY_QUOTES}/${answered.id}`);
      await expect(page.getByRole('link', { name: 'Accept and order' })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-answered');

      await page.getByRole('link', { name: 'Accept and order' }).click();
      await checkoutForm(page).getByRole('radio', { name: 'Pick up at the shop' }).check();
      await expectReviewedTotal(page, (await moneyFormatter(page.request))(answered.subtotal!));
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, 'quotes-checkout');
    });
  }
});
