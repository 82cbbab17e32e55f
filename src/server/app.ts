import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ShopConfig } from '../shared/schemas/shop.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { healthRoutes } from './http/health.routes.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerStaticWeb } from './http/static-web.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { webDistDir } from './project-root.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  shop: ShopConfig;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to dist/web. */
  webDir?: string;
}

export function mediaDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

/** Builds the shop's HTTP application. Listening is left to the caller (main.ts or a test). */
export async function buildApp({ config, database, shop, logger, webDir = webDistDir }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, { production: config.env === 'production' });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, { title: shop.name });

  await app.register(healthRoutes, { database });
  await app.register(shopRoutes, { shop });
  await app.register(catalogRoutes, { db: database.db });
  await app.register(reviewRoutes, { db: database.db });
  await app.register(contactRoutes, { db: database.db });

  const mediaDir = mediaDirectory(config);
  await mkdir(mediaDir, { recursive: true });
  await registerStaticWeb(app, { webDir, mediaDir });
  return app;
}
