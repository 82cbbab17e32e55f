import { deliveryMethodLabels, paymentChoiceLabels, slotText } from '../../../shared/delivery-text.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { invoiceDueMessage } from '../../../shared/schemas/trade.js';

/** The shop as its invoices name it (content/shop.json), with its logo when the shop has one as PNG. */
export interface InvoiceSeller {
  name: string;
  address: string;
  email: string;
  phone: string;
  /** PNG or JPEG bytes (null: the name alone heads the invoice). */
  logo: Buffer | null;
  currency: string;
  locale: string;
  /** The shop's time zone: the invoice's dates are its days. */
  timeZone: string;
  /** What the shop calls a company's tax number ("EIN", "VAT number"), before the number on a company's invoice. */
  taxNumberName: string;
}

/** Who is billed: the customer as the order names them and, for an order on invoice, their trade account's company. */
export interface InvoiceBuyer {
  name: string;
  email: string;
  phone: string;
  /** The order's delivery address. */
  address: string;
  /** An order on invoice: the company billed (null: not an order on invoice, or its trade account is gone). */
  company?: InvoiceCompany | null;
}

/** The company named on an invoice: its name, its address (lines separated by new lines) and its tax number (kept as `vatNumber`). */
export interface InvoiceCompany {
  name: string;
  address: string;
  vatNumber: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  lineTotal: number;
}

/** Everything printed on one invoice: a plain value, so the PDF is made by a pure function. */
export interface InvoiceData {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** The delivery fee line, printed when the fee is above 0. */
  delivery: { description: string; fee: number };
  subtotal: number;
  /** The discount code the order was placed with and what it took off the lines (null: none). */
  discount: { code: string; amount: number } | null;
  tax: { name: string; rateBasisPoints: number; included: boolean; amount: number };
  total: number;
  payment: { method: string; transactionId: string | null; paidAt: Date | null; due?: InvoiceDue | null };
}

/**
 * An order on invoice (issue 15 §5): its terms as one sentence, and what is still to be paid (0
 * once its invoice is paid, or once the order is cancelled).
 */
export interface InvoiceDue {
  /** "On invoice, payment due by May 4, 2026 (30 days)". */
  terms: string;
  amountDue: number;
  /** The order was cancelled: nothing is to be paid; `refund` is what had been paid and is paid back by bank transfer (0: nothing). */
  cancelled?: { refund: number } | null;
}

/** "Home delivery (North zone), Mon, May 4, 08:00–12:00". */
export function deliveryDescription(delivery: Order['delivery'], locale: string): string {
  const zone = delivery.zone ? ` (${delivery.zone})` : '';
  const slot = delivery.slot ? `, ${slotText(delivery.slot, locale)}` : '';
  return `${deliveryMethodLabels[delivery.method]}${zone}${slot}`;
}

/**
 * Card payments name the provider's method and transaction; cash on delivery is said as such; an
 * order on invoice says its terms, its last day to pay and what is due (until it is paid). A
 * cancelled order on invoice is due nothing; what had been paid for it is paid back.
 */
export function paymentDescription(order: Pick<Order, 'status' | 'paymentChoice' | 'paymentMethod' | 'transactionId' | 'paidAt' | 'invoiceTerms' | 'total'>, locale: string): InvoiceData['payment'] {
  const paidAt = order.paidAt ? new Date(order.paidAt) : null;
  if (order.paymentChoice === 'cash_on_delivery') return { method: paymentChoiceLabels.cash_on_delivery, transactionId: null, paidAt };
  if (order.paymentChoice === 'invoice' && order.invoiceTerms) {
    const cancelled = order.status === 'cancelled' ? { refund: paidAt ? order.total : 0 } : null;
    const due: InvoiceDue = { terms: invoiceDueMessage(order.invoiceTerms, locale), amountDue: paidAt || cancelled ? 0 : order.total, cancelled };
    return { method: paidAt ? (order.paymentMethod ?? paymentChoiceLabels.invoice) : paymentChoiceLabels.invoice, transactionId: null, paidAt, due };
  }
  return { method: order.paymentMethod ?? 'Card', transactionId: order.transactionId, paidAt };
}

/**
 * The invoice of `order`, numbered `number` and issued at `issuedAt`, from `seller`; `company`: the
 * trade account's company billed for an order on invoice (ignored for other payments).
 */
export function invoiceDataOf(order: Order, invoice: { number: string; issuedAt: Date }, seller: InvoiceSeller, company: InvoiceCompany | null = null): InvoiceData {
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber: order.number,
    seller,
    buyer: { name: order.customerName, email: order.email, phone: order.phone, address: order.deliveryAddress, company: order.paymentChoice === 'invoice' ? company : null },
    lines: order.lines.map((line) => ({ description: line.productName, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
    delivery: { description: deliveryDescription(order.delivery, seller.locale), fee: order.delivery.fee },
    subtotal: order.subtotal,
    discount: order.discountCents > 0 ? { code: order.discountCode ?? '', amount: order.discountCents } : null,
    tax: order.tax,
    total: order.total,
    payment: paymentDescription(order, seller.locale),
  };
}
