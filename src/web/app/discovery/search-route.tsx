import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid';
import { SearchPage } from '../../features/discovery/pages/search-page';

/** /search: the discovery feature's results with the catalog's product cards. */
export default function SearchRoute() {
  return <SearchPage Grid={ProductGrid} GridSkeleton={ProductGridSkeleton} />;
}
