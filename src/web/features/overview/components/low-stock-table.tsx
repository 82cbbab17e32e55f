import { Link } from 'react-router';
import { editProductPath } from '../../../../shared/routes';
import type { Overview } from '../../../../shared/schemas/overview';
import { NumbersTable } from './numbers-table';

/** Live products at or below their low-stock threshold, as of now, fewest pieces first. */
export function LowStockTable({ lowStock }: { lowStock: Overview['lowStock'] }) {
  return (
    <section aria-labelledby="low-stock-title" className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
      <h2 id="low-stock-title" className="text-lg font-bold sm:text-xl">
        Low stock ({lowStock.total})
      </h2>
      <p className="mt-1 mb-4 text-sm text-base-content/75">
        Products at or below the low-stock threshold set on them, as of now.
        {lowStock.total > lowStock.products.length && ` The ${lowStock.products.length} with the fewest pieces are shown.`}
      </p>
      {lowStock.products.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/75">No product is at or below its low-stock threshold.</p>
      ) : (
        <NumbersTable
          caption="Products low on stock"
          columns={['Product', 'SKU', 'Pieces left', 'Threshold']}
          rows={lowStock.products.map((product) => ({
            key: product.id,
            cells: [
              <Link key="name" to={editProductPath(product.id)} className="link link-hover whitespace-normal">
                {product.name}
              </Link>,
              product.sku ?? '—',
              product.available,
              product.threshold,
            ],
          }))}
        />
      )}
    </section>
  );
}
