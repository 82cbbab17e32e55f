import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppPath } from '../../shared/routes.js';
import { mediaFileRoutes } from '../modules/media/media-files.routes.js';
import type { MediaStorage } from '../modules/media/media-storage.js';
import { MEDIA_URL_PREFIX, STORED_PICTURE_CACHE_CONTROL } from '../modules/media/media-urls.js';
import { sendProblem } from './problem.js';

const YEAR_IMMUTABLE = STORED_PICTURE_CACHE_CONTROL;

function isSourceMap(pathName: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(pathName.split('?')[0] ?? '');
}

/** The app shell of the build (dist/web/index.html): the page the browser app starts from. */
export interface AppShell {
  html(): Promise<string>;
}

/**
 * Serves the built web app (dist/web) and stored pictures (media-files.routes.ts). Hashed assets and pictures are cached
 * for a year; pages are revalidated on every visit so a new release shows at once. Browser paths
 * the server does not render (src/server/pages) get index.html, the app shell (status 404 for
 * paths the app has no page for); API paths get JSON 404s. Returns the app shell, for the
 * rendered pages' fallbacks; undefined when there is no web build.
 */
export async function registerStaticWeb(app: FastifyInstance, options: { webDir: string; storage: MediaStorage }): Promise<AppShell | undefined> {
  await app.register(mediaFileRoutes, { storage: options.storage });

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
      // Source maps (and their sources) are kept on disk, never published.
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? YEAR_IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  let indexHtml: Promise<string> | undefined;
  const readShell = () =>
    readFile(indexFile, 'utf8').catch((error: unknown) => {
      indexHtml = undefined; // read again next time
      throw error;
    });
  const shell: AppShell = { html: () => (indexHtml ??= readShell()) };
  const sendAppPage = async (pathname: string, reply: FastifyReply) =>
    reply
      .code(isAppPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await shell.html());

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith(MEDIA_URL_PREFIX);
    if (!wantsPage || !hasWeb) {
      return sendProblem(reply, 'NOT_FOUND', `Nothing here: ${request.method} ${pathname}`);
    }
    return sendAppPage(pathname, reply);
  });
  return hasWeb ? shell : undefined;
}
