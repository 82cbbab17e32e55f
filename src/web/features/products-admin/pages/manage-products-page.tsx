import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/schemas/catalog';
import { paths } from '../../../../shared/routes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useManagedProducts } from '../api/use-managed-products';
import { useRemoveProduct } from '../api/use-remove-product';
import { ProductsTable } from '../components/products-table';

export const MANAGE_PRODUCTS_PAGE_SIZE = 20;
const TITLE_ID = 'manage-products-title';

/** SPEC §5 Manage Products (/dashboard/manageAllprodcts, admins): edit or remove, page in the URL. */
export function ManageProductsPage() {
  useDocumentTitle('Manage Products');
  const page = usePageParam();
  const products = useManagedProducts(page, MANAGE_PRODUCTS_PAGE_SIZE);
  const removeProduct = useRemoveProduct();
  // The row (and its Remove button) is gone: focus the heading instead.
  const remove = useConfirmedAction<Product>(removeProduct, { focusAfterSuccess: TITLE_ID });
  const toRemove = remove.item;

  const data = products.data;
  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title={data ? `Manage Products (${data.total})` : 'Manage Products'}
        titleId={TITLE_ID}
        actions={
          <Link to={paths.addProduct} className="btn btn-primary">
            <PackagePlus aria-hidden="true" size={18} /> Add Product
          </Link>
        }
      >
        Change prices and stock, or remove products from the shop. Past orders keep a removed product&apos;s name and price.
      </PageHeader>
      {products.isPending ? (
        <Spinner label="Loading products…" className="min-h-64" />
      ) : products.isError ? (
        <ErrorState title="We could not load the products" message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState title={products.data.total === 0 ? 'There are no products in the shop yet' : 'There are no products on this page'}>
          <Link to={products.data.total === 0 ? paths.addProduct : paths.manageProducts} className="link link-primary">
            {products.data.total === 0 ? 'Add the first product' : 'Go to the first page'}
          </Link>
        </EmptyState>
      ) : (
        <div aria-busy={products.isPlaceholderData} className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ProductsTable
            products={products.data.items}
            firstNumber={(products.data.page - 1) * products.data.pageSize + 1}
            onRemove={remove.ask}
          />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <ConfirmDialog
        title={toRemove ? `Remove ${toRemove.name}?` : 'Remove product?'}
        confirmLabel="Remove"
        {...remove.dialog}
      >
        {toRemove && (
          <p>
            <strong className="font-semibold text-base-content">{toRemove.name}</strong> will disappear from the shop at once. Past orders keep its name and price.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
