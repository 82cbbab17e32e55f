import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';

/**
 * A route limit that fails closed, unlike the shop's other route limits (http/rate-limit-store.ts):
 * while the store cannot count, a request is refused with a 503 problem rather than let through
 * uncounted, so an outage of the store does not open the door to mass sign-ups or to flooding
 * someone's mailbox with reset emails. @fastify/rate-limit then throws the store's own error from
 * its onRequest hook; only a request whose use was not counted (neither within nor over the
 * limit) gets the 503, every other error goes on to the app's error handler.
 */
export function failingClosed(limit: RateLimitOptions, unavailable: string) {
  const counted = new WeakSet<FastifyRequest>();
  const count = (request: FastifyRequest) => {
    counted.add(request);
  };
  return {
    rateLimit: { ...limit, skipOnError: false, onExceeding: count, onExceeded: count },
    errorHandler(error: FastifyError, request: FastifyRequest) {
      if (!counted.has(request) && !(error instanceof AppError) && error.statusCode === undefined) {
        request.log.error({ err: error }, 'rate limit: the store did not count this request; it is refused');
        throw new AppError('UNAVAILABLE', unavailable);
      }
      // Passed on to the app's error handler. Fastify takes a value thrown here for an error only
      // when it is an Error, so the limit's own refusal (errorResponseBuilder's object) is made one.
      const passedOn: object = error;
      throw passedOn instanceof Error ? passedOn : Object.assign(new Error(), passedOn);
    },
  };
}
