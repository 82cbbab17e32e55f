import { PackagePlus } from 'lucide-react';
import { useAddProduct } from '../api/use-add-product';
import type { PictureInput } from '../picture-slot';
import { EMPTY_PRODUCT_FORM } from '../product-form-schema';
import { ProductForm } from './product-form';

/** SPEC §5 Add Product, with its category, part numbers, specification and further pictures. */
export function AddProductForm({ PictureInput }: { PictureInput: PictureInput }) {
  const add = useAddProduct();
  return (
    <ProductForm
      label="Add Product"
      idPrefix="add-product"
      PictureInput={PictureInput}
      defaults={EMPTY_PRODUCT_FORM}
      intro={<p className="mb-6 text-sm text-base-content/75">Name, price, quantities, picture, description and category are required. The product shows in the shop as soon as it is added.</p>}
      send={(values) => add.mutateAsync(values)}
      onSaved={(clear) => clear()}
      submitContent={(busy) => (
        <>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <PackagePlus aria-hidden="true" size={18} />}
          Add Product
        </>
      )}
    />
  );
}
