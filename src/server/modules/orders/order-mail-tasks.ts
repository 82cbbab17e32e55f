import { orderStatuses, type OrderStatus } from '../../../shared/order-status.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { TaskHandler } from '../../outbox/outbox-worker.js';
import { isConfirmedAddress } from '../accounts/confirmed-addresses.js';
import type { InvoiceSeller } from '../invoices/invoice-data.js';
import { invoiceAttachment } from '../invoices/invoice-documents.service.js';
import { carriesInvoice, orderMail, type OrderMailing } from './order-mail.js';
import { getOrder } from './orders.service.js';
import { ORDER_EMAIL_TASK } from './order-tasks.js';

function statusOf(payload: Record<string, unknown>): OrderStatus {
  const status = orderStatuses.find((known) => known === payload.status);
  if (!status || typeof payload.orderId !== 'string') throw new Error('order-email task without an order id and status');
  return status;
}

/** `invoiceSeller`: the shop as its invoices name it; the payment email (cash on delivery: the delivery email) then carries the invoice PDF, made here, after the commit. */
export function orderMailTaskHandlers(db: Database, mailing: OrderMailing & { mailer: Mailer; invoiceSeller?: InvoiceSeller }): Record<string, TaskHandler> {
  return {
    [ORDER_EMAIL_TASK]: async (task) => {
      const status = statusOf(task.payload);
      const order = await getOrder(db, String(task.payload.orderId));
      // "Please pay" is not sent late: once the order is paid or cancelled, its own email says so.
      // An order on invoice is paid against the invoice its confirmation carries: sent unless the order was cancelled.
      const stillWanted = order.paymentChoice === 'invoice' ? order.status !== 'cancelled' : order.status === 'pending_payment';
      if (status === 'pending_payment' && !stillWanted) return;
      // To an address nobody confirmed, the shop's words alone: no typed name or address, and no invoice (it prints them).
      const confirmed = await isConfirmedAddress(db, order.email);
      const mail = orderMail(mailing, order, status, confirmed);
      const invoice = confirmed && mailing.invoiceSeller && carriesInvoice(order, status) ? await invoiceAttachment(db, order, mailing.invoiceSeller) : null;
      await mailing.mailer.send(invoice ? { ...mail, attachments: [invoice] } : mail);
    },
  };
}
