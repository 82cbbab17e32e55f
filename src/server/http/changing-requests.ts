import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS change nothing (HTTP's safe methods; the shop keeps to that). */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** Whether this answer is to a request that may have changed data: not a safe method, not refused. */
export function answersAChange(request: FastifyRequest, reply: FastifyReply): boolean {
  return !isSafeMethod(request.method) && reply.statusCode < 400;
}
