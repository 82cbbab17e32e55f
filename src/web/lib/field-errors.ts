import { ApiError } from './api-error';

/** The server's field errors (400) that belong to fields of this form, in their order. */
export function fieldErrorsFor<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.filter((item): item is { field: F; message: string } => (fields as readonly string[]).includes(item.field));
}
