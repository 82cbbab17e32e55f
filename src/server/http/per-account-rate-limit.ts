import { clientNetwork } from './client-network.js';

/**
 * A route's rate limit (@fastify/rate-limit) counted per signed-in account rather than per client
 * address: checked after the session is known (preHandler), so one account cannot get round it
 * by changing address, and people behind one address do not share it.
 */
export function perAccountRateLimit(max: number, timeWindowMs: number, message: string) {
  return {
    max,
    timeWindow: timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: { user?: { id: string } | null; ip: string }) => (request.user ? `account:${request.user.id}` : `address:${clientNetwork(request.ip)}`),
    errorResponseBuilder: () => ({ statusCode: 429, message }),
  };
}
