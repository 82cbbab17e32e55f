import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: (describedBy: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, the control and the field's error message under it, wired for screen readers. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : { 'aria-invalid': false })}
      <p id={errorId} className="min-h-5 text-sm font-medium text-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
