import { Link } from 'react-router';
import { PRODUCTS_PAGE_SIZE } from '../../../../shared/catalog';
import { paths } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-error';
import { usePageParam } from '../../../lib/use-page-param';
import { useProducts } from '../api/use-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** SPEC §2 /allProduct: every product, newest first, 24 per page, the page kept in the URL. */
export function AllProductsList() {
  const page = usePageParam();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useProducts(page, PRODUCTS_PAGE_SIZE);

  return (
    <>
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
    </>
  );
}
