import { FileDown } from 'lucide-react';
import { invoiceFileName, invoiceUrl } from '../../../../shared/schemas/invoices';
import type { Order } from '../../../../shared/schemas/orders';

/** Issue 14 §6: the invoice PDF of a paid order (nothing before it is paid), saved as invoice-<number>.pdf. */
export function InvoiceLink({ order }: { order: Pick<Order, 'id' | 'invoiceNumber'> }) {
  if (!order.invoiceNumber) return null;
  return (
    <a
      href={invoiceUrl(order.id)}
      download={invoiceFileName(order.invoiceNumber)}
      className="link mt-1 inline-flex items-center gap-1 text-xs font-medium text-primary link-hover"
    >
      <FileDown aria-hidden="true" size={14} className="shrink-0" />
      <span>
        Download invoice <span className="font-mono whitespace-nowrap">{order.invoiceNumber}</span>
      </span>
    </a>
  );
}
