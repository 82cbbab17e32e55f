import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { signUp, type TestUser } from '../test/accounts-helpers.js';
import { insertProduct } from '../test/fixtures.js';
import { postOrder } from '../test/orders-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { registerErrorHandler } from './error-handler.js';
import { sendProblem } from './problem.js';

/** Retry-After as RFC 9110 gives it here: a positive whole number of seconds. */
function retryAfterSeconds(headers: Record<string, unknown>): number {
  const value = String(headers['retry-after']);
  expect(value).toMatch(/^[1-9]\d*$/);
  return Number(value);
}

/** Every 429 tells the client when to try again (problem.ts), whichever limit refused it. */
describe.each(testDatabaseKinds())('Retry-After on every 429, on %s', (kind) => {
  let t: TestApp;
  let customer: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDERS_PER_HOUR: '1' } });
    customer = await signUp(t.app);
    productId = (await insertProduct(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('a limit per client address (@fastify/rate-limit): the time left in its window', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'someone@example.com' }, remoteAddress: '10.77.0.1' });
    for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many reset requests. Please wait a few minutes and try again.' });
    const seconds = retryAfterSeconds(refused.headers);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('a limit per account (perAccountRateLimit, counted after the session is known): the time left in its window', async () => {
    expect((await postOrder(t.app, customer, { productId, quantity: 1 })).statusCode).toBe(201);
    const refused = await postOrder(t.app, customer, { productId, quantity: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const seconds = retryAfterSeconds(refused.headers);
    expect(seconds).toBeGreaterThan(59 * 60);
    expect(seconds).toBeLessThanOrEqual(60 * 60);
  });

  it('the password-guessing limit of signing in: its window', async () => {
    const victim = await signUp(t.app);
    const guess = () => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: victim.email, password: 'wrong password' }, remoteAddress: '10.77.0.2' });
    const firstFailure = Date.now();
    for (let i = 0; i < 5; i += 1) expect((await guess()).statusCode).toBe(401);
    // The window opened at the first failure: what is left of its 15 minutes, to the second.
    const windowLeft = (answer: { headers: Record<string, unknown> }) => {
      const seconds = retryAfterSeconds(answer.headers);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      expect(seconds).toBeGreaterThanOrEqual(15 * 60 - Math.ceil((Date.now() - firstFailure) / 1000) - 1);
    };
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    windowLeft(refused);
    const token = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email: victim.email, password: 'wrong password' }, remoteAddress: '10.77.0.2' });
    expect(token.statusCode).toBe(429);
    windowLeft(token);
  });
});

describe('Retry-After for limits that do not give one', () => {
  it('is added to a 429 sent by a route or thrown by a service, and a value below a second becomes 1', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/streams', async (_request, reply) => sendProblem(reply, 'RATE_LIMITED', 'Too many live-update connections are open for this account.'));
    app.get('/service', async () => {
      throw new AppError('RATE_LIMITED', 'Too many at once.');
    });
    app.get('/ended', async (_request, reply) => sendProblem(reply.header('retry-after', 0), 'RATE_LIMITED', 'Window just ended.'));
    app.get('/conflict', async (_request, reply) => sendProblem(reply, 'CONFLICT', 'Not a limit.'));
    await app.ready();
    for (const url of ['/streams', '/service']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(429);
      expect(retryAfterSeconds(response.headers)).toBe(60);
    }
    expect(retryAfterSeconds((await app.inject({ method: 'GET', url: '/ended' })).headers)).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/conflict' })).headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
