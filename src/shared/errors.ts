/**
 * The one error model of the shop. Services throw AppError; the server maps `code` to an HTTP
 * status and an application/problem+json body; the web client branches on `code` and shows
 * `message` (the problem's `detail`).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYMENT_FAILED: 402,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: { errors?: FieldError[] } | undefined;

  constructor(code: ErrorCode, message: string, details?: { errors?: FieldError[] }) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
