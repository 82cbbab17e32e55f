import type { FieldErrors, Resolver } from 'react-hook-form';
import { checkoutProblems, type CheckoutCheckContext, type CheckoutField, type CheckoutFormValues } from './checkout-form';

/** The form's problems as react-hook-form keeps them ("address.city" → errors.address.city). */
export function formErrorsOf(problems: readonly { field: CheckoutField; message: string }[]): FieldErrors<CheckoutFormValues> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of problems) {
    const [head, tail] = field.split('.') as [string, string | undefined];
    const error = { type: 'validate', message };
    if (tail === undefined) errors[head] ??= error;
    else ((errors[head] ??= {}) as Record<string, unknown>)[tail] ??= error;
  }
  return errors as FieldErrors<CheckoutFormValues>;
}

/** Checks the whole form with what the page knows from the shop (the form's `context`). */
export const checkoutResolver: Resolver<CheckoutFormValues, CheckoutCheckContext | undefined> = (values, context) => {
  const problems = context ? checkoutProblems(values, context) : [];
  if (problems.length === 0) return { values, errors: {} };
  return { values: {}, errors: formErrorsOf(problems) };
};

/** Where the focus goes for a field with a problem when it has no control of that name on the page. */
const FALLBACK_IDS: Partial<Record<CheckoutField, string>> = {
  addressChoice: 'checkout-postcode',
  slotDay: 'checkout-slot-group',
  slotWindow: 'checkout-slot-group',
};

/** Moves the focus to a field with a problem: the chosen radio of a group (else its first that can be chosen), or the control itself. */
export function focusField(field: CheckoutField): void {
  const controls = Array.from(document.getElementsByName(field)).filter((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  const chosen = controls.find((control) => control instanceof HTMLInputElement && control.checked && !control.disabled);
  const target = chosen ?? controls.find((control) => !control.disabled);
  if (target) {
    target.focus();
    return;
  }
  const fallback = FALLBACK_IDS[field];
  if (fallback) document.getElementById(fallback)?.focus();
}
