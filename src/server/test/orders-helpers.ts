import type { Order } from '../../shared/schemas/orders.js';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './accounts-helpers.js';

export const orderForm = { phone: '+1 555 014 2290 12', deliveryAddress: '12 Foundry Street, Springfield' };

/** Places an order through the API; returns the response. */
export function postOrder(app: FastifyInstance, user: TestUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: user.cookie }, payload: { ...orderForm, ...body } });
}

export async function placeOrderFor(app: FastifyInstance, user: TestUser, productId: string, quantity = 1): Promise<Order> {
  const response = await postOrder(app, user, { productId, quantity });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return response.json().order;
}

/** Pays an order with the built-in test card 4242 4242 4242 4242. */
export async function payWithTestCard(app: FastifyInstance, user: TestUser, orderId: string, number = '4242 4242 4242 4242') {
  const session = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: { cookie: user.cookie } });
  if (session.statusCode !== 200) return session;
  return app.inject({
    method: 'POST',
    url: `/api/payments/${session.json().paymentId}/test-card`,
    headers: { cookie: user.cookie },
    payload: { number, expiry: '12 / 39', cvc: '123' },
  });
}

export function act(app: FastifyInstance, user: TestUser, orderId: string, action: 'cancel' | 'ship' | 'deliver') {
  return app.inject({ method: 'POST', url: `/api/orders/${orderId}/${action}`, headers: { cookie: user.cookie } });
}
