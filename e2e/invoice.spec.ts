import { mkdir, readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { paymentMessages } from '../src/shared/schemas/payments.js';
import { mailsInOutbox } from '../src/server/test/outbox-folder.js';
import { readPdfText } from '../src/server/test/pdf-text.js';
import { createAccount, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { adminBrowser, moneyFormatter, orderById, orderRow, placeOrder, PRODUCTS, productNamed, TEST_CARDS } from './support/orders.js';

/** Where to save screenshots for a person to look at (none when unset). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return dir;
}

/** The saved file of a download: a PDF, read back as a reader shows it. */
async function pdfOf(download: Download) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return readPdfText(bytes);
}

async function screenshot(target: Page | Locator, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Pays the order on its payment page with the test card 4242 …, as the customer does. */
async function payOnPaymentPage(page: Page, orderId: string) {
  await page.goto(`/dashboard/payment/${orderId}`);
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 39');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(paymentMessages.succeeded)).toBeVisible();
}

test.describe('invoices (issue 14 §6)', () => {
  test('a customer pays with the test card, downloads the invoice PDF from My Orders and finds it in the payment email', async ({ page, browser }) => {
    const account = await createAccount(page.request);
    const product = await productNamed(page.request, PRODUCTS.payment);
    const order = await placeOrder(page.request, product.id, product.minOrderQuantity);
    const money = await moneyFormatter(page.request);

    await page.goto('/dashboard');
    await expect(orderRow(page, 'My Orders', order).getByRole('link', { name: /Download invoice/ })).toHaveCount(0);

    await payOnPaymentPage(page, order.id);
    const paid = await orderById(page.request, order.id);
    expect(paid.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

    await page.goto('/dashboard');
    const link = orderRow(page, 'My Orders', order).getByRole('link', { name: `Download invoice ${paid.invoiceNumber}` });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${paid.invoiceNumber}.pdf`);
    const pdf = await pdfOf(download);
    expect(pdf.lines).toContain(`Invoice number ${paid.invoiceNumber}`);
    expect(pdf.lines).toContain(`Order number ${order.number}`);
    expect(pdf.text).toContain(account.name);
    expect(pdf.lines).toContain(`${product.name} ${order.lines[0]?.quantity} pcs ${money(order.lines[0]!.unitPrice)} ${money(order.lines[0]!.lineTotal)}`);
    expect(pdf.text).toContain(`Total ${money(order.total)}`);
    expect(pdf.text).toContain(`Transaction ID: ${paid.transactionId}`);

    // The payment email, written to the outbox folder once the payment committed, carries the same invoice.
    const paymentMail = async () => (await mailsInOutbox(dataDir())).find((mail) => mail.to === account.email && mail.subject === `Payment received for order ${order.number}`);
    await expect.poll(async () => (await paymentMail())?.attachments?.map((file) => file.filename)).toEqual([`invoice-${paid.invoiceNumber}.pdf`]);
    const attached = Buffer.from((await paymentMail())!.attachments![0]!.content, 'base64');
    expect((await readPdfText(attached)).lines).toContain(`Invoice number ${paid.invoiceNumber}`);

    // An admin downloads the same invoice from Manage All Orders.
    const admin = await adminBrowser(browser);
    try {
      await admin.page.goto('/dashboard/manageAllOrders?status=paid');
      const adminLink = orderRow(admin.page, 'All Orders', order).getByRole('link', { name: `Download invoice ${paid.invoiceNumber}` });
      const [adminDownload] = await Promise.all([admin.page.waitForEvent('download'), adminLink.click()]);
      expect(adminDownload.suggestedFilename()).toBe(`invoice-${paid.invoiceNumber}.pdf`);
      expect((await pdfOf(adminDownload)).lines).toContain(`Invoice number ${paid.invoiceNumber}`);
      await screenshot(admin.page.getByRole('table', { name: 'All Orders' }), 'manage-all-orders-1280');
    } finally {
      await admin.context.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`My Orders with an invoice link passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await createAccount(page.request);
      const product = await productNamed(page.request, PRODUCTS.a11y);
      const order = await placeOrder(page.request, product.id, product.minOrderQuantity);
      await payOnPaymentPage(page, order.id);
      await page.goto('/dashboard');
      await expect(orderRow(page, 'My Orders', order).getByRole('link', { name: /^Download invoice \d{4}-\d{6}$/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page.getByRole('table', { name: 'My Orders' }), `my-orders-${width}`);
    });
  }
});
