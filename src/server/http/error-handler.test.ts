import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { registerErrorHandler } from './error-handler.js';

async function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('maps an AppError to its status with the message as detail', async () => {
    const app = await appThatThrows(new AppError('CONFLICT', 'This order has not been paid yet'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toEqual({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'This order has not been paid yet', code: 'CONFLICT' });
  });

  it('answers unexpected errors with a 500 that reveals nothing inside', async () => {
    const error = new Error('duplicate key value violates unique constraint "users_pkey" at /srv/app/db.ts:12');
    const app = await appThatThrows(error);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('users_pkey');
    expect(response.body).not.toContain('db.ts');
  });
});
