import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' Zod schemas, at /api/openapi.json, with a reference page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, options: { title: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${options.title} API`, description: 'JSON API of the shop. Errors are application/problem+json.', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
