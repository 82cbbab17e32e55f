import { AppError } from '../../../shared/errors.js';
import { invoiceFileName, invoiceMessages } from '../../../shared/schemas/invoices.js';
import type { Order } from '../../../shared/schemas/orders.js';
import type { Executor } from '../../db/database.js';
import type { MailAttachment } from '../../mail/mailer.js';
import { getOrder } from '../orders/orders.service.js';
import { tradeCompanyOf } from '../trade/trade-company.service.js';
import { invoiceDataOf, type InvoiceSeller } from './invoice-data.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { invoiceOf, type Invoice } from './invoices.service.js';

export interface InvoiceDocument {
  number: string;
  fileName: string;
  pdf: Buffer;
}

/** The invoice's PDF; an order on invoice names the company of the customer's trade account (as today's invoices do without it when the account is gone). */
async function documentOf(db: Executor, order: Order, invoice: Invoice, seller: InvoiceSeller): Promise<InvoiceDocument> {
  const company = order.paymentChoice === 'invoice' && order.customerId ? await tradeCompanyOf(db, order.customerId) : null;
  const pdf = await renderInvoicePdf(invoiceDataOf(order, invoice, seller, company));
  return { number: invoice.number, fileName: invoiceFileName(invoice.number), pdf };
}

/**
 * The invoice PDF of an order; `ownerId`: a customer's own orders only (anyone else's is "not
 * found"). An order that has no invoice (not paid yet) is answered 404 with why.
 */
export async function invoiceDocument(db: Executor, orderId: string, seller: InvoiceSeller, ownerId?: string): Promise<InvoiceDocument> {
  const order = await getOrder(db, orderId, ownerId);
  const invoice = await invoiceOf(db, order.id);
  if (!invoice) throw new AppError('NOT_FOUND', invoiceMessages.notIssued);
  return documentOf(db, order, invoice, seller);
}

/** The order's invoice as an email attachment (made after the payment committed); null while it has none. */
export async function invoiceAttachment(db: Executor, order: Order, seller: InvoiceSeller): Promise<MailAttachment | null> {
  const invoice = await invoiceOf(db, order.id);
  if (!invoice) return null;
  const document = await documentOf(db, order, invoice, seller);
  return { filename: document.fileName, contentType: 'application/pdf', content: document.pdf };
}
