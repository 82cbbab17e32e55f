import { AllProductsList } from '../../features/catalog/components/all-products-list';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid';
import { ProductResults } from '../../features/discovery/components/product-results';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * SPEC §2 /allProduct (rendered by the server, docs/decisions/0015) with the filters of issue 13: the
 * catalog's list of every product, newest first, until a filter, "in stock only" or a sort is
 * chosen; then the search's filtered list. The facets come from the search either way.
 */
export default function AllProductsRoute() {
  useDocumentTitle('All Tools');
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:px-6 sm:pt-12 lg:px-8">
      <header className="mb-3 sm:mb-8">
        <p className="hidden text-sm font-semibold tracking-widest text-primary uppercase sm:block">Catalog</p>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">All Tools</h1>
      </header>
      <ProductResults scope={{ q: '', category: undefined }} unfiltered={<AllProductsList />} Grid={ProductGrid} GridSkeleton={ProductGridSkeleton} />
    </div>
  );
}
