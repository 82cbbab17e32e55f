import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PRODUCT_REVIEW_BODY_MAX, PRODUCT_REVIEW_BODY_MIN } from '../../../../shared/product-reviews';
import { productReviewInputSchema, type ProductReviewForm as FormValues, type ProductReviewInput } from '../../../../shared/schemas/product-reviews';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { toast } from '../../../lib/toasts';
import { useWriteProductReview } from '../api/use-product-reviews';
import { RatingInput } from '../components/rating-input';

const FIELDS = ['rating', 'title', 'body'] as const;

/** Rate and review a product that was delivered to the customer: stars, an optional title and a few words. */
export function ProductReviewForm({ productId, productName, authorName, onDone }: { productId: string; productName: string; authorName: string; onDone: () => void }) {
  const write = useWriteProductReview(productId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, ProductReviewInput>({ resolver: zodResolver(productReviewInputSchema), defaultValues: { title: '', body: '' } });
  const bodyLength = (useWatch({ control, name: 'body' }) ?? '').length;
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by "Write a review", which it replaces: the first star takes the focus.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await write.mutateAsync(values);
      toast.success(reply.message);
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`Review ${productName}`} className="flex flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <p className="mb-3 text-sm text-base-content/75">
        Shown as <span className="font-semibold text-base-content">{authorName}</span>, marked “Verified purchase”.
      </p>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <RatingInput name="product-review-rating" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.rating?.message} />}
      />
      <FormField id="product-review-title" label="Title (optional)" error={errors.title?.message}>
        {(a11y) => <input id="product-review-title" type="text" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('title')} />}
      </FormField>
      <FormField id="product-review-body" label="Your review" hint={`What did you use it for, and how did it do? ${PRODUCT_REVIEW_BODY_MIN} to ${PRODUCT_REVIEW_BODY_MAX} characters (${bodyLength}/${PRODUCT_REVIEW_BODY_MAX}).`} error={errors.body?.message}>
        {(a11y) => <textarea id="product-review-body" rows={5} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('body')} />}
      </FormField>
      <button type="submit" className="btn btn-primary mt-2 w-full sm:w-auto sm:self-start" disabled={write.isPending}>
        {write.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
        Post review
      </button>
    </form>
  );
}
