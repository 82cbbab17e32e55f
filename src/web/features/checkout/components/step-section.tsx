import type { ReactNode } from 'react';

interface StepSectionProps {
  id: string;
  step: number;
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One numbered step of the checkout: a card with its heading ("1 Delivery"). */
export function StepSection({ id, step, title, lead, children, className = '' }: StepSectionProps) {
  return (
    <section aria-labelledby={id} className={`rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6 ${className}`}>
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold sm:text-xl">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-content">
          {step}
        </span>
        <span>
          <span className="sr-only">Step {step}: </span>
          {title}
        </span>
      </h2>
      {lead && <p className="mt-1 text-sm text-base-content/75 sm:ml-11">{lead}</p>}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}
