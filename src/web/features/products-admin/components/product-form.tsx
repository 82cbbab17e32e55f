import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Image } from '../../../../shared/schemas/common';
import type { Attribute } from '../../../../shared/schemas/discovery';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { currencyDigits } from '../../../lib/typed-amount';
import { useShopConfig } from '../../../lib/use-shop-config';
import { useCategoryAttributes, useFormCategories } from '../api/use-form-categories';
import type { PictureInput } from '../picture-slot';
import { productEditSchema, productFormSchema, type ProductFormValues } from '../product-form-schema';
import { CatalogFields } from './catalog-fields';
import { MorePicturesField } from './more-pictures-field';
import { PriceTierFields } from './price-tier-fields';
import { ProductFields } from './product-fields';
import { SpecificationFields } from './specification-fields';

/** What the form sends: POST /api/products, or PATCH /api/products/:id with every field. */
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;

export const PRODUCT_FIELDS = ['name', 'price', 'availableQuantity', 'minOrderQuantity', 'lowStockThreshold', 'description', 'imageKey', 'categoryId', 'sku', 'mpn', 'brand', 'ean'] as const;
type FormField = (typeof PRODUCT_FIELDS)[number] | 'morePictures' | 'priceTiers' | `attributes.${string}`;

/** The server's field names as the form's: the first picture is the main one, the rest "more". */
function formFieldOf(field: string, attributes: readonly Attribute[]): FormField | null {
  const picture = /^pictures(?:\.(\d+))?$/.exec(field);
  if (picture) return picture[1] === '0' ? 'imageKey' : 'morePictures';
  if ((PRODUCT_FIELDS as readonly string[]).includes(field)) return field as FormField;
  // The quantity prices show their problems together, whichever tier the server named.
  if (field === 'priceTiers' || field.startsWith('priceTiers.')) return 'priceTiers';
  if (field.startsWith('attributes.') && attributes.some((attribute) => `attributes.${attribute.key}` === field)) return field as FormField;
  return null;
}

interface ProductFormProps {
  /** The form's accessible name ("Add Product", "Edit <name>"). */
  label: string;
  idPrefix: string;
  PictureInput: PictureInput;
  defaults: ProductFormValues;
  /** The further pictures the product has. */
  initialMore?: UploadedPicture[];
  /** Editing: the main picture now, kept unless a new one is uploaded. */
  current?: { image: Image; key: string };
  intro?: ReactNode;
  /** The submit button's content; `busy` while sending. */
  submitContent: (busy: boolean) => ReactNode;
  secondaryAction?: ReactNode;
  send: (values: ProductFormOutput) => Promise<{ message: string }>;
  /** After the server said yes (its message is shown as a toast); `clear` empties the form. */
  onSaved: (clear: () => void) => void;
}

/**
 * SPEC §5 Add/Edit Product with issue 13's catalog data and issue 14's quantity prices: checked
 * here with the server's rules (the specification against the chosen category's attributes), then
 * sent.
 */
export function ProductForm({ label, idPrefix, PictureInput, defaults, initialMore = [], current, intro, submitContent, secondaryAction, send, onSaved }: ProductFormProps) {
  const { currency, locale } = useShopConfig();
  const digits = currencyDigits(currency, locale);
  const categories = useFormCategories();
  const [picture, setPicture] = useState<UploadedPicture | null>(null);
  const [more, setMore] = useState<UploadedPicture[]>(initialMore);
  const [uploading, setUploading] = useState({ main: false, more: false });
  const [sending, setSending] = useState(false);

  // The schema follows the chosen category's attributes, read when the form is checked.
  const attributesRef = useRef<Attribute[]>([]);
  const resolver = useMemo<Resolver<ProductFormValues, unknown, ProductFormOutput>>(
    () => (values, context, options) => {
      const schema = current ? productEditSchema(digits, attributesRef.current, current.key) : productFormSchema(digits, attributesRef.current);
      return zodResolver(schema)(values, context, options) as ReturnType<Resolver<ProductFormValues, unknown, ProductFormOutput>>;
    },
    [digits, current],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    trigger,
    control,
    formState: { errors, isSubmitted },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({ resolver, defaultValues: defaults });

  // The quantity prices' problems sit on the list as a whole, which typing in one row does not
  // check again: once the form has been sent, check the list whenever it, the minimum or the price
  // changes (only then, so a problem the server found stays until something is changed).
  const tiersAsTyped = JSON.stringify(useWatch({ control, name: ['priceTiers', 'minOrderQuantity', 'price'] }));
  const tiersChecked = useRef(tiersAsTyped);
  useEffect(() => {
    if (tiersAsTyped === tiersChecked.current) return;
    tiersChecked.current = tiersAsTyped;
    if (isSubmitted) void trigger('priceTiers');
  }, [tiersAsTyped, isSubmitted, trigger]);

  const categoryId = useWatch({ control, name: 'categoryId' });
  const slug = categories.data?.categories.find((category) => category.id === categoryId)?.slug;
  const attributes = useCategoryAttributes(slug);
  useEffect(() => {
    attributesRef.current = attributes.data ?? [];
  }, [attributes.data]);

  const changePicture = (next: UploadedPicture | null) => {
    setPicture(next);
    setValue('imageKey', next?.key ?? '', { shouldValidate: isSubmitted, shouldDirty: true });
  };
  const changeMore = (next: UploadedPicture[]) => {
    setMore(next);
    setValue('morePictures', next.map((item) => item.key), { shouldValidate: isSubmitted, shouldDirty: true });
  };
  /** The further picture becomes the main one, and the main one (if any) takes its place. */
  const makeMain = (index: number) => {
    const chosen = more[index];
    if (!chosen) return;
    const main = picture ?? (current ? { key: current.key, image: current.image } : null);
    changeMore(main ? more.map((item, position) => (position === index ? main : item)) : more.filter((_, position) => position !== index));
    changePicture(chosen);
  };
  const clear = () => {
    reset(defaults);
    setPicture(null);
    setMore(initialMore);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const reply = await send(values);
      toast.success(reply.message);
      onSaved(clear);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors.flatMap((item) => {
        const field = formFieldOf(item.field, attributes.data ?? []);
        return field ? [{ field, message: item.message }] : [];
      }) : [];
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  });

  const busy = uploading.main || uploading.more;
  // The specification is sent whole: wait for the chosen category's fields, so none is dropped unseen.
  const ready = categories.isSuccess && (slug === undefined || attributes.isSuccess);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-8">
      {intro}
      <ProductFields
        idPrefix={idPrefix}
        register={register}
        errors={errors}
        PictureInput={PictureInput}
        picture={picture}
        onPictureChange={changePicture}
        onUploadingChange={(value) => setUploading((state) => ({ ...state, main: value }))}
        initialImage={current?.image}
        morePictures={
          <MorePicturesField
            id={`${idPrefix}-more-pictures`}
            PictureInput={PictureInput}
            pictures={more}
            onChange={changeMore}
            onMakeMain={makeMain}
            onBusyChange={(value) => setUploading((state) => ({ ...state, more: value }))}
            error={errors.morePictures?.message}
          />
        }
      />
      <PriceTierFields idPrefix={idPrefix} control={control} register={register} errors={errors} />
      <fieldset className="mt-2 border-t border-base-300 pt-5">
        <legend className="text-lg font-bold">Category and part numbers</legend>
        <p className="mb-4 text-sm text-base-content/75">Every product is filed in a category. Part numbers, brand and EAN help trade buyers find it.</p>
        <CatalogFields idPrefix={idPrefix} register={register} errors={errors} categories={categories.data?.categories} categoriesFailed={categories.isError} />
      </fieldset>
      <SpecificationFields
        idPrefix={idPrefix}
        register={register}
        errors={errors}
        attributes={attributes.data}
        categoryChosen={slug !== undefined}
        failed={attributes.isError}
      />
      <div className="mt-4 flex flex-col-reverse items-center gap-3 border-t border-base-300 pt-6 sm:flex-row sm:justify-end">
        {busy && <p className="text-sm text-base-content/75">Waiting for the picture to finish uploading…</p>}
        {secondaryAction}
        <button type="submit" className="btn btn-primary w-full px-8 sm:w-auto" disabled={sending || busy || !ready}>
          {submitContent(sending)}
        </button>
      </div>
    </form>
  );
}
