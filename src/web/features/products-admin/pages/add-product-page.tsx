import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddProductForm } from '../components/add-product-form';
import type { PictureInput } from '../picture-slot';

/** SPEC §2 /dashboard/addProduct (admins). app/ passes in the picture upload field. */
export function AddProductPage({ PictureInput }: { PictureInput: PictureInput }) {
  useDocumentTitle('Add Product');
  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Add Product">
        Add a tool or part to the shop with its price, stock, category, specification and pictures.
      </PageHeader>
      <AddProductForm PictureInput={PictureInput} />
    </>
  );
}
