import { formatMoney } from '../../../shared/money.js';
import { myOrderPath, paths, paymentPath } from '../../../shared/routes.js';
import { taxRateText } from '../../../shared/tax.js';
import { deliveryMethodLabels, paymentChoiceLabels, slotText } from '../../../shared/delivery-text.js';
import type { OrderStatus } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { invoiceDueMessage } from '../../../shared/schemas/trade.js';
import type { Mail } from '../../mail/mailer.js';
import { shopMail, type MailBlock, type ShopMailSender } from '../../mail/shop-mail.js';

/** How the shop writes to its customers about their orders. */
export interface OrderMailing extends ShopMailSender {
  currency: string;
  locale: string;
}

/** The tax of the order: within the total (gross prices) or added to the lines (net); none at a rate of 0. */
function taxRows(order: Order, money: (cents: number) => string): [string, string][] {
  if (order.tax.rateBasisPoints === 0) return [];
  const label = `${order.tax.name} ${taxRateText(order.tax.rateBasisPoints)}`;
  return [[order.tax.included ? `Including ${label}` : label, money(order.tax.amount)]];
}

/**
 * The lines' subtotal, the discount code's share of it and the delivery fee, when the order has
 * either; nothing for an order of lines alone (picked up or delivered free, without a code).
 */
function subtotalRows(order: Order, money: (cents: number) => string): [string, string][] {
  const rows: [string, string][] = [];
  if (order.discountCents > 0) rows.push([`Discount (code ${order.discountCode ?? ''})`, `−${money(order.discountCents)}`]);
  if (order.delivery.fee > 0) rows.push([deliveryMethodLabels[order.delivery.method], money(order.delivery.fee)]);
  return rows.length === 0 ? [] : [['Subtotal', money(order.subtotal)], ...rows];
}

/** The order's lines, delivery fee, tax and total, as a table of the email. */
function linesBlock(order: Order, money: (cents: number) => string): MailBlock {
  return {
    kind: 'rows',
    caption: `Order ${order.number}`,
    rows: [
      ...order.lines.map((line) => [`${line.quantity} × ${line.productName} at ${money(line.unitPrice)}`, money(line.lineTotal)] as const),
      ...subtotalRows(order, money),
      ...taxRows(order, money),
      ['Total', money(order.total)],
    ],
  };
}

/**
 * Whom the email is written to. `name` is the customer's name as typed, null while the address is
 * not confirmed: then the email carries only the shop's words (no name, no typed address or site
 * notes, no invoice naming them), since whoever typed them may not own the address.
 */
interface Addressee {
  name: string | null;
}

/** "Thank you, Ann." or, to an address not confirmed, "Thank you." */
const thanks = (to: Addressee) => (to.name ? `Thank you, ${to.name}.` : 'Thank you.');
/** ", Ann" or nothing, to close a sentence that names the customer. */
const comma = (to: Addressee) => (to.name ? `, ${to.name}` : '');

/** How and where the order is delivered (or picked up), and how it is paid; a typed address and notes only to a confirmed address. */
function deliveryBlock(order: Order, locale: string, to: Addressee): MailBlock {
  const { delivery } = order;
  const rows: [string, string][] = [['Delivery', deliveryMethodLabels[delivery.method]]];
  if (delivery.slot) rows.push(['Slot', slotText(delivery.slot, locale)]);
  if (delivery.method === 'pickup') rows.push(['Pick up at', order.deliveryAddress]);
  else rows.push(['Address', to.name ? order.deliveryAddress : 'As given at checkout (shown on your order page)']);
  if (delivery.siteNotes && to.name) rows.push(['Site notes', delivery.siteNotes]);
  rows.push(['Payment', paymentChoiceLabels[order.paymentChoice]]);
  return { kind: 'rows', caption: 'Delivery and payment', rows };
}

/** An order on invoice: "On invoice, payment due by May 4, 2026 (30 days): $120.00." (null for other orders). */
function invoiceDueSentence(order: Order, money: (cents: number) => string, locale: string): string | null {
  return order.invoiceTerms ? `${invoiceDueMessage(order.invoiceTerms, locale)}: ${money(order.total)}.` : null;
}

/** What the customer does next for a new order: pay by card now, pay the driver in cash, or pay its invoice by its last day. */
function paymentNext(order: Order, money: (cents: number) => string, locale: string, to: Addressee): MailBlock[] {
  const onInvoice = invoiceDueSentence(order, money, locale);
  if (onInvoice) return [{ kind: 'paragraph', text: onInvoice }, ...invoiceNote(order, 'pending_payment', to)];
  if (order.paymentChoice === 'cash_on_delivery') {
    const when = order.delivery.method === 'pickup' ? 'when you pick the order up' : 'when the order arrives';
    return [{ kind: 'paragraph', text: `You pay ${money(order.total)} in cash ${when}; we will write again when it is ready.` }];
  }
  return [
    { kind: 'paragraph', text: 'Please pay for it to confirm it: an order that is not paid in time is cancelled and its pieces go back on sale.' },
    { kind: 'link', label: 'Pay for your order', url: paymentPath(order.id) },
  ];
}

/**
 * The email that carries the order's invoice (PDF): the payment's; for cash on delivery, paid at
 * the door, the delivery's; for an order on invoice, the confirmation's (it is paid against its
 * invoice) and the payment's (the receipt, once its invoice is marked paid).
 */
export function carriesInvoice(order: Pick<Order, 'paymentChoice'>, status: OrderStatus): boolean {
  return status === 'paid' || (status === 'delivered' && order.paymentChoice === 'cash_on_delivery') || (status === 'pending_payment' && order.paymentChoice === 'invoice');
}

/** The invoice the email carries; not attached to an address nobody confirmed (it prints the typed name and address). */
function invoiceNote(order: Order, status: OrderStatus, to: Addressee): MailBlock[] {
  if (!order.invoiceNumber || !carriesInvoice(order, status)) return [];
  if (!to.name) return [{ kind: 'paragraph', text: `Your invoice ${order.invoiceNumber} can be downloaded from your order page.` }];
  return [{ kind: 'paragraph', text: `Your invoice ${order.invoiceNumber} is attached as a PDF; you can also download it from My Orders.` }];
}

/** What becomes of the money of a cancelled order. */
function cancelledPayment(order: Order, money: (cents: number) => string): MailBlock {
  if (order.paymentChoice === 'invoice') {
    return order.paidAt
      ? { kind: 'paragraph', text: `The ${money(order.total)} you paid for its invoice ${order.invoiceNumber ?? ''} will be paid back to you by bank transfer.` }
      : { kind: 'paragraph', text: `Its invoice ${order.invoiceNumber ?? ''} is cancelled: nothing is to be paid.` };
  }
  return order.paidAt
    ? { kind: 'paragraph', text: `The ${money(order.total)} you paid is being refunded to the card you paid with; banks take up to 10 working days to show it.` }
    : { kind: 'paragraph', text: 'Nothing was charged for it.' };
}

const WORDS: Record<OrderStatus, (order: Order, money: (cents: number) => string, locale: string, to: Addressee) => { subject: string; blocks: MailBlock[] }> = {
  pending_payment: (order, money, locale, to) => ({
    subject: `We have your order ${order.number}`,
    blocks: [
      { kind: 'paragraph', text: `${thanks(to)} We have your order ${order.number} and are holding the pieces for you.` },
      linesBlock(order, money),
      deliveryBlock(order, locale, to),
      ...paymentNext(order, money, locale, to),
      { kind: 'link', label: 'Follow your order', url: myOrderPath(order.id) },
    ],
  }),
  paid: (order, money, _locale, to) => ({
    subject: `Payment received for order ${order.number}`,
    blocks: [
      order.paymentChoice === 'invoice'
        ? { kind: 'paragraph', text: `${thanks(to)} We received your payment of ${money(order.total)} for invoice ${order.invoiceNumber ?? ''} of order ${order.number}: it is paid in full.` }
        : { kind: 'paragraph', text: `${thanks(to)} We received your payment of ${money(order.total)} for order ${order.number}; we are getting it ready.` },
      linesBlock(order, money),
      { kind: 'rows', caption: 'Payment', rows: order.paymentChoice === 'invoice' ? [['Paid with', order.paymentMethod ?? 'Invoice']] : [['Paid with', order.paymentMethod ?? 'Card'], ['Transaction', order.transactionId ?? '—']] },
      ...invoiceNote(order, 'paid', to),
      { kind: 'link', label: 'Follow your order', url: myOrderPath(order.id) },
    ],
  }),
  shipped: (order, money, locale, to) => ({
    subject: order.delivery.method === 'pickup' ? `Your order ${order.number} is ready for pickup` : `Your order ${order.number} is on its way`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          order.delivery.method === 'pickup'
            ? `Good news${comma(to)}: order ${order.number} is ready for you at our counter.`
            : to.name
              ? `Good news, ${to.name}: order ${order.number} has left our warehouse for ${order.deliveryAddress}.`
              : `Good news: order ${order.number} has left our warehouse.`,
      },
      linesBlock(order, money),
      deliveryBlock(order, locale, to),
      ...(order.paymentChoice === 'cash_on_delivery' && !order.paidAt ? [{ kind: 'paragraph', text: `Please have ${money(order.total)} in cash ready ${order.delivery.method === 'pickup' ? 'at the counter' : 'for the driver'}.` } as const] : []),
      ...(order.paymentChoice === 'invoice' && !order.paidAt ? [{ kind: 'paragraph', text: invoiceDueSentence(order, money, locale) ?? '' } as const] : []),
      { kind: 'link', label: 'Follow your order', url: myOrderPath(order.id) },
    ],
  }),
  delivered: (order, money, _locale, to) => ({
    subject: order.delivery.method === 'pickup' ? `You collected order ${order.number}` : `Your order ${order.number} was delivered`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          order.delivery.method === 'pickup'
            ? `You collected order ${order.number} at our counter. We hope the parts serve you well${comma(to)}.`
            : `Order ${order.number} was delivered. We hope the parts serve you well${comma(to)}.`,
      },
      linesBlock(order, money),
      ...invoiceNote(order, 'delivered', to),
      { kind: 'paragraph', text: 'Something not right? Reply to this email within 30 days and we will put it right.' },
      { kind: 'link', label: 'See your order', url: myOrderPath(order.id) },
      { kind: 'link', label: 'Review what you bought', url: paths.addReview },
    ],
  }),
  cancelled: (order, money, _locale, to) => ({
    subject: `Your order ${order.number} was cancelled`,
    blocks: [
      { kind: 'paragraph', text: `Order ${order.number} was cancelled${comma(to)}, and its pieces went back on sale.` },
      linesBlock(order, money),
      cancelledPayment(order, money),
      { kind: 'link', label: 'See your order', url: myOrderPath(order.id) },
    ],
  }),
};

/**
 * The email telling the customer that their order reached `status` (received, paid, shipped,
 * delivered, cancelled), in plain text and HTML. Its Message-ID is the same for every sending.
 * `addressConfirmed` false (the account's address is not confirmed): in the shop's words alone.
 */
export function orderMail(mailing: OrderMailing, order: Order, status: OrderStatus, addressConfirmed = true): Mail {
  const money = (cents: number) => formatMoney(cents, mailing.currency, mailing.locale);
  const { subject, blocks } = WORDS[status](order, money, mailing.locale, { name: addressConfirmed ? order.customerName : null });
  const absolute = blocks.map((block): MailBlock => (block.kind === 'link' ? { ...block, url: `${mailing.publicUrl}${block.url}` } : block));
  return shopMail(mailing, { to: order.email, subject, blocks: absolute, messageId: `order.${order.id}.${status}` });
}
