import { PictureUpload } from '../../features/media/components/picture-upload';
import { EditProductPage } from '../../features/products-admin/pages/edit-product-page';

/** /dashboard/editProduct/:id: the products-admin edit page with the media feature's picture upload. */
export default function EditProductRoute() {
  return <EditProductPage PictureInput={PictureUpload} />;
}
