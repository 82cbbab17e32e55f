import { CreditCard } from 'lucide-react';

/** "Pay": disabled until the server has created the payment (`ready`) and while a payment runs. */
export function PayButton({ ready, pending, type = 'submit', onClick }: { ready: boolean; pending: boolean; type?: 'submit' | 'button'; onClick?: () => void }) {
  return (
    <button type={type} className="btn btn-primary btn-lg w-full" disabled={!ready || pending} aria-busy={pending} onClick={onClick}>
      {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <CreditCard aria-hidden="true" size={20} />}
      Pay
    </button>
  );
}
