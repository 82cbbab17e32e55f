import { MailCheck } from 'lucide-react';
import { emailSchema } from '../../../../shared/schemas/accounts';
import { errorMessage } from '../../../lib/api-error';
import { useRequestSignInLink } from '../api/use-request-sign-in-link';

/**
 * Below the Login form: have a link emailed that signs in without the password (the way in while
 * failed attempts hold the password sign-in, or when the password is forgotten). It uses the email
 * typed above; the answer is read out where the button was.
 */
export function SignInLinkRequest({ email, returnTo, onEmailProblem }: { email: () => string; returnTo: string | null; onEmailProblem: (message: string) => void }) {
  const request = useRequestSignInLink();
  const ask = () => {
    const typed = emailSchema.safeParse(email());
    if (!typed.success) return onEmailProblem(typed.error.issues[0]?.message ?? 'Provide a valid email');
    request.mutate({ email: typed.data, ...(returnTo ? { returnTo } : {}) });
  };
  return (
    <div className="mt-4 border-t border-base-300 pt-4" aria-live="polite">
      {request.isSuccess ? (
        <p role="status" className="flex items-start gap-2.5 rounded-field border border-success/40 bg-success/5 px-4 py-3 text-sm font-medium">
          <MailCheck aria-hidden="true" size={18} className="mt-px shrink-0 text-success" />
          {request.data.message}
        </p>
      ) : (
        <>
          <button type="button" className="btn w-full btn-outline" onClick={ask} disabled={request.isPending}>
            {request.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Email me a sign-in link
          </button>
          <p className="mt-2 text-center text-sm text-base-content/70">No password needed: the link signs you in once, within 15 minutes.</p>
          {request.isError && <p className="mt-2 text-sm font-medium text-error">{errorMessage(request.error)}</p>}
        </>
      )}
    </div>
  );
}
