import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppPath } from '../../shared/routes.js';
import { MEDIA_URL_PREFIX } from '../modules/media/media-urls.js';
import { sendProblem } from './problem.js';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (dist/web) and stored pictures. Hashed assets and pictures are cached
 * for a year; index.html is revalidated on every visit so a new release shows at once. Browser
 * paths get index.html (status 404 for paths the app has no page for); API paths get JSON 404s.
 */
export async function registerStaticWeb(app: FastifyInstance, options: { webDir: string; mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', YEAR_IMMUTABLE),
  });

  const indexFile = path.join(options.webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? YEAR_IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  let indexHtml: string | undefined;
  const sendAppPage = async (pathname: string, reply: FastifyReply) => {
    indexHtml ??= await readFile(indexFile, 'utf8');
    return reply
      .code(isAppPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  // The home page is a browser route like any other (not the static folder's directory).
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendAppPage('/', reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith(MEDIA_URL_PREFIX);
    if (!wantsPage || !hasWeb) {
      return sendProblem(reply, 'NOT_FOUND', `Nothing here: ${request.method} ${pathname}`);
    }
    return sendAppPage(pathname, reply);
  });
}
