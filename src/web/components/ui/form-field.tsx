import type { ReactNode } from 'react';

export interface FieldA11y {
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A short help line under the control (its rules, where a value comes from …). */
  hint?: string | undefined;
  /** Something at the right of the label, such as a "Forgot password?" link. */
  aside?: ReactNode;
  className?: string;
  children: (describedBy: FieldA11y) => ReactNode;
}

/** A label, the control and the field's error message under it, wired for screen readers. */
export function FormField({ id, label, error, hint, aside, className = '', children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {aside}
      </div>
      {children({ 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      <p id={errorId} className="min-h-5 text-sm font-medium text-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}

/** daisyUI input classes, red when the value was refused. */
export function inputClass(invalid: boolean, extra = ''): string {
  return `input w-full ${invalid ? 'input-error' : ''} ${extra}`.trim();
}
