import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { accountMessages } from '../../../../shared/accounts';
import { signInSchema, type SignInForm, type SignInRequest } from '../../../../shared/schemas/accounts';
import { paths } from '../../../../shared/routes';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { loginPath, safeReturnPath } from '../../../lib/login-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { useSignIn } from '../api/use-sign-in';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { SignInLinkRequest } from '../components/sign-in-link-request';
import { SubmitButton } from '../components/submit-button';

const FIELDS = ['email', 'password'] as const;

/** Google sends people back to /login?error=… when their sign-in there did not work out. */
const GOOGLE_FAILED = 'We could not sign you in with Google. Please try again, or use your email and password.';

/**
 * SPEC §4 Login. After signing in the route sends the person to `?returnTo=` (when it is a page
 * of the shop) or home.
 */
export default function LoginPage() {
  useDocumentTitle('Login');
  const [searchParams, setSearchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const google = useSession().data?.providers.google ?? false;
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  // Back from an emailed sign-in link that no longer works (`?link=expired`), or from Google (`?error=`).
  const arrivedWith = searchParams.get('link') === 'expired' ? accountMessages.signInLinkInvalid : searchParams.has('error') ? GOOGLE_FAILED : null;
  const shownError = serverError ?? arrivedWith;
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<SignInForm, unknown, SignInRequest>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (searchParams.has('error') || searchParams.has('link')) {
      setSearchParams(
        (params) => {
          params.delete('error');
          params.delete('link');
          return params;
        },
        { replace: true },
      );
    }
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else setServerError(errorMessage(error));
    }
  });

  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Login"
      lead="Sign in to order tools, follow your orders and keep your details up to date."
      footer={
        <>
          New here?{' '}
          <Link to={loginPath(returnTo, paths.register)} className="link font-semibold link-primary">
            Register
          </Link>{' '}
          to create an account.
        </>
      }
    >
      {google && <GoogleButton returnTo={returnTo} />}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Login" className="flex flex-col gap-1">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          {(a11y) => <input id="login-email" type="email" autoComplete="email" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('email')} />}
        </FormField>
        <FormField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          aside={
            <Link to={paths.forgotPassword} className="link text-sm font-medium link-primary">
              Forgot password?
            </Link>
          }
        >
          {(a11y) => <input id="login-password" type="password" autoComplete="current-password" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('password')} />}
        </FormField>
        <SubmitButton pending={signIn.isPending || signIn.isSuccess} icon={<LogIn aria-hidden="true" size={18} />}>
          Login
        </SubmitButton>
        {shownError && (
          <div className="mt-4">
            <FormAlert>{shownError}</FormAlert>
          </div>
        )}
      </form>
      <SignInLinkRequest email={() => getValues('email')} returnTo={returnTo} onEmailProblem={(message) => setError('email', { message }, { shouldFocus: true })} />
    </AuthLayout>
  );
}
