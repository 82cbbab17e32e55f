import { PictureUpload } from '../../features/media/components/picture-upload';
import { AddProductPage } from '../../features/products-admin/pages/add-product-page';

/** /dashboard/addProduct: the products-admin page with the media feature's picture upload. */
export default function AddProductRoute() {
  return <AddProductPage PictureInput={PictureUpload} />;
}
