import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { apiPost } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';

/**
 * Asks a customer who has not opened the confirmation link yet to do so, naming what waits for it,
 * with a button that mails the link again (the answer is read out where the button was).
 */
export function ConfirmAddressNotice({ email, why, compact = false }: { email: string; why: string; compact?: boolean }) {
  const resend = useMutation({ mutationFn: () => apiPost<{ message: string }>('/api/auth/send-verification-email', {}) });
  const answer = resend.isSuccess ? resend.data.message : resend.isError ? errorMessage(resend.error) : null;
  return (
    <div className={`flex items-start gap-3 rounded-box border border-warning/50 bg-warning/10 ${compact ? 'px-3 py-2.5 text-sm' : 'px-4 py-3'}`}>
      <MailWarning aria-hidden="true" size={compact ? 18 : 20} className="mt-0.5 shrink-0 text-warning-content" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Confirm your email address</p>
        <p className="text-base-content/80">
          We sent a link to <span className="font-medium break-all text-base-content">{email}</span>. {why}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1" aria-live="polite">
          {!resend.isSuccess && (
            <button type="button" className="btn btn-outline btn-xs" onClick={() => resend.mutate()} disabled={resend.isPending}>
              {resend.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              Send the link again
            </button>
          )}
          {answer && <span className={resend.isError ? 'font-medium text-error' : 'font-medium'}>{answer}</span>}
        </div>
      </div>
    </div>
  );
}
