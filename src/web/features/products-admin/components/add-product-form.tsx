import { zodResolver } from '@hookform/resolvers/zod';
import { PackagePlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import type { ProductInput } from '../../../../shared/schemas/catalog';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useAddProduct } from '../api/use-add-product';
import type { PictureInput } from '../picture-slot';
import { currencyDigits, EMPTY_PRODUCT_FORM, productFormSchema, type ProductFormValues } from '../product-form-schema';
import { ProductFields } from './product-fields';

export const PRODUCT_FIELDS = ['name', 'price', 'availableQuantity', 'minOrderQuantity', 'description', 'imageKey'] as const;

/** SPEC §5 Add Product: all fields required, checked here with the server's rules, then sent. */
export function AddProductForm({ PictureInput }: { PictureInput: PictureInput }) {
  const { currency, locale } = useShopConfig();
  const schema = useMemo(() => productFormSchema(currencyDigits(currency, locale)), [currency, locale]);
  const add = useAddProduct();
  const [picture, setPicture] = useState<UploadedPicture | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ProductFormValues, unknown, ProductInput>({ resolver: zodResolver(schema), defaultValues: EMPTY_PRODUCT_FORM });

  const changePicture = (next: UploadedPicture | null) => {
    setPicture(next);
    setValue('imageKey', next?.key ?? '', { shouldValidate: isSubmitted, shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await add.mutateAsync(values);
      toast.success(reply.message);
      reset(EMPTY_PRODUCT_FORM);
      setPicture(null);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, PRODUCT_FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Add Product" className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
      <p className="mb-6 text-sm text-base-content/75">All fields are required. The product shows in the shop as soon as it is added.</p>
      <ProductFields
        idPrefix="add-product"
        register={register}
        errors={errors}
        PictureInput={PictureInput}
        picture={picture}
        onPictureChange={changePicture}
        onUploadingChange={setUploading}
      />
      <div className="mt-4 flex flex-col-reverse items-center gap-3 border-t border-base-300 pt-6 sm:flex-row sm:justify-end">
        {uploading && <p className="text-sm text-base-content/75">Waiting for the picture to finish uploading…</p>}
        <button type="submit" className="btn btn-primary w-full px-8 sm:w-auto" disabled={add.isPending || uploading}>
          {add.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <PackagePlus aria-hidden="true" size={18} />}
          Add Product
        </button>
      </div>
    </form>
  );
}
