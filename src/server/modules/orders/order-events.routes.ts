import type { FastifyPluginAsync } from 'fastify';
import type { OrderEventsHub } from './order-events-hub.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/orders/events: a server-sent events stream telling the signed-in user's page that
 * one of their orders changed (admins: any order), so My Orders refreshes without polling.
 */
export const orderEventsRoutes: FastifyPluginAsync<{ hub: OrderEventsHub }> = async (app, { hub }) => {
  app.get('/api/orders/events', { config: { access: 'user' }, schema: { tags: ['orders'], summary: 'Server-sent events: "order" whenever one of my orders changes (admins: any order)' } }, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write('retry: 3000\n\n');
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      if (!res.writableEnded) res.end();
    };
    const unsubscribe = hub.subscribe(
      request.user.role === 'admin' ? null : request.user.id,
      (change) => res.write(`event: order\ndata: ${JSON.stringify({ orderId: change.orderId, status: change.status })}\n\n`),
      end,
    );
    request.raw.on('close', end);
  });
};
