import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { problemSchema } from '../../../shared/schemas/common.js';
import { sendProblem } from '../../http/problem.js';
import { PRIVATE_CACHE_CONTROL } from '../../http/private-answers.js';
import type { OrderEventsHub } from './order-events-hub.js';

const HEARTBEAT_MS = 25_000;
/** Open streams per account in one process: a few tabs of the shop, not a flood. */
export const MAX_STREAMS_PER_ACCOUNT = 5;
export const TOO_MANY_STREAMS = 'Too many live-update connections are open for this account. Close some tabs of the shop and try again.';

/**
 * GET /api/orders/events: a server-sent events stream telling the signed-in user's page that
 * one of their orders changed (admins: any order), so My Orders refreshes without polling. The
 * session is checked again before every event and on every heartbeat: a stream ends once its
 * session ends or its account is removed, banned or changes role.
 */
export const orderEventsRoutes: FastifyPluginAsync<{ hub: OrderEventsHub }> = async (app, { hub }) => {
  app.get(
    '/api/orders/events',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: `Server-sent events: "order" whenever one of my orders changes (admins: any order); at most ${MAX_STREAMS_PER_ACCOUNT} open per account`,
        response: {
          200: {
            description: 'An endless text/event-stream (open it with EventSource): first `retry: 3000`, then an `order` event per change, and a `: keep-alive` comment every 25 s. It ends when the session ends.',
            content: {
              'text/event-stream': {
                schema: z
                  .string()
                  .describe('Events such as `event: order` / `data: {"orderId":"…","status":"paid"}`: the changed order\'s id and its new status; fetch the order for the rest'),
              },
            },
          },
          429: problemSchema,
        },
      },
    },
    (request, reply) => {
      const user = request.user;
      if (hub.openStreamsOf(user.id) >= MAX_STREAMS_PER_ACCOUNT) return sendProblem(reply, 'RATE_LIMITED', TOO_MANY_STREAMS);
      // The headers hooks set on the reply (CORS for a page of CORS_ORIGINS, the security headers)
      // are not sent by Fastify once the reply is hijacked: they are written here with the stream's own.
      const setByHooks = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...setByHooks,
        'content-type': 'text/event-stream; charset=utf-8',
        // A signed-in person's answer, like every other (http/private-answers.ts, whose hook a hijacked answer skips).
        'cache-control': PRIVATE_CACHE_CONTROL,
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const end = () => {
        clearInterval(heartbeat);
        stream.unsubscribe();
        if (!res.writableEnded) res.end();
      };
      const stream = hub.subscribe({
        userId: user.id,
        everyOrder: user.role === 'admin',
        stillAllowed: async () => {
          const now = await request.sessionUserNow();
          return now !== null && now.id === user.id && now.role === user.role;
        },
        send: (change) => res.write(`event: order\ndata: ${JSON.stringify({ orderId: change.orderId, status: change.status })}\n\n`),
        close: end,
      });
      // Written once the stream is subscribed: a client that has read it hears every later change.
      res.write('retry: 3000\n\n');
      const heartbeat = setInterval(() => stream.whileAllowed(() => res.write(': keep-alive\n\n')), HEARTBEAT_MS);
      request.raw.on('close', end);
    },
  );
};
