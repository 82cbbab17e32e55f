import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

interface PaymentResultProps {
  title: string;
  transactionId: string | null;
  /** Moves focus here when shown (the form and its "Pay" button are gone). */
  focus?: boolean;
  children?: ReactNode;
}

/** "Your payment was successful!" (or the paid state of an order paid before) with the transaction id. */
export function PaymentResult({ title, transactionId, focus = false, children }: PaymentResultProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col items-center gap-3 rounded-box border border-success/40 bg-success/5 px-5 py-8 text-center focus:outline-none">
      <CircleCheck aria-hidden="true" size={48} className="text-success" />
      <p className="text-xl font-bold text-success">{title}</p>
      {transactionId && (
        <p className="text-sm text-base-content/80">
          Transaction ID: <span className="font-mono font-semibold [overflow-wrap:anywhere] text-base-content">{transactionId}</span>
        </p>
      )}
      {children}
    </div>
  );
}
