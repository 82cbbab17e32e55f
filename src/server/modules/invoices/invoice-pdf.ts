import { loadWhenNeeded } from '../../load-when-needed.js';
import { formatMoney } from '../../../shared/money.js';
import { taxRateText } from '../../../shared/tax.js';
import type { InvoiceData } from './invoice-data.js';
import { SHOP_FONT, SHOP_FONT_BOLD, SHOP_FONT_FEATURES, shopFontText, useShopFonts } from './shop-fonts.js';

type Doc = PDFKit.PDFDocument;

const loadPdfKit = loadWhenNeeded(async () => (await import('pdfkit')).default);

const MARGIN = 50;
const FOOTER_HEIGHT = 36;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1e3a8a';
const RULE = '#d1d5db';
const HEADER_FILL = '#eef2ff';
const REGULAR = SHOP_FONT;
const BOLD = SHOP_FONT_BOLD;

/** Columns of the lines table, from the right edge: amount, unit price, quantity; the product takes the rest. */
const AMOUNT_WIDTH = 90;
const UNIT_WIDTH = 90;
const QUANTITY_WIDTH = 64;
const CELL_GAP = 10;

interface Layout {
  doc: Doc;
  data: InvoiceData;
  money: (cents: number) => string;
  date: (at: Date) => string;
  left: number;
  right: number;
  /** Lowest y a row may reach before the footer. */
  bottom: number;
}

/** Letter paper where the shop's locale uses it (United States, Canada), A4 elsewhere. */
function paperOf(locale: string): 'LETTER' | 'A4' {
  return /-(US|CA)\b/i.test(locale) ? 'LETTER' : 'A4';
}

function write(layout: Layout, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {}): number {
  const { font = REGULAR, size = 10, color = INK, ...rest } = options;
  layout.doc.font(font).fontSize(size).fillColor(color).text(shopFontText(text), x, y, { lineBreak: true, features: SHOP_FONT_FEATURES, ...rest });
  return layout.doc.y;
}

/** The largest size from `size` down to `smallest` at which `text` fits on one line of `width` (a long id stays one piece, copied whole). */
function sizeToFit(layout: Layout, text: string, width: number, size: number, smallest: number): number {
  const { doc } = layout;
  for (let fitting = size; fitting > smallest; fitting -= 0.5) {
    if (doc.font(REGULAR).fontSize(fitting).widthOfString(shopFontText(text), { features: SHOP_FONT_FEATURES }) <= width) return fitting;
  }
  return smallest;
}

/** The shop's logo and name at the left, "Invoice" and its numbers at the right. */
function drawHeading(layout: Layout): number {
  const { doc, data, left, right } = layout;
  let nameX = left;
  if (data.seller.logo) {
    doc.image(data.seller.logo, left, MARGIN, { fit: [44, 44] });
    nameX = left + 56;
  }
  write(layout, data.seller.name, nameX, MARGIN + 12, { font: BOLD, size: 20, color: ACCENT, width: 250 });
  const box = 230;
  write(layout, 'Invoice', right - box, MARGIN, { font: BOLD, size: 24, color: ACCENT, width: box, align: 'right' });
  const facts: [string, string][] = [
    ['Invoice number', data.number],
    ['Issue date', layout.date(data.issuedAt)],
    ['Order number', data.orderNumber],
  ];
  let y = MARGIN + 34;
  for (const [label, value] of facts) {
    write(layout, label, right - box, y, { size: 9, color: MUTED, width: 100 });
    write(layout, value, right - box + 100, y, { font: BOLD, size: 9, width: box - 100, align: 'right' });
    y += 14;
  }
  return Math.max(y, MARGIN + 56) + 18;
}

/** Seller ("From") and buyer ("Bill to") side by side. */
function drawParties(layout: Layout, top: number): number {
  const { data, left, right } = layout;
  const column = (right - left - 30) / 2;
  const block = (x: number, title: string, lines: string[]) => {
    let y = write(layout, title.toUpperCase(), x, top, { font: BOLD, size: 8, color: MUTED, width: column, characterSpacing: 0.6 }) + 3;
    lines.forEach((line, index) => {
      y = write(layout, line, x, y, { font: index === 0 ? BOLD : REGULAR, size: 10, width: column }) + 1;
    });
    return y;
  };
  const { seller, buyer } = data;
  const { company } = buyer;
  const from = block(left, 'From', [seller.name, seller.address, seller.email, seller.phone]);
  // A trade account's order on invoice bills its company; the customer who ordered is its contact.
  const billTo = company ? [company.name, company.address, `${seller.taxNumberName}: ${company.vatNumber}`, buyer.name, buyer.email, buyer.phone] : [buyer.name, buyer.address, buyer.email, buyer.phone];
  const to = block(left + column + 30, 'Bill to', billTo);
  let below = Math.max(from, to) + 10;
  if (company) below = write(layout, `Delivery address: ${buyer.address.replace(/\s*\n\s*/g, ', ')}`, left, below, { size: 9, color: MUTED, width: right - left }) + 2;
  write(layout, `Delivery: ${data.delivery.description}`, left, below, { size: 9, color: MUTED, width: right - left });
  return layout.doc.y + 16;
}

function columnsOf(layout: Layout) {
  const amountX = layout.right - AMOUNT_WIDTH;
  const unitX = amountX - CELL_GAP - UNIT_WIDTH;
  const quantityX = unitX - CELL_GAP - QUANTITY_WIDTH;
  return { amountX, unitX, quantityX, productWidth: quantityX - CELL_GAP - layout.left - 6 };
}

function drawTableHeader(layout: Layout, y: number): number {
  const { doc, left, right } = layout;
  const c = columnsOf(layout);
  doc.rect(left, y, right - left, 20).fill(HEADER_FILL);
  const label = { font: BOLD, size: 9, color: ACCENT };
  write(layout, 'Product', left + 6, y + 6, { ...label, width: c.productWidth });
  write(layout, 'Qty', c.quantityX, y + 6, { ...label, width: QUANTITY_WIDTH, align: 'right' });
  write(layout, 'Unit price', c.unitX, y + 6, { ...label, width: UNIT_WIDTH, align: 'right' });
  write(layout, 'Amount', c.amountX, y + 6, { ...label, width: AMOUNT_WIDTH - 6, align: 'right' });
  return y + 26;
}

/** A new page for what does not fit, headed so that each page says whose invoice it is. */
function continueOnNewPage(layout: Layout): number {
  layout.doc.addPage();
  write(layout, `${layout.data.seller.name} · Invoice ${layout.data.number} (continued)`, layout.left, MARGIN, { size: 9, color: MUTED, width: layout.right - layout.left });
  return MARGIN + 22;
}

function drawRow(layout: Layout, y: number, cells: { product: string; quantity: string; unit: string; amount: string }): number {
  const { doc, left, right } = layout;
  const c = columnsOf(layout);
  doc.font(REGULAR).fontSize(10);
  const height = Math.max(doc.heightOfString(shopFontText(cells.product), { width: c.productWidth, features: SHOP_FONT_FEATURES }), 12) + 10;
  let top = y;
  if (top + height > layout.bottom) top = drawTableHeader(layout, continueOnNewPage(layout));
  write(layout, cells.product, left + 6, top + 4, { width: c.productWidth });
  write(layout, cells.quantity, c.quantityX, top + 4, { width: QUANTITY_WIDTH, align: 'right' });
  write(layout, cells.unit, c.unitX, top + 4, { width: UNIT_WIDTH, align: 'right' });
  write(layout, cells.amount, c.amountX, top + 4, { width: AMOUNT_WIDTH - 6, align: 'right' });
  doc.moveTo(left, top + height).lineTo(right, top + height).lineWidth(0.5).strokeColor(RULE).stroke();
  return top + height;
}

function drawLines(layout: Layout, top: number): number {
  const { data, money } = layout;
  let y = drawTableHeader(layout, top);
  for (const line of data.lines) {
    y = drawRow(layout, y, { product: line.description, quantity: `${line.quantity} pcs`, unit: money(line.unitPrice), amount: money(line.lineTotal) });
  }
  if (data.delivery.fee > 0) y = drawRow(layout, y, { product: `Delivery: ${data.delivery.description}`, quantity: '', unit: '', amount: money(data.delivery.fee) });
  return y + 14;
}

/** Subtotal, the discount code's share, delivery, tax and total at the right; how it was paid at the left. */
function drawTotals(layout: Layout, top: number): number {
  const { data, money, left, right } = layout;
  const { tax } = data;
  const taxLabel = `${tax.name} ${taxRateText(tax.rateBasisPoints)}`;
  const rows: [string, string, boolean][] = [['Subtotal', money(data.subtotal), false]];
  if (data.discount) rows.push([`Discount (code ${data.discount.code})`, `\u2013${money(data.discount.amount)}`, false]);
  if (data.delivery.fee > 0) rows.push(['Delivery', money(data.delivery.fee), false]);
  if (tax.rateBasisPoints > 0 && !tax.included) rows.push([taxLabel, money(tax.amount), false]);
  rows.push(['Total', money(data.total), true]);
  if (tax.rateBasisPoints > 0 && tax.included) rows.push([`incl. ${taxLabel}`, money(tax.amount), false]);

  const needed = rows.length * 18 + 70;
  let y = top + needed > layout.bottom ? continueOnNewPage(layout) : top;
  const paymentTop = y;
  const labelX = right - AMOUNT_WIDTH - 160;
  for (const [label, value, strong] of rows) {
    if (strong) {
      layout.doc.moveTo(labelX, y - 3).lineTo(right, y - 3).lineWidth(1).strokeColor(ACCENT).stroke();
      y += 3;
    }
    const style = strong ? { font: BOLD, size: 12 } : { size: 10, color: label.startsWith('incl.') ? MUTED : INK };
    write(layout, label, labelX, y, { ...style, width: 160 });
    write(layout, value, right - AMOUNT_WIDTH, y, { ...style, width: AMOUNT_WIDTH - 6, align: 'right' });
    y += strong ? 20 : 16;
  }

  const { payment } = data;
  const width = labelX - left - 20;
  let py = write(layout, 'PAYMENT', left, paymentTop, { font: BOLD, size: 8, color: MUTED, width, characterSpacing: 0.6 }) + 3;
  py = write(layout, payment.method, left, py, { font: BOLD, width }) + 1;
  if (payment.transactionId) {
    const transaction = `Transaction ID: ${payment.transactionId}`;
    py = write(layout, transaction, left, py, { size: sizeToFit(layout, transaction, width, 9, 6), width }) + 1;
  }
  if (payment.paidAt) py = write(layout, `Paid on ${layout.date(payment.paidAt)}`, left, py, { size: 9, width }) + 1;
  return Math.max(y, py) + 20;
}

/**
 * An order on invoice (issue 15 §5), below the totals across the page: its terms and last day to
 * pay and, until it is paid, the amount due and how to refer to it. A cancelled order says that
 * nothing is to be paid instead (and, when it had been paid, that the money is paid back).
 */
function drawInvoiceTerms(layout: Layout, top: number): number {
  const { due } = layout.data.payment;
  if (!due) return top;
  const width = layout.right - layout.left;
  let y = top + 40 > layout.bottom ? continueOnNewPage(layout) : top;
  if (due.cancelled) {
    y = write(layout, 'This order was cancelled: nothing is to be paid.', layout.left, y, { font: BOLD, size: 11, color: ACCENT, width }) + 2;
    if (due.cancelled.refund > 0) y = write(layout, `The ${layout.money(due.cancelled.refund)} paid for invoice ${layout.data.number} is refunded by bank transfer.`, layout.left, y, { size: 10, width }) + 2;
    return y + 14;
  }
  y = write(layout, due.terms, layout.left, y, { font: BOLD, size: 11, color: ACCENT, width }) + 2;
  if (due.amountDue > 0) y = write(layout, `Amount due: ${layout.money(due.amountDue)}. Please quote invoice ${layout.data.number} with your payment.`, layout.left, y, { size: 10, width }) + 2;
  return y + 14;
}

/** On every page: the shop's contact line and "Page n of m". */
function drawFooters(layout: Layout): void {
  const { doc, data, left, right } = layout;
  const range = doc.bufferedPageRange();
  const contact = [data.seller.name, data.seller.address, data.seller.email, data.seller.phone].join(' · ');
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page: the footer lies outside the margins.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 14;
    doc.moveTo(left, y - 8).lineTo(right, y - 8).lineWidth(0.5).strokeColor(RULE).stroke();
    write(layout, contact, left, y, { size: 8, color: MUTED, width: right - left - 80, lineBreak: false, ellipsis: true });
    write(layout, `Page ${index + 1} of ${range.count}`, right - 80, y, { size: 8, color: MUTED, width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * Issue 14 §6: the invoice as a PDF (PDFKit, standard fonts): the shop's logo and name, the
 * invoice and order numbers and issue date, seller and buyer, a table of the lines (continued on
 * further pages, its header repeated, when they do not fit), the delivery fee when there is one,
 * subtotal, the discount code and what it took off, tax, total and how it was paid (on invoice:
 * the last day to pay and the amount due). A pure function of `data`.
 */
export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: paperOf(data.seller.locale),
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    bufferPages: true,
    info: { Title: shopFontText(`Invoice ${data.number}`), Author: shopFontText(data.seller.name), Subject: shopFontText(`Order ${data.orderNumber}`), CreationDate: data.issuedAt },
  });
  await useShopFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const dates = new Intl.DateTimeFormat(data.seller.locale, { dateStyle: 'long', timeZone: data.seller.timeZone });
  const layout: Layout = {
    doc,
    data,
    money: (cents) => formatMoney(cents, data.seller.currency, data.seller.locale),
    date: (at) => dates.format(at),
    left: MARGIN,
    right: doc.page.width - MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER_HEIGHT,
  };
  let y = drawHeading(layout);
  y = drawParties(layout, y);
  y = drawLines(layout, y);
  y = drawTotals(layout, y);
  y = drawInvoiceTerms(layout, y);
  if (y + 20 > layout.bottom) y = continueOnNewPage(layout);
  write(layout, `Thank you for your order. Questions about this invoice: ${data.seller.email}, ${data.seller.phone}.`, layout.left, y, { size: 9, color: MUTED, width: layout.right - layout.left });
  drawFooters(layout);
  doc.end();
  return done;
}
