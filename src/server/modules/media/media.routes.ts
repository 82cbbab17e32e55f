import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_PICTURE_BYTES, mediaMessages } from '../../../shared/schemas/media.js';
import { sendProblem } from '../../http/problem.js';
import { imageUrls } from './media-urls.js';
import type { MediaStorage } from './media-storage.js';
import { acceptUploadedPicture } from './media.service.js';

/**
 * POST /api/media/pictures (multipart, one file field): signed-in users upload product pictures
 * (admins) and review pictures (customers). Answers the key to refer to and the picture's URLs.
 */
export const mediaRoutes: FastifyPluginAsync<{ storage: MediaStorage }> = async (app, { storage }) => {
  await app.register(multipart, { limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 2 } });

  app.post(
    '/api/media/pictures',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 10 * 60 * 1000 } },
      bodyLimit: MAX_PICTURE_BYTES + 64 * 1024,
      schema: { tags: ['media'], summary: 'Upload a picture (JPEG, PNG, WebP or AVIF, at most 5 MB), stored re-encoded as WebP', consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendProblem(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data');
      const file = await request.file();
      if (!file) return sendProblem(reply, 'BAD_REQUEST', mediaMessages.missing);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch {
        return sendProblem(reply, 'PAYLOAD_TOO_LARGE', mediaMessages.tooLarge);
      }
      if (file.file.truncated) return sendProblem(reply, 'PAYLOAD_TOO_LARGE', mediaMessages.tooLarge);
      const key = await acceptUploadedPicture(storage, data);
      return reply.code(201).send({ key, image: imageUrls(key) });
    },
  );
};
