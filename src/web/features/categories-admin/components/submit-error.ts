import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { toast } from '../../../lib/toasts';

type SetFieldError<F extends string> = (field: F, error: { message: string }, options: { shouldFocus: boolean }) => void;

/** The server's refusal of a form: under the fields it names (the first focused), else in a toast. */
export function showSubmitError<F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>): void {
  const fieldErrors = fieldErrorsFor(error, fields);
  if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
  else if (!isUnauthorized(error)) toast.error(errorMessage(error));
}
