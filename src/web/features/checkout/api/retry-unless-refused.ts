import { ApiError } from '../../../lib/api-error';

/**
 * A refusal (4xx: a line that cannot be ordered, a slot no longer offered) does not change by
 * asking again, so it shows at once; a lost connection or a server error is tried twice more.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
