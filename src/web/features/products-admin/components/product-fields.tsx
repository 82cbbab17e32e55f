import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Image } from '../../../../shared/schemas/common';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { currencySymbol } from '../../../lib/typed-amount';
import { useShopConfig } from '../../../lib/use-shop-config';
import type { PictureInput } from '../picture-slot';
import type { ProductFormValues } from '../product-form-schema';

interface ProductFieldsProps {
  /** Keeps ids unique when two product forms are on one page. */
  idPrefix: string;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  PictureInput: PictureInput;
  picture: UploadedPicture | null;
  onPictureChange: (picture: UploadedPicture | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  initialImage?: Image | undefined;
  /** Shown right after the main picture: the product's further pictures. */
  morePictures?: ReactNode;
}

/** SPEC §5, in order: Name, Price, Available quantity, Minimum order quantity, Picture, Description; with the low-stock threshold (issue 15). */
export function ProductFields({ idPrefix, register, errors, PictureInput, picture, onPictureChange, onUploadingChange, initialImage, morePictures }: ProductFieldsProps) {
  const { currency, locale } = useShopConfig();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-x-5 gap-y-1 sm:grid-cols-3">
      <FormField id={id('name')} label="Name" error={errors.name?.message} className="sm:col-span-3">
        {(a11y) => <input id={id('name')} type="text" autoComplete="off" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('name')} />}
      </FormField>
      <FormField id={id('price')} label="Price" hint={`Price of one piece in ${currency}.`} error={errors.price?.message}>
        {(a11y) => (
          <div className={`${inputClass(a11y['aria-invalid'])} items-center`}>
            <span aria-hidden="true" className="text-base-content/70">
              {currencySymbol(currency, locale)}
            </span>
            <input id={id('price')} type="text" inputMode="decimal" autoComplete="off" placeholder="0.00" className="grow" {...a11y} {...register('price')} />
          </div>
        )}
      </FormField>
      <FormField id={id('available')} label="Available quantity" hint="Pieces in stock." error={errors.availableQuantity?.message}>
        {(a11y) => (
          <input id={id('available')} type="number" inputMode="numeric" min={0} step={1} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('availableQuantity')} />
        )}
      </FormField>
      <FormField id={id('minimum')} label="Minimum order quantity" hint="Fewest pieces per order." error={errors.minOrderQuantity?.message}>
        {(a11y) => (
          <input id={id('minimum')} type="number" inputMode="numeric" min={1} step={1} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('minOrderQuantity')} />
        )}
      </FormField>
      <FormField id={id('threshold')} label="Low-stock threshold" hint="Admins are told when the stock falls to this. Empty: never." error={errors.lowStockThreshold?.message}>
        {(a11y) => (
          <input id={id('threshold')} type="number" inputMode="numeric" min={0} step={1} placeholder="None" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('lowStockThreshold')} />
        )}
      </FormField>
      <div className="sm:col-span-3">
        <PictureInput
          id={id('picture')}
          label="Picture"
          hint="The main picture, shown first. JPEG, PNG, WebP or AVIF, at most 5 MB."
          value={picture}
          onChange={onPictureChange}
          initialImage={initialImage}
          error={errors.imageKey?.message}
          onBusyChange={onUploadingChange}
        />
      </div>
      {morePictures && <div className="mb-5 sm:col-span-3">{morePictures}</div>}
      <FormField id={id('description')} label="Description" error={errors.description?.message} className="sm:col-span-3">
        {(a11y) => <textarea id={id('description')} rows={5} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('description')} />}
      </FormField>
    </div>
  );
}
