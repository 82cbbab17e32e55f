import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The server's answer to a form, in red under it and read out at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-2.5 rounded-field border border-error/40 bg-error/5 px-4 py-3 text-sm font-medium text-error">
      <CircleAlert aria-hidden="true" size={18} className="mt-px shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
