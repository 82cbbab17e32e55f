import { errorStatus, isErrorCode, type ErrorCode, type FieldError } from '../../shared/errors';
import type { Problem } from '../../shared/schemas/common';

/** Shown when the answer is not a problem document (network down, proxy error page …). */
export const UNREACHABLE_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** An API call that failed; carries the server's application/problem+json body. */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail);
    this.name = 'ApiError';
    this.problem = problem;
  }

  get code(): ErrorCode {
    return this.problem.code;
  }

  get status(): number {
    return this.problem.status;
  }

  get fieldErrors(): FieldError[] {
    return this.problem.errors ?? [];
  }
}

/** Checks the shape without Zod, so the API client stays out of the Zod bundle. */
function looksLikeProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.detail === 'string' && typeof body.status === 'number' && isErrorCode(body.code);
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, code]) => code === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** Turns any failed response body into a problem, so callers only ever see ApiError. */
export function toProblem(status: number, body: unknown): Problem {
  if (looksLikeProblem(body)) {
    return { type: body.type ?? 'about:blank', title: body.title ?? '', status: body.status, detail: body.detail, code: body.code, ...(body.errors ? { errors: body.errors } : {}) };
  }
  const code = codeForStatus(status);
  return { type: 'about:blank', title: code, status, detail: status >= 500 || status === 0 ? UNEXPECTED_MESSAGE : 'The request could not be completed.', code };
}

export function unreachableProblem(): Problem {
  return { type: 'about:blank', title: 'Unavailable', status: 0, detail: UNREACHABLE_MESSAGE, code: 'UNAVAILABLE' };
}

/** A 401: the session is gone. The query client handles it once for every call (lib/query-client.ts). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The message to show a person for any error a query or mutation produced. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail;
  return UNEXPECTED_MESSAGE;
}
