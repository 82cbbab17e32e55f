import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import type { Product, ProductUpdate } from '../../../../shared/schemas/catalog';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { useUpdateProduct } from '../api/use-update-product';
import type { PictureInput } from '../picture-slot';
import { currencyDigits, productEditSchema, productFormValues, type ProductFormValues } from '../product-form-schema';
import { PRODUCT_FIELDS } from './add-product-form';
import { ProductFields } from './product-fields';

interface EditProductFormProps {
  product: Product;
  PictureInput: PictureInput;
  update: ReturnType<typeof useUpdateProduct>;
  onDone: () => void;
  onCancel: () => void;
}

/** Name, price, stock, minimum, description and (optionally) a new picture of one product. */
export function EditProductForm({ product, PictureInput, update, onDone, onCancel }: EditProductFormProps) {
  const { currency, locale } = useShopConfig();
  const digits = currencyDigits(currency, locale);
  const schema = useMemo(() => productEditSchema(digits), [digits]);
  const [picture, setPicture] = useState<UploadedPicture | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductUpdate>({ resolver: zodResolver(schema), defaultValues: productFormValues(product, digits) });

  const changePicture = (next: UploadedPicture | null) => {
    setPicture(next);
    setValue('imageKey', next?.key ?? '', { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async ({ imageKey, ...changes }) => {
    try {
      const reply = await update.mutateAsync({ id: product.id, changes: imageKey ? { ...changes, imageKey } : changes });
      toast.success(reply.message);
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, PRODUCT_FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`Edit ${product.name}`}>
      <ProductFields
        idPrefix={`edit-product-${product.id}`}
        register={register}
        errors={errors}
        PictureInput={PictureInput}
        picture={picture}
        onPictureChange={changePicture}
        onUploadingChange={setUploading}
        initialImage={product.image}
      />
      <div className="modal-action mt-2 flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending || uploading}>
          {update.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Save aria-hidden="true" size={18} />}
          Save changes
        </button>
      </div>
    </form>
  );
}
