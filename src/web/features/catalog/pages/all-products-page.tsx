import { PRODUCTS_PAGE_SIZE } from '../../../../shared/catalog';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useProducts } from '../api/use-products';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

/** SPEC §2 /allProduct: every product, 24 per page, the page kept in the URL. */
export default function AllProductsPage() {
  useDocumentTitle('All Tools');
  const page = usePageParam();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useProducts(page, PRODUCTS_PAGE_SIZE);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Catalog</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">All Tools</h1>
        </div>
        {data && data.total > 0 && (
          <p className="text-base-content/75">
            {data.total} {data.total === 1 ? 'product' : 'products'}
            {data.totalPages > 1 && ` · page ${data.page} of ${data.totalPages}`}
          </p>
        )}
      </header>
      {isPending ? (
        <ProductGridSkeleton count={6} />
      ) : isError ? (
        <ErrorState title="We could not load the tools" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title={data.total === 0 ? 'No tools in the shop yet' : 'There are no tools on this page'}>
          {data.total > 0 && (
            <Link to={paths.allProducts} className="link link-primary">
              Go to the first page
            </Link>
          )}
        </EmptyState>
      ) : (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ProductGrid products={data.items} headingLevel="h2" eagerCount={3} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
    </div>
  );
}
