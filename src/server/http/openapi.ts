import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { finishDocument } from './openapi-document.js';
import { describeOperation } from './openapi-operation.js';
import { securitySchemes } from './openapi-security.js';

export interface OpenApiOptions {
  title: string;
  /** PUBLIC_URL, the document's server when set. */
  publicUrl: string | undefined;
  /** Production cookies are Secure and named `__Secure-…`. */
  production: boolean;
  /** The shop's currency (ISO 4217), in whose minor units every amount is given. */
  currency: string;
}

/**
 * OpenAPI 3.1 generated from the routes' Zod schemas, at /api/openapi.json, with a reference page
 * at /api/docs. Each route's entry is completed from what it declares (openapi-operation.ts), the
 * document as a whole in openapi-document.ts. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${options.title} API`, version: '1.0.0' },
      components: { securitySchemes: securitySchemes(options.production) },
    },
    transform: describeOperation,
    transformObject: finishDocument({ publicUrl: options.publicUrl, currency: options.currency }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
