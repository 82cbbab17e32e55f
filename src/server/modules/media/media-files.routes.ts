import type { FastifyPluginAsync } from 'fastify';
import { matchesEtag } from '../../http/cached-answer.js';
import { AppError } from '../../../shared/errors.js';
import type { MediaStorage } from './media-storage.js';
import { MEDIA_FILE_PATTERN, MEDIA_URL_PREFIX, STORED_PICTURE_CACHE_CONTROL } from './media-urls.js';

/** The file's ETag: its name, which is derived from its content, so every process and store gives the same one. */
function etagOf(fileName: string): string {
  return `"${fileName.replace(/\.webp$/, '')}"`;
}

/**
 * GET /media/{key}-{width}.webp: a stored picture, from whichever store the shop uses (the local
 * folder or the bucket), so any shop process serves any picture. Cached for a year by everyone
 * (the name changes when the content does); revalidation by ETag answers 304. A name that is not
 * a picture's, or a picture that is not stored, is a 404 problem; a store that cannot be reached,
 * a 503 problem. HEAD answers the same headers from what the store knows of the file, without
 * reading its bytes.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ storage: MediaStorage }> = async (app, { storage }) => {
  app.route<{ Params: { fileName: string } }>({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}:fileName`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { fileName } = request.params;
      if (!MEDIA_FILE_PATTERN.test(fileName)) throw new AppError('NOT_FOUND', `Nothing here: ${MEDIA_URL_PREFIX}${fileName.slice(0, 80)}`);
      const etag = etagOf(fileName);
      const missing = () => new AppError('NOT_FOUND', `No picture ${fileName}`);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        if (!(await storage.stat(fileName))) throw missing();
        return reply.code(304).header('etag', etag).header('cache-control', STORED_PICTURE_CACHE_CONTROL).send();
      }
      const file = request.method === 'HEAD' ? await storage.stat(fileName) : await storage.get(fileName);
      if (!file) throw missing();
      reply.header('content-type', 'image/webp').header('etag', etag).header('cache-control', STORED_PICTURE_CACHE_CONTROL);
      if (file.size !== undefined) reply.header('content-length', file.size);
      if (file.lastModified && !Number.isNaN(file.lastModified.getTime())) reply.header('last-modified', file.lastModified.toUTCString());
      return reply.send('body' in file ? file.body : undefined);
    },
  });
};
