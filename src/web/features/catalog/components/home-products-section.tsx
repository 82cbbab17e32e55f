import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_PRODUCT_COUNT } from '../../../../shared/catalog';
import { paths } from '../../../../shared/routes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SectionHeading } from '../../../components/ui/section-heading';
import { errorMessage } from '../../../lib/api-error';
import { useProducts } from '../api/use-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** SPEC §3.2 "Our Tools": the 9 newest products and a link to all of them. */
export function HomeProductsSection() {
  const { data, isPending, isError, error, refetch } = useProducts(1, HOME_PRODUCT_COUNT);
  return (
    <section aria-labelledby="our-tools-heading" className="bg-base-200 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="our-tools-heading" eyebrow="New in stock" title="Our Tools">
          Professional power tools, hand tools and electrical parts, checked and ready to ship.
        </SectionHeading>
        {isPending ? (
          <ProductGridSkeleton count={HOME_PRODUCT_COUNT} />
        ) : isError ? (
          <ErrorState title="We could not load our tools" message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title="New tools are on their way">Please check back soon.</EmptyState>
        ) : (
          <ProductGrid products={data.items} />
        )}
        <div className="mt-12 text-center">
          <Link to={paths.allProducts} className="btn btn-outline btn-primary btn-lg">
            View All Tools <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </div>
      </div>
    </section>
  );
}
