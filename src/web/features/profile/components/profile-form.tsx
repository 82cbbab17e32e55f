import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import { ageOn, profileUpdateSchema, type Profile, type ProfileForm as ProfileFormValues, type ProfileUpdate } from '../../../../shared/schemas/profile';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useUpdateProfile } from '../api/use-update-profile';
import { useShopConfig } from '../../../lib/use-shop-config';

const FIELDS = ['name', 'phone', 'dateOfBirth', 'hometown', 'nationality', 'education'] as const;

function formValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    phone: profile.phone ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    hometown: profile.hometown ?? '',
    nationality: profile.nationality ?? '',
    education: profile.education ?? '',
  };
}

/** Age in whole years for a complete date of birth, or nothing while it is missing or in the future. */
function ageFor(dateOfBirth: string | undefined): string {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return '';
  const age = ageOn(dateOfBirth);
  return Number.isFinite(age) && age >= 0 ? String(age) : '';
}

const readOnlyClass = 'input w-full cursor-default border-base-300 bg-base-200 text-base-content/85 focus:outline-none';

/** SPEC §9 My Profile: every field required, age computed from the date of birth as it changes. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const phoneExample = useShopConfig().phone.example;
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), defaultValues: formValues(profile) });
  const age = ageFor(useWatch({ control, name: 'dateOfBirth' }));
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(values);
      reset(formValues(reply.profile));
      toast.success(reply.message);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else if (!isUnauthorized(error)) toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="My Profile" className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
      <p className="mb-6 text-sm text-base-content/75">All fields are required. Your email comes from your account and cannot be changed here.</p>
      <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <FormField id="profile-name" label="Name" error={errors.name?.message}>
          {(a11y) => <input id="profile-name" type="text" autoComplete="name" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('name')} />}
        </FormField>
        <FormField id="profile-email" label="Email">
          {(a11y) => <input id="profile-email" type="email" value={profile.email} readOnly className={readOnlyClass} {...a11y} />}
        </FormField>
        <FormField id="profile-phone" label="Phone" hint="At least 11 digits; spaces, dashes and a leading + are fine." error={errors.phone?.message}>
          {(a11y) => <input id="profile-phone" type="tel" placeholder={phoneExample} autoComplete="tel" inputMode="tel" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('phone')} />}
        </FormField>
        <FormField id="profile-date-of-birth" label="Date of birth" error={errors.dateOfBirth?.message}>
          {(a11y) => <input id="profile-date-of-birth" type="date" autoComplete="bday" max={today} className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('dateOfBirth')} />}
        </FormField>
        <FormField id="profile-age" label="Age" hint="Worked out from your date of birth.">
          {(a11y) => <input id="profile-age" type="text" value={age} readOnly placeholder="—" className={readOnlyClass} {...a11y} />}
        </FormField>
        <FormField id="profile-hometown" label="Hometown" error={errors.hometown?.message}>
          {(a11y) => <input id="profile-hometown" type="text" autoComplete="address-level2" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('hometown')} />}
        </FormField>
        <FormField id="profile-nationality" label="Nationality" error={errors.nationality?.message}>
          {(a11y) => <input id="profile-nationality" type="text" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('nationality')} />}
        </FormField>
        <FormField id="profile-education" label="Education" error={errors.education?.message}>
          {(a11y) => <input id="profile-education" type="text" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('education')} />}
        </FormField>
      </div>
      <div className="mt-4 flex justify-end border-t border-base-300 pt-6">
        <button type="submit" className="btn btn-primary w-full px-8 sm:w-auto" disabled={update.isPending}>
          {update.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Save aria-hidden="true" size={18} />}
          Save
        </button>
      </div>
    </form>
  );
}
