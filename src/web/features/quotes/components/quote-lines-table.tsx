import type { Quote } from '../../../../shared/schemas/quotes';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';

const COLUMNS: DataTableColumn[] = [
  { label: 'Product' },
  { label: 'Quantity', className: 'hidden text-right sm:table-cell' },
  { label: 'Quoted price', className: 'text-right' },
  { label: 'Line total', className: 'hidden text-right sm:table-cell' },
  { label: 'Today without the quote', className: 'hidden text-right leading-tight whitespace-normal md:table-cell' },
];

/**
 * A quote's lines: each product and quantity, the piece price quoted (once answered) with the
 * line's total, and what a piece costs today without the quote. On phones the quantity and totals
 * fold under the product.
 */
export function QuoteLinesTable({ quote }: { quote: Quote }) {
  const formatMoney = useFormatMoney();
  const priced = quote.subtotal !== null;
  return (
    <DataTable label={`Lines of quote ${quote.number}`} columns={COLUMNS}>
      {quote.lines.map((line) => (
        <tr key={line.lineNumber} className="*:align-top">
          <td className="min-w-0">
            <span className="block font-semibold [overflow-wrap:anywhere]">{line.productName}</span>
            <span className="mt-0.5 block text-xs text-base-content/75 tabular-nums sm:hidden">
              {line.quantity} pcs{line.lineTotal === null ? '' : ` · ${formatMoney(line.lineTotal)}`}
            </span>
            <span className="mt-0.5 block text-xs text-base-content/75 tabular-nums md:hidden">Today {formatMoney(line.currentUnitPrice)} each</span>
          </td>
          <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">{line.quantity} pcs</td>
          <td className="text-right font-semibold whitespace-nowrap tabular-nums">
            {line.unitPrice === null ? <span className="font-normal text-base-content/70">{priced ? '—' : 'Not yet'}</span> : `${formatMoney(line.unitPrice)}`}
            {line.unitPrice !== null && <span className="block text-xs font-normal text-base-content/70">each</span>}
          </td>
          <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell">{line.lineTotal === null ? '—' : formatMoney(line.lineTotal)}</td>
          <td className="hidden text-right whitespace-nowrap text-base-content/80 tabular-nums md:table-cell">{formatMoney(line.currentUnitPrice)} each</td>
        </tr>
      ))}
    </DataTable>
  );
}
