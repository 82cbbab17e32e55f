import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const reads = new Set(['GET', 'HEAD']);

/**
 * One log line per answered request (method, path, status, time taken) instead of Fastify's two
 * (arrival and answer). Requests that change something or fail are logged at `info`; successful
 * reads (pages, pictures, catalog), by far the most frequent, at `debug`, like each arrival: a
 * synchronous log write costs as much as answering a cached read, and the reverse proxy in front
 * of a shop logs every request anyway. LOG_LEVEL=debug shows them all.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (reads.has(request.method) && reply.statusCode < 400) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
