import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, type FieldError } from '../../shared/errors.js';
import { sendProblem } from './problem.js';

/** Codes for the 4xx errors Fastify itself raises before a handler runs. */
const fastifyClientErrors: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const clientMessages: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'The request could not be read. Please check what was sent.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted here. Send JSON.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  NOT_FOUND: 'Not found.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'This is not allowed.',
};

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * One error handler for the whole API: AppError → its status; validation failures → 400 with a
 * message per field; other client errors keep their 4xx; anything else is logged and answered
 * with a 500 that carries no internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendProblem(reply, error.code, error.message, error.details?.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      return sendProblem(reply, 'VALIDATION_FAILED', errors[0]?.message ?? 'The request is not valid.', errors);
    }
    const status = error.statusCode ?? 500;
    const code = fastifyClientErrors[status];
    if (status >= 400 && status < 500) {
      request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
      if (code) return sendProblem(reply, code, code === 'RATE_LIMITED' ? error.message : (clientMessages[code] ?? error.message));
      return sendProblem(reply, 'BAD_REQUEST', clientMessages.BAD_REQUEST ?? 'Bad request', undefined, status);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });
}
