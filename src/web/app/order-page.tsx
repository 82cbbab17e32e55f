// Signed-in page: uses components the public stylesheet leaves out (styles/public-pages.css).
import '../styles/all-pages.css';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/routes';
import { ErrorState } from '../components/ui/error-state';
import { PageHeader } from '../components/ui/page-header';
import { Spinner } from '../components/ui/spinner';
import { catalogKeys } from '../features/catalog/api/catalog-keys';
import { useProduct } from '../features/catalog/api/use-product';
import { ProductCard } from '../features/catalog/components/product-card';
import { OrderForm } from '../features/orders/components/order-form';
import { ApiError, errorMessage } from '../lib/api-error';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSession } from '../lib/use-session';

/** A product that is unknown or no longer sold. */
function ProductGone() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-100 p-10 text-center">
      <p className="text-lg font-semibold">This product is no longer sold</p>
      <p className="text-base-content/75">It may have been removed from the shop. Our other tools are still here.</p>
      <Link to={paths.allProducts} className="btn btn-primary mt-2">
        Browse all tools
      </Link>
    </div>
  );
}

/**
 * SPEC §6 /order/:id (signed in, under RequireUser): the product card at the left, the order form
 * at the right. Placing an order takes stock, so the catalog is refreshed afterwards.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const user = useSession().data?.user;
  const product = useProduct(id);
  useDocumentTitle(product.data ? `Order ${product.data.name}` : 'Order');

  const notFound = product.isError && product.error instanceof ApiError && product.error.status === 404;
  return (
    <div className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <Link to={paths.allProducts} className="link link-hover mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-base-content/80">
          <ArrowLeft aria-hidden="true" size={16} /> All tools
        </Link>
        <PageHeader eyebrow="Order" title="Place your order">
          Check the product, choose how many pieces you need and tell us where to deliver them.
        </PageHeader>
        {product.isPending || !user ? (
          <Spinner label="Loading the product…" className="min-h-64" />
        ) : notFound ? (
          <ProductGone />
        ) : product.isError ? (
          <ErrorState title="We could not load this product" message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
            <div className="mx-auto w-full max-w-md lg:sticky lg:top-24 lg:max-w-none">
              <ProductCard product={product.data} headingLevel="h2" eager orderLink={false} fullDescription />
            </div>
            <OrderForm product={product.data} customer={user} onProductChanged={() => void client.invalidateQueries({ queryKey: catalogKeys.all })} />
          </div>
        )}
      </div>
    </div>
  );
}
