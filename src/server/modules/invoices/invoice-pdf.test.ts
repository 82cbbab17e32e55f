import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money.js';
import { projectRoot } from '../../project-root.js';
import { readPdfText } from '../../test/pdf-text.js';
import { paymentDescription, type InvoiceData, type InvoiceLine } from './invoice-data.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { shopFontText } from './shop-fonts.js';

const money = (cents: number) => formatMoney(cents, 'USD', 'en-US');

function lines(count: number): InvoiceLine[] {
  return Array.from({ length: count }, (_, index) => {
    const unitPrice = 1_250 + index * 105;
    const quantity = (index % 4) + 1;
    return { description: `Circuit breaker B16 model ${index + 1}`, quantity, unitPrice, lineTotal: unitPrice * quantity };
  });
}

async function invoice(overrides: Partial<InvoiceData> = {}): Promise<InvoiceData> {
  const items = overrides.lines ?? lines(3);
  const subtotal = items.reduce((total, line) => total + line.lineTotal, 0);
  return {
    number: '2026-000042',
    issuedAt: new Date('2026-05-03T15:00:00Z'),
    orderNumber: 'VB-7K3M9Q',
    seller: {
      name: 'Volt & Bolt',
      address: '1200 Foundry Street, Springfield',
      email: 'hello@voltandbolt.example',
      phone: '+1 (555) 014-2290',
      logo: await readFile(path.join(projectRoot, 'src', 'web', 'public', 'logo.png')),
      currency: 'USD',
      locale: 'en-US',
      timeZone: 'America/Chicago',
      taxNumberName: 'VAT number',
    },
    buyer: { name: 'Rosa Diaz', email: 'rosa@example.com', phone: '+1 555 014 2290 12', address: '12 Foundry Street, Springfield' },
    lines: items,
    delivery: { description: 'Home delivery (Springfield centre)', fee: 990 },
    subtotal,
    discount: null,
    tax: { name: 'VAT', rateBasisPoints: 2_000, included: true, amount: 1_597 },
    total: subtotal + 990,
    payment: { method: 'Card', transactionId: 'pi_3PxY7k2eZvKYlo2C0abc', paidAt: new Date('2026-05-03T15:00:00Z') },
    ...overrides,
  };
}

/** Issue 14 §6: the invoice PDF, read back as a reader shows it. */
describe('the invoice PDF', () => {
  it('names the invoice, the seller, the buyer, every line, the delivery fee, the tax, the total and the payment', async () => {
    const data = await invoice();
    const pdf = await renderInvoicePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { lines: read, text, info } = await readPdfText(pdf);

    expect(read).toContain('Invoice');
    expect(read).toContain('Invoice number 2026-000042');
    expect(read).toContain('Issue date May 3, 2026');
    expect(read).toContain('Order number VB-7K3M9Q');
    expect(info.Title).toBe('Invoice 2026-000042');
    for (const fact of ['Volt & Bolt', '1200 Foundry Street, Springfield', 'hello@voltandbolt.example', '+1 (555) 014-2290']) expect(text).toContain(fact);
    for (const fact of ['Rosa Diaz', '12 Foundry Street, Springfield', 'rosa@example.com', '+1 555 014 2290 12']) expect(text).toContain(fact);
    expect(read).toContain('Product Qty Unit price Amount');
    for (const line of data.lines) expect(read).toContain(`${line.description} ${line.quantity} pcs ${money(line.unitPrice)} ${money(line.lineTotal)}`);
    expect(read).toContain('Delivery: Home delivery (Springfield centre) $9.90');
    expect(text).toContain(`Subtotal ${money(data.subtotal)}`);
    expect(text).toContain('Delivery $9.90');
    expect(text).toContain(`Total ${money(data.total)}`);
    expect(text).toContain('incl. VAT 20 % $15.97');
    expect(text).toContain('Card');
    expect(text).toContain('Transaction ID: pi_3PxY7k2eZvKYlo2C0abc');
    expect(text).toContain('Paid on May 3, 2026');
    expect(read.at(-1)).toMatch(/Page 1 of 1$/);
  });

  it('adds the tax to net prices and says cash on delivery without a transaction; no delivery line when delivery is free', async () => {
    const data = await invoice({
      delivery: { description: 'Pickup from the shop', fee: 0 },
      tax: { name: 'Sales tax', rateBasisPoints: 825, included: false, amount: 1_076 },
      payment: { method: 'Cash on delivery', transactionId: null, paidAt: new Date('2026-05-06T18:00:00Z') },
    });
    const { lines: read, text } = await readPdfText(await renderInvoicePdf(data));
    expect(text).toContain('Sales tax 8.25 % $10.76');
    expect(text).not.toContain('incl.');
    expect(text).toContain('Cash on delivery');
    expect(text).not.toContain('Transaction ID');
    expect(read.filter((line) => line.startsWith('Delivery'))).toEqual(['Delivery: Pickup from the shop']);
  });

  it('prints the discount code and what it took off after the subtotal, before the total (issue 15 §4)', async () => {
    const base = await invoice();
    const data = await invoice({ discount: { code: 'Spring-10', amount: base.subtotal / 10 }, total: base.subtotal - base.subtotal / 10 + 990 });
    const { lines: read, text } = await readPdfText(await renderInvoicePdf(data));
    const discountRow = read.findIndex((line) => line.includes('Discount (code Spring-10)'));
    expect(read[discountRow]).toContain(`Discount (code Spring-10) \u2013${money(data.discount!.amount)}`);
    expect(discountRow).toBeGreaterThan(read.findIndex((line) => line.includes(`Subtotal ${money(data.subtotal)}`)));
    expect(discountRow).toBeLessThan(read.findIndex((line) => line.includes(`Total ${money(data.total)}`)));
    expect(text).not.toContain('Discount (code Spring-10) -');
    expect((await readPdfText(await renderInvoicePdf(base))).text).not.toContain('Discount');
  });

  it('says on an invoice to be paid on invoice its last day to pay, the terms and the amount due; once paid, when (issue 15 §5)', async () => {
    const base = await invoice();
    const terms = 'On invoice, payment due by June 2, 2026 (30 days)';
    const due = await invoice({ payment: { method: 'On invoice', transactionId: null, paidAt: null, due: { terms, amountDue: base.total } } });
    const { lines: read, text } = await readPdfText(await renderInvoicePdf(due));
    expect(read).toContain(terms);
    expect(read).toContain(`Amount due: ${money(base.total)}. Please quote invoice 2026-000042 with your payment.`);
    expect(text).not.toContain('Paid on');
    expect(read.findIndex((line) => line === terms)).toBeGreaterThan(read.findIndex((line) => line.startsWith('Total')));

    const paid = await invoice({ payment: { method: 'Invoice (bank transfer)', transactionId: null, paidAt: new Date('2026-05-20T15:00:00Z'), due: { terms, amountDue: 0 } } });
    const settled = await readPdfText(await renderInvoicePdf(paid));
    expect(settled.lines).toContain(terms);
    expect(settled.text).toContain('Invoice (bank transfer)');
    expect(settled.text).toContain('Paid on May 20, 2026');
    expect(settled.text).not.toContain('Amount due');
    expect((await readPdfText(await renderInvoicePdf(base))).text).not.toContain('On invoice');
  });

  it('says on the invoice of a cancelled order on invoice that nothing is to be paid, and that what was paid is refunded', async () => {
    const base = await invoice();
    const order = { status: 'cancelled' as const, paymentChoice: 'invoice' as const, paymentMethod: null, transactionId: null, paidAt: null, invoiceTerms: { paymentTermsDays: 30, dueOn: '2026-06-02' }, total: base.total };
    const unpaid = paymentDescription(order, 'en-US');
    expect(unpaid.due).toMatchObject({ amountDue: 0, cancelled: { refund: 0 } });
    const { lines: read, text } = await readPdfText(await renderInvoicePdf(await invoice({ payment: unpaid })));
    expect(read).toContain('This order was cancelled: nothing is to be paid.');
    expect(text).not.toContain('Amount due');
    expect(text).not.toContain('Please quote invoice');
    expect(text).not.toContain('payment due by');
    expect(text).not.toContain('refunded');

    const paid = paymentDescription({ ...order, paymentMethod: 'Invoice (bank transfer)', paidAt: '2026-05-20T15:00:00.000Z' }, 'en-US');
    expect(paid.due).toMatchObject({ amountDue: 0, cancelled: { refund: base.total } });
    const refunded = await readPdfText(await renderInvoicePdf(await invoice({ payment: paid })));
    expect(refunded.lines).toContain('This order was cancelled: nothing is to be paid.');
    expect(refunded.text).toContain(`The ${money(base.total)} paid for invoice 2026-000042 is refunded by bank transfer.`);
    expect(refunded.text).not.toContain('Amount due');

    // Not cancelled: still due.
    expect(paymentDescription({ ...order, status: 'shipped' }, 'en-US').due).toMatchObject({ amountDue: base.total, cancelled: null });
  });

  it('bills a trade account’s company on an order on invoice: its name, address and VAT number, the customer as its contact (issue 15 §5)', async () => {
    const base = await invoice();
    const company = { name: 'Sparks & Sons Ltd', address: '7 Mill Lane\n62701 Springfield', vatNumber: 'DE123456789' };
    const { lines: read, text } = await readPdfText(await renderInvoicePdf(await invoice({ buyer: { ...base.buyer, company } })));
    for (const fact of ['BILL TO', 'Sparks & Sons Ltd', '7 Mill Lane', '62701 Springfield', 'VAT number: DE123456789', 'Rosa Diaz', 'rosa@example.com', '+1 555 014 2290 12']) expect(text).toContain(fact);
    expect(read).toContain('Delivery address: 12 Foundry Street, Springfield');
    const without = (await readPdfText(await renderInvoicePdf(base))).text;
    expect(without).not.toContain('VAT number');
    expect(without).not.toContain('Delivery address');
  });

  it('prints the issue date as the shop’s day (its time zone)', async () => {
    // 03:00 on 1 January in UTC is still New Year's Eve in Chicago.
    const { text } = await readPdfText(await renderInvoicePdf(await invoice({ issuedAt: new Date('2027-01-01T03:00:00Z') })));
    expect(text).toContain('Issue date December 31, 2026');
  });

  it('continues 30 lines on a second page with the table header repeated, each line once, numbered pages', async () => {
    const data = await invoice({ lines: lines(30) });
    const { pages, lines: read } = await readPdfText(await renderInvoicePdf(data));
    expect(pages.length).toBe(2);
    for (const line of data.lines) expect(read.filter((text) => text.startsWith(`${line.description} `))).toHaveLength(1);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Product Qty Unit price Amount');
      expect(page.at(-1)).toMatch(new RegExp(`Page ${index + 1} of 2$`));
    }
    expect(pages[1]).toContain('Volt & Bolt · Invoice 2026-000042 (continued)');
    expect(pages[1]?.join('\n')).toContain(`Total ${money(data.total)}`);
  });

  it('keeps the totals with a long table rather than splitting them from the payment', async () => {
    for (const count of [14, 15, 16, 17, 18, 19, 20]) {
      const { pages } = await readPdfText(await renderInvoicePdf(await invoice({ lines: lines(count) })));
      const last = pages.at(-1) ?? [];
      expect(last.some((line) => line.includes('Subtotal')) && last.some((line) => line.includes('Total'))).toBe(true);
      expect(last.join('\n')).toContain('PAYMENT');
    }
  });

  it('draws without a logo', async () => {
    const data = await invoice();
    const { text } = await readPdfText(await renderInvoicePdf({ ...data, seller: { ...data.seller, logo: null } }));
    expect(text).toContain('Invoice number 2026-000042');
  });

  it('prints every name as written, Cyrillic, Greek, Polish, Turkish and Vietnamese included, with its embedded font (issue 39 §5)', async () => {
    const names = ['Дмитрий Шостакович', 'Γιώργος Παπαδόπουλος', 'Łukasz Żółć', 'Şükrü Çağlar İnce', 'Nguyễn Thị Phương'];
    for (const name of names) {
      const data = await invoice({ buyer: { name, email: 'buyer@example.com', phone: '+48 600 100 200 11', address: 'ul. Piotrkowska 1\n90-001 Łódź' } });
      const { text } = await readPdfText(await renderInvoicePdf(data));
      expect(text).toContain(name);
      expect(text).toContain('90-001 Łódź');
      expect(text).not.toContain('?');
    }
  });

  it('writes a character of a script the font lacks as its nearest letter or "?", never as an empty box', () => {
    expect(shopFontText('Дмитрий 東京 Müller – 5 €')).toBe('Дмитрий ?? Müller – 5 €');
    expect(shopFontText('ﬁle Ⅻ')).toBe('file XII');
    expect(shopFontText('1\u202f234\u00a0€\r\nnext')).toBe('1 234\u00a0€\nnext');
  });
});
