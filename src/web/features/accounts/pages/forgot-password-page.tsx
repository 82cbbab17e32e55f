import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../../../shared/schemas/accounts';
import { paths } from '../../../../shared/routes';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { SubmitButton } from '../components/submit-button';

const backToLogin = (
  <Link to={paths.login} className="link inline-flex items-center gap-1.5 font-semibold link-primary">
    <ArrowLeft aria-hidden="true" size={16} /> Back to login
  </Link>
);

/** SPEC §4 "Forgot password?": asks for a reset link by email and shows the server's answer. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordForm, unknown, { email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setSent((await requestReset.mutateAsync(values)).message);
    } catch (error) {
      const [emailError] = fieldErrorsFor(error, ['email'] as const);
      if (emailError) setError('email', { message: emailError.message }, { shouldFocus: true });
      else setServerError(errorMessage(error));
    }
  });

  return (
    <AuthLayout eyebrow="Account help" title="Forgot your password?" lead="Enter the email of your account and we will send you a link to choose a new password." footer={backToLogin}>
      {sent ? (
        <div role="status" className="flex flex-col items-center gap-3 rounded-box border border-success/40 bg-success/5 px-6 py-8 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-success/15 text-success">
            <MailCheck aria-hidden="true" size={24} />
          </span>
          <p className="font-semibold">{sent}</p>
          <p className="text-sm text-base-content/75">The link works once, for one hour. Check your spam folder if nothing arrives in a few minutes.</p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Forgot password" className="flex flex-col gap-1">
          <FormField id="forgot-email" label="Email" error={errors.email?.message}>
            {(a11y) => <input id="forgot-email" type="email" autoComplete="email" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('email')} />}
          </FormField>
          <SubmitButton pending={requestReset.isPending} icon={<Send aria-hidden="true" size={18} />}>
            Send reset link
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
