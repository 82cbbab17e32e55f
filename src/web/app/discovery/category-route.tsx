import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid';
import { CategoryPage } from '../../features/discovery/pages/category-page';
import { NotFoundContent } from '../not-found-content';

/** /category/:slug: the discovery feature's category page with the catalog's product cards. */
export default function CategoryRoute() {
  return <CategoryPage Grid={ProductGrid} GridSkeleton={ProductGridSkeleton} NotFound={NotFoundContent} />;
}
