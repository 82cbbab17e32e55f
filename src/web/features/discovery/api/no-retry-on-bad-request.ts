import { ApiError } from '../../../lib/api-error';

/**
 * A 4xx answer (a filter the server refuses, an unknown category) does not get better by asking
 * again, so its message shows at once; failures of the network or server keep the 3 retries.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}
