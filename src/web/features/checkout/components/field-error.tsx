import { CircleAlert } from 'lucide-react';

/** A group's problem (an address, a slot, the payment), read out as it appears. Always in the page, so it can be referred to. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role={message ? 'alert' : undefined} className="flex items-start gap-2 text-sm font-medium text-error empty:hidden">
      {message && (
        <>
          <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}
