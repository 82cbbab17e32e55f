import { PictureUpload } from '../../features/media/components/picture-upload';
import { ManageProductsPage } from '../../features/products-admin/pages/manage-products-page';

/** /dashboard/manageAllprodcts: the products-admin page with the media feature's picture upload (Edit). */
export default function ManageProductsRoute() {
  return <ManageProductsPage PictureInput={PictureUpload} />;
}
