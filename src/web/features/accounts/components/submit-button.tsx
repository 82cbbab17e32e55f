import type { ReactNode } from 'react';

/** The main button of an account form, with a spinner while the request runs. */
export function SubmitButton({ pending, icon, children }: { pending: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block mt-1" disabled={pending}>
      {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
