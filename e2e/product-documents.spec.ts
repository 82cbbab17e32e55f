import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { productDocumentMessages } from '../src/shared/product-documents.js';
import { editProductPath } from '../src/shared/routes.js';
import { test } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/fixtures.js';
import { expectNoXss, watchForXss, XSS } from './support/xss.js';
import { adminBrowser } from './support/orders.js';
import { createProductThroughApi, uniqueProductName } from './support/product-admin.js';

/** A small real PDF, made as the shop makes invoices. */
function datasheetPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Technical datasheet');
    doc.end();
  });
}

/**
 * Issue 38 §5 "Documents": an admin attaches a datasheet on the edit page (a file that is not a
 * PDF is refused with the server's message), a shopper sees it on the product page with its kind,
 * language and size and downloads it; once the admin removes it, the product page shows none.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an admin attaches a datasheet at ${viewport.width} px and a shopper downloads it from the product page`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    const admin = await adminBrowser(browser);
    await admin.page.setViewportSize(viewport);
    const product = await createProductThroughApi(admin.page.request, { name: uniqueProductName('Documented Drill') });
    const pdf = await datasheetPdf();

    await admin.page.goto(editProductPath(product.id));
    const panel = admin.page.getByRole('region', { name: 'Documents' });
    await expect(panel.getByText('No documents are attached yet.')).toBeVisible();
    const attach = panel.getByRole('form', { name: 'Attach a document' });
    await attach.getByLabel('PDF file').setInputFiles({ name: 'datasheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await attach.getByRole('button', { name: 'Upload document' }).click();
    await expect(attach.getByText(productDocumentMessages.notPdf)).toBeVisible();

    await attach.getByLabel('PDF file').setInputFiles({ name: 'DD-18 Datenblatt.pdf', mimeType: 'application/pdf', buffer: pdf });
    await attach.getByLabel('Kind').selectOption({ label: 'Datasheet' });
    await attach.getByLabel('Language').selectOption({ label: 'German' });
    await attach.getByRole('textbox', { name: 'Title' }).fill('Technical datasheet');
    await attach.getByRole('button', { name: 'Upload document' }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: productDocumentMessages.added })).toBeVisible();
    const attached = panel.getByRole('list', { name: 'Attached documents' }).getByRole('listitem');
    await expect(attached).toHaveCount(1);
    await expect(attached).toContainText('Datasheet · German · PDF,');
    await expect(attached).toContainText('DD-18 Datenblatt.pdf');
    await expectNoSeriousA11yViolations(admin.page);

    await page.goto(`/product/${product.slug}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    const link = documents.getByRole('link', { name: /Technical datasheet/ });
    await expect(link).toContainText(/Datasheet · German · PDF, \d+ KB/);
    expect(await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth)).toBe(0);
    await expectNoSeriousA11yViolations(page);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('DD-18 Datenblatt.pdf');
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);

    // The admin renames it, then removes it after saying so; the product page then lists none.
    await attached.getByRole('button', { name: 'Edit Technical datasheet' }).click();
    const edit = panel.getByRole('form', { name: 'Edit Technical datasheet' });
    await edit.getByLabel('Kind').selectOption({ label: 'Manual' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Operating manual');
    await edit.getByRole('button', { name: 'Save document' }).click();
    await expect(attached).toContainText('Manual · German · PDF,');
    await page.reload();
    await expect(documents.getByRole('link', { name: /Operating manual/ })).toBeVisible();

    await attached.getByRole('button', { name: 'Remove Operating manual' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Remove this document?' });
    await dialog.getByRole('button', { name: 'Remove document' }).click();
    await expect(panel.getByText('No documents are attached yet.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Specification' })).toBeVisible();
    await expect(documents).toHaveCount(0);
    await admin.context.close();
  });
}

test('a document title that looks like HTML shows as typed on the product page and the edit page, and runs nothing', async ({ page, browser }) => {
  const admin = await adminBrowser(browser);
  const product = await createProductThroughApi(admin.page.request, { name: uniqueProductName('Documented Tester') });
  const title = `${XSS.img} ${XSS.script} Manual`;
  const attached = await admin.page.request.post(`/api/admin/products/${product.id}/documents`, {
    multipart: { kind: 'manual', language: 'en', title, file: { name: 'manual.pdf', mimeType: 'application/pdf', buffer: await datasheetPdf() } },
  });
  expect(attached.status()).toBe(201);

  const watch = await watchForXss(page);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('region', { name: 'Documents' }).getByText(title, { exact: true })).toBeVisible();
  await expectNoXss(page, watch);
  const adminWatch = await watchForXss(admin.page);
  await admin.page.goto(editProductPath(product.id));
  await expect(admin.page.getByRole('region', { name: 'Documents' }).getByText(title, { exact: true })).toBeVisible();
  await expectNoXss(admin.page, adminWatch);
  await admin.context.close();
});
