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

/** Sends an application/problem+json body (RFC 9457), the one error shape of the API. */
export function sendProblem(reply: FastifyReply, code: ErrorCode, detail: string, errors?: FieldError[], status: number = errorStatus[code]) {
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
