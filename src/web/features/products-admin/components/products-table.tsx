import { History, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { isOutOfStock } from '../../../../shared/catalog';
import { editProductPath, stockHistoryPath } from '../../../../shared/routes';
import type { Product } from '../../../../shared/schemas/catalog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { useFormatMoney } from '../../../lib/use-format-money';

const COLUMNS: DataTableColumn[] = [
  { label: 'No', className: 'w-10 sm:w-14' },
  { label: 'Name' },
  { label: 'Available quantity', className: 'hidden w-24 text-right leading-tight whitespace-normal xl:table-cell' },
  { label: 'Minimum quantity', className: 'hidden w-24 text-right leading-tight whitespace-normal xl:table-cell' },
  { label: 'Price', className: 'hidden text-right xl:table-cell' },
  {
    label: (
      <>
        <span className="xl:hidden">Actions</span>
        <span className="hidden xl:inline">Edit</span>
      </>
    ),
    className: 'text-right',
  },
  { label: 'Remove', className: 'hidden text-right xl:table-cell' },
];

interface ProductsTableProps {
  products: Product[];
  /** Number of the first row (rows continue across pages). */
  firstNumber: number;
  onRemove: (product: Product) => void;
}

/**
 * SPEC §5 Manage Products: No, Name, Available quantity, Minimum quantity, Price, Edit (with the
 * product's stock history, issue 15) and Remove.
 * Below 1280 px (phones, tablets, laptops with the side menu) the three numbers move under the name
 * and Remove under Edit, so the table always fits; from 1280 px, where every column shows beside
 * the side menu, Stock history goes under Edit for the same reason.
 */
export function ProductsTable({ products, firstNumber, onRemove }: ProductsTableProps) {
  const formatMoney = useFormatMoney();
  return (
    <DataTable label="Products" columns={COLUMNS}>
      {products.map((product, index) => {
        const outOfStock = isOutOfStock(product);
        const removeButton = (
          <button type="button" className="btn btn-outline btn-error btn-xs whitespace-nowrap sm:btn-sm" onClick={() => onRemove(product)}>
            <Trash2 aria-hidden="true" size={16} />
            Remove<span className="sr-only"> {product.name}</span>
          </button>
        );
        return (
          <tr key={product.id} className="hover:bg-base-200/50">
            <th scope="row" className="font-medium text-base-content/75 tabular-nums">
              {firstNumber + index}
            </th>
            <td className="xl:min-w-52">
              <span className="font-semibold [overflow-wrap:anywhere]">{product.name}</span>
              {/* Narrower screens: the numbers of the hidden columns. */}
              <dl className="mt-1.5 flex flex-col text-xs text-base-content/75 sm:flex-row sm:flex-wrap sm:gap-x-4 sm:text-sm xl:hidden">
                {[
                  ['Available', `${product.availableQuantity} pcs`],
                  ['Minimum', `${product.minOrderQuantity} pcs`],
                  ['Price', formatMoney(product.price)],
                ].map(([term, value]) => (
                  <div key={term} className="flex gap-1.5">
                    <dt>{term}</dt>
                    <dd className="font-medium text-base-content tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              {outOfStock && <span className="badge badge-sm badge-error mt-1.5 font-semibold xl:hidden">Out of stock</span>}
            </td>
            <td className="hidden text-right tabular-nums xl:table-cell">
              <span className="whitespace-nowrap">{product.availableQuantity} pcs</span>
              {outOfStock && <span className="badge badge-sm badge-error mt-1 block w-max font-semibold whitespace-nowrap ml-auto">Out of stock</span>}
            </td>
            <td className="hidden text-right whitespace-nowrap tabular-nums xl:table-cell">{product.minOrderQuantity} pcs</td>
            <td className="hidden text-right font-semibold whitespace-nowrap tabular-nums xl:table-cell">{formatMoney(product.price)}</td>
            <td className="text-right">
              <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-center sm:justify-end xl:flex-col xl:items-end">
                <Link to={editProductPath(product.id)} className="btn btn-outline btn-primary btn-xs whitespace-nowrap sm:btn-sm">
                  <Pencil aria-hidden="true" size={16} />
                  Edit<span className="sr-only"> {product.name}</span>
                </Link>
                <Link to={stockHistoryPath(product.id)} className="btn btn-ghost btn-xs whitespace-nowrap sm:btn-sm">
                  <History aria-hidden="true" size={16} />
                  Stock history<span className="sr-only"> of {product.name}</span>
                </Link>
                {/* Narrower screens: Remove under Edit, so the table fits. */}
                <span className="xl:hidden">{removeButton}</span>
              </div>
            </td>
            <td className="hidden text-right xl:table-cell">{removeButton}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
