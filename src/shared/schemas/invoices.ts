/**
 * Issue 14 §6: the invoice of a paid order, a PDF downloaded from GET /api/orders/:id/invoice
 * (My Orders, Manage All Orders) and attached to the payment email. Its number is
 * `<year>-<sequence of that year, 6 digits>`, e.g. 2026-000042: one gap-free sequence per year.
 */
export const invoiceMessages = {
  notIssued: 'This order has no invoice yet',
} as const;

/** Where an order's invoice PDF is downloaded. */
export function invoiceUrl(orderId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/invoice`;
}

/** The name the PDF is saved under: invoice-2026-000042.pdf. */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber}.pdf`;
}
