import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string;
  metadata: Record<string, string>;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/**
 * A local stand-in for the parts of Stripe's HTTP API the shop uses (PaymentIntents: create,
 * retrieve, cancel; refunds), so the real `stripe` SDK can be tested without the network. It
 * honours idempotency keys.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: { paymentIntent: string; idempotencyKey: string | undefined }[] = [];
  const refundsByKey = new Map<string, object>();

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer sk_test_standin') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (existing) return send(200, intents.get(existing));
      const form = await formBody(request);
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
        description: form.get('description') ?? '',
        metadata,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
      return send(200, intent);
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentMatch?.[1]) {
      const intent = intents.get(intentMatch[1]);
      return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    }
    const cancelMatch = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancelMatch?.[1]) {
      const intent = intents.get(cancelMatch[1]);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (intent.status !== 'requires_payment_method') {
        return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.` } });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      // Stripe answers a repeated idempotency key with the first answer, and refunds once.
      const earlier = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (earlier) return send(200, earlier);
      const form = await formBody(request);
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') return send(400, { error: { type: 'invalid_request_error', code: 'charge_not_succeeded', message: 'This PaymentIntent has no successful charge to refund.' } });
      refunds.push({ paymentIntent: intent.id, idempotencyKey });
      const refund = { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', status: 'succeeded', payment_intent: intent.id };
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${request.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    settings: { secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin', api: { host: '127.0.0.1', port, protocol: 'http' as const } },
    webhookSecret: 'whsec_standin_secret',
    intents,
    refunds,
    /** What Stripe does when the customer's card is accepted. */
    succeed(id: string): Intent {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
