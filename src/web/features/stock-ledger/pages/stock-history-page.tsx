import { ArrowLeft, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { editProductPath, paths } from '../../../../shared/routes';
import type { StockProduct } from '../../../../shared/schemas/stock-ledger';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useStockHistory } from '../api/use-stock-history';
import { StockMovementsTable } from '../components/stock-movements-table';

/** The product's stock now, and its threshold, as a line of figures. */
function StockNow({ product }: { product: StockProduct }) {
  const low = product.lowStockThreshold !== null && product.availableQuantity <= product.lowStockThreshold;
  return (
    <dl className="mb-6 flex flex-wrap gap-x-8 gap-y-3 rounded-box border border-base-300 bg-base-100 px-4 py-3 shadow-sm sm:px-5">
      <div>
        <dt className="text-sm text-base-content/75">In stock now</dt>
        <dd className="text-xl font-bold tabular-nums">
          {product.availableQuantity} pcs
          {low && <span className="badge badge-sm badge-warning ml-2 align-middle font-semibold">Low stock</span>}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">Low-stock threshold</dt>
        <dd className="text-xl font-bold tabular-nums">{product.lowStockThreshold === null ? <span className="text-base font-medium text-base-content/75">None</span> : `${product.lowStockThreshold} pcs`}</dd>
      </div>
      {product.archived && (
        <div className="self-center">
          <span className="badge badge-neutral font-semibold">Removed from the shop</span>
        </div>
      )}
    </dl>
  );
}

/** /dashboard/products/:id/stock (admins): every change of a product's pieces in stock, newest first (issue 15 §2). */
export default function StockHistoryPage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const history = useStockHistory(id, page);
  const product = history.data?.product;
  useDocumentTitle(product ? `Stock history: ${product.name}` : 'Stock history');
  return (
    <>
      <PageHeader
        eyebrow="Stock history"
        title={product ? product.name : 'Stock history'}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={paths.manageProducts} className="btn btn-ghost btn-sm">
              <ArrowLeft aria-hidden="true" size={16} /> Manage Products
            </Link>
            {product && !product.archived && (
              <Link to={editProductPath(product.id)} className="btn btn-outline btn-primary btn-sm">
                <Pencil aria-hidden="true" size={16} /> Edit product
              </Link>
            )}
          </div>
        }
      >
        Every change of the pieces in stock: orders, cancellations, expired orders, returns and edits, with who made it.
      </PageHeader>
      {history.isPending ? (
        <Spinner label="Loading the stock history…" className="min-h-64" />
      ) : history.isError ? (
        <ErrorState title="We could not load the stock history" message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : (
        <>
          <StockNow product={history.data.product} />
          {history.data.items.length === 0 ? (
            <EmptyState title={history.data.total === 0 ? 'No stock changes are recorded for this product yet' : 'There are no stock changes on this page'}>
              {history.data.total > 0 && (
                <Link to="?" className="link link-primary">
                  Go to the first page
                </Link>
              )}
            </EmptyState>
          ) : (
            <div aria-busy={history.isPlaceholderData} className={history.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <StockMovementsTable
                caption={`Stock changes of ${history.data.product.name}, newest first${history.data.totalPages > 1 ? ` (page ${history.data.page} of ${history.data.totalPages})` : ''}`}
                movements={history.data.items}
              />
            </div>
          )}
          <Pagination page={page} totalPages={history.data.totalPages} />
        </>
      )}
    </>
  );
}
