import type { FastifyReply } from 'fastify';
import { errorStatus, type ErrorCode, type FieldError } from '../../shared/errors.js';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** When a refused client may try again, for a limit that does not say (such as open event streams). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Retry-After in whole seconds, at least 1. */
export function setRetryAfter(reply: FastifyReply, seconds: number): void {
  reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
}

/**
 * Every 429 carries Retry-After, whatever refused it: the limit's own value when it set one
 * (@fastify/rate-limit sets the time left in its window; the sign-in limiter its window), else
 * DEFAULT_RETRY_AFTER_SECONDS. A value below one second becomes 1, so clients never retry at once.
 */
function ensureRetryAfter(reply: FastifyReply): void {
  const given = Number(reply.getHeader('retry-after') ?? Number.NaN);
  setRetryAfter(reply, Number.isFinite(given) && given >= 0 ? given : DEFAULT_RETRY_AFTER_SECONDS);
}

/** Sends an application/problem+json body (RFC 9457), the one error shape of the API. */
export function sendProblem(reply: FastifyReply, code: ErrorCode, detail: string, errors?: FieldError[], status: number = errorStatus[code]) {
  if (status === 429) ensureRetryAfter(reply);
  const body = {
    type: `about:blank`,
    title: titles[status] ?? 'Error',
    status,
    detail,
    code,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
  return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
}
