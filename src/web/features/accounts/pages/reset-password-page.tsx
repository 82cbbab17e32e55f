import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountMessages, PASSWORD_MIN } from '../../../../shared/accounts';
import { resetPasswordSchema, type ResetPasswordForm } from '../../../../shared/schemas/accounts';
import { paths } from '../../../../shared/routes';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/use-reset-password';
import { AuthLayout } from '../components/auth-layout';
import { SubmitButton } from '../components/submit-button';

function InvalidLink({ message }: { message: string }) {
  return (
    <FormAlert>
      <p>{message}</p>
      <Link to={paths.forgotPassword} className="link mt-2 inline-block font-semibold">
        Ask for a new link
      </Link>
    </FormAlert>
  );
}

/**
 * The page the emailed link leads to (`/reset-password?token=…`, or `?error=INVALID_TOKEN` when
 * the server already knows the link is spent): choose a new password, then sign in with it.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const linkBroken = !token || searchParams.has('error');
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm, unknown, ResetPasswordForm>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, newPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const reply = await resetPassword.mutateAsync(values);
      toast.success(reply.message);
      await navigate(paths.login, { replace: true });
    } catch (error) {
      const [passwordError] = fieldErrorsFor(error, ['newPassword'] as const);
      if (passwordError) setError('newPassword', { message: passwordError.message }, { shouldFocus: true });
      else if (error instanceof ApiError && error.status === 400) setInvalid(error.problem.detail);
      else setServerError(errorMessage(error));
    }
  });

  const tokenError = errors.token?.message;
  const brokenMessage = linkBroken || tokenError ? accountMessages.resetInvalid : invalid;
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Choose a new password"
      lead="Pick a password you do not use anywhere else. Every device signed in to your account will be signed out."
      footer={
        <Link to={paths.login} className="link inline-flex items-center gap-1.5 font-semibold link-primary">
          <ArrowLeft aria-hidden="true" size={16} /> Back to login
        </Link>
      }
    >
      {brokenMessage ? (
        <InvalidLink message={brokenMessage} />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reset password" className="flex flex-col gap-1">
          <input type="hidden" {...register('token')} />
          <FormField id="reset-password" label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.newPassword?.message}>
            {(a11y) => <input id="reset-password" type="password" autoComplete="new-password" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('newPassword')} />}
          </FormField>
          <SubmitButton pending={resetPassword.isPending || resetPassword.isSuccess} icon={<KeyRound aria-hidden="true" size={18} />}>
            Set new password
          </SubmitButton>
          {serverError && (
            <div className="mt-4">
              <FormAlert>{serverError}</FormAlert>
            </div>
          )}
        </form>
      )}
    </AuthLayout>
  );
}
