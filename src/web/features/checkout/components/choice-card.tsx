import type { InputHTMLAttributes, ReactNode } from 'react';

interface ChoiceCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> {
  id: string;
  title: ReactNode;
  /** Under the title; read as the radio's description. */
  description?: ReactNode;
  /** At the right: a fee, a price. */
  aside?: ReactNode;
  icon?: ReactNode;
}

/**
 * A radio button drawn as a card: the title names it, the description and the aside describe it.
 * Arrow keys move between the cards of a group, as with any radio group.
 */
export function ChoiceCard({ id, title, description, aside, icon, className = '', ...input }: ChoiceCardProps) {
  const describedBy = [description ? `${id}-description` : '', aside ? `${id}-aside` : ''].filter(Boolean).join(' ');
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer items-start gap-3 rounded-field border border-base-300 bg-base-100 p-3.5 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/5 has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary has-disabled:cursor-not-allowed has-disabled:bg-base-200 has-disabled:hover:border-base-300 sm:p-4 ${className}`}
    >
      <input id={id} type="radio" className="mt-0.5 size-4 shrink-0 accent-primary" aria-labelledby={`${id}-title`} aria-describedby={describedBy || undefined} {...input} />
      {icon && (
        <span aria-hidden="true" className="mt-px shrink-0 text-primary">
          {icon}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start justify-between gap-3">
          <span id={`${id}-title`} className="leading-snug font-semibold">
            {title}
          </span>
          {aside && (
            <span id={`${id}-aside`} className="shrink-0 text-right text-sm font-semibold tabular-nums">
              {aside}
            </span>
          )}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-base-content/75">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
