import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '../../../../shared/accounts';
import { signUpSchema, type SignUpForm, type SignUpRequest } from '../../../../shared/schemas/accounts';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { loginPath, safeReturnPath } from '../../../lib/login-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { useSignUp } from '../api/use-sign-up';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { SubmitButton } from '../components/submit-button';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * SPEC §4 Register: the new account is signed in at once and the route sends it home, or back to
 * the page that asked for an account (`?returnTo=`, kept from the Login page: a buyer who registers
 * on the way to the checkout lands on the checkout).
 */
export default function RegisterPage() {
  useDocumentTitle('Register');
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const google = useSession().data?.providers.google ?? false;
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpForm, unknown, SignUpRequest>({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else setServerError(errorMessage(error));
    }
  });

  return (
    <AuthLayout
      eyebrow="New customer"
      title="Register"
      lead="Create your account in a minute: order tools, pay by card and track every delivery."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginPath(returnTo)} className="link font-semibold link-primary">
            Login
          </Link>
        </>
      }
    >
      {google && <GoogleButton returnTo={returnTo} />}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Register" className="flex flex-col gap-1">
        <FormField id="register-name" label="Name" error={errors.name?.message}>
          {(a11y) => <input id="register-name" type="text" autoComplete="name" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('name')} />}
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          {(a11y) => <input id="register-email" type="email" autoComplete="email" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('email')} />}
        </FormField>
        <FormField id="register-password" label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password?.message}>
          {(a11y) => <input id="register-password" type="password" autoComplete="new-password" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('password')} />}
        </FormField>
        <SubmitButton pending={signUp.isPending || signUp.isSuccess} icon={<UserPlus aria-hidden="true" size={18} />}>
          Register
        </SubmitButton>
        {serverError && (
          <div className="mt-4">
            <FormAlert>{serverError}</FormAlert>
          </div>
        )}
      </form>
    </AuthLayout>
  );
}
