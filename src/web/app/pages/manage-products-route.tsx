import { ManageProductsPage } from '../../features/products-admin/pages/manage-products-page';

/** /dashboard/manageAllprodcts: the products-admin page (Edit opens /dashboard/editProduct/:id). */
export default function ManageProductsRoute() {
  return <ManageProductsPage />;
}
