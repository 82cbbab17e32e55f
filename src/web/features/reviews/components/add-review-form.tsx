import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import { useNavigate } from 'react-router';
import type { UploadedPicture } from '../../../../shared/schemas/media';
import { paths } from '../../../../shared/routes';
import { reviewInputSchema, type ReviewForm, type ReviewInput } from '../../../../shared/schemas/reviews';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useAddReview } from '../api/use-add-review';
import type { PictureInput } from '../picture-slot';
import { RatingInput } from './rating-input';

const FIELDS = ['country', 'rating', 'comment', 'pictureKey'] as const;
const COMMENT_MAX = 2000;

/**
 * SPEC §8 Add Review: Name (prefilled from the account), Country, Rating, an optional Picture and
 * the Comment, checked with the server's rules; then on to the reviews, where it shows first.
 */
export function AddReviewForm({ defaultName, PictureInput }: { defaultName: string; PictureInput: PictureInput }) {
  const add = useAddReview();
  const navigate = useNavigate();
  const [picture, setPicture] = useState<UploadedPicture | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<ReviewForm, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { country: '', comment: '', pictureKey: null },
  });
  const commentLength = (useWatch({ control, name: 'comment' }) ?? '').length;

  const changePicture = (next: UploadedPicture | null) => {
    setPicture(next);
    setValue('pictureKey', next?.key ?? null);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await add.mutateAsync(values);
      toast.success(reply.message);
      await navigate(paths.allReviews);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Add Review" className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
      <p className="mb-6 text-sm text-base-content/75">Tell other customers about the tools you bought. Country, rating and comment are required.</p>
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <FormField id="review-name" label="Name" hint="Your account's name is shown with your review.">
          {(a11y) => <input id="review-name" type="text" readOnly value={defaultName} className={`${inputClass(false)} bg-base-200/60`} {...a11y} />}
        </FormField>
        <FormField id="review-country" label="Country" error={errors.country?.message}>
          {(a11y) => <input id="review-country" type="text" autoComplete="country-name" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('country')} />}
        </FormField>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <RatingInput name="review-rating" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.rating?.message} />}
          />
        </div>
        <div className="sm:col-span-2">
          <PictureInput
            id="review-picture"
            label="Picture"
            value={picture}
            onChange={changePicture}
            error={errors.pictureKey?.message}
            hint="Optional. JPEG, PNG, WebP or AVIF, at most 5 MB. Without one, your account photo or initials are shown."
            onBusyChange={setUploading}
          />
        </div>
        <FormField
          id="review-comment"
          label="Comment"
          hint={`Between 5 and ${COMMENT_MAX} characters (${commentLength}/${COMMENT_MAX}).`}
          error={errors.comment?.message}
          className="sm:col-span-2"
        >
          {(a11y) => <textarea id="review-comment" rows={6} className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`} {...a11y} {...register('comment')} />}
        </FormField>
      </div>
      <div className="mt-4 flex flex-col-reverse items-center gap-3 border-t border-base-300 pt-6 sm:flex-row sm:justify-end">
        {uploading && <p className="text-sm text-base-content/75">Waiting for the picture to finish uploading…</p>}
        <button type="submit" className="btn btn-primary w-full px-8 sm:w-auto" disabled={add.isPending || uploading}>
          {add.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Send aria-hidden="true" size={18} />}
          Add Review
        </button>
      </div>
    </form>
  );
}
