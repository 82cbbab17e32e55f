import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { PRODUCT_DOCUMENT_MAX_BYTES, PRODUCT_DOCUMENTS_PER_PRODUCT, productDocumentMessages } from '../../../shared/product-documents.js';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import { productDocumentParamsSchema, productDocumentReplySchema, productDocumentUpdateSchema } from '../../../shared/schemas/product-documents.js';
import type { Database } from '../../db/database.js';
import { matchesEtag } from '../../http/cached-answer.js';
import type { MediaStorage } from '../media/media-storage.js';
import { STORED_PICTURE_CACHE_CONTROL } from '../media/media-urls.js';
import { forgetChangedProducts, type CatalogCache } from './catalog-cache.js';
import { attachmentDisposition } from './product-document-file.js';
import { documentUploadLimits, readDocumentUpload } from './product-document-upload.js';
import { addProductDocument, documentDownload, removeProductDocument, updateProductDocument } from './product-documents.service.js';

/** The 200 answer: the PDF's bytes, streamed from media storage (none to a HEAD). */
const pdfResponse = { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: z.custom<Readable | undefined>(() => true).meta({ type: 'string', format: 'binary' }) } } };
/** The 304 answer to a revalidation: the copy the client has is the file. */
const notModified = z.undefined().meta({ description: 'Not modified: the copy the client has is the file' });

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/**
 * Issue 38 §5 "Documents": admins attach PDFs (datasheets, manuals, declarations of conformity,
 * safety data sheets) to a product, change their kind, language, title and order, and remove
 * them; anyone downloads them from the product page. A change forgets this process's cached
 * answers showing the product at once (other processes hear the product_documents trigger).
 */
export const productDocumentRoutes: FastifyPluginAsyncZod<{ db: Database; storage: MediaStorage; cache: CatalogCache }> = async (app, { db, storage, cache }) => {
  const tags = ['catalog'];
  const changed = (productId: string) => forgetChangedProducts(cache, { productIds: [productId], lists: false });
  await app.register(multipart, { limits: documentUploadLimits(PRODUCT_DOCUMENT_MAX_BYTES) });

  app.post(
    '/api/admin/products/:id/documents',
    {
      config: { access: 'admin', rateLimit: { max: 120, timeWindow: 10 * 60 * 1000 } },
      bodyLimit: PRODUCT_DOCUMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: `Attach a PDF to a product: multipart/form-data with \`file\` (a PDF of at most ${PRODUCT_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB), \`kind\`, \`language\` and \`title\`; at most ${PRODUCT_DOCUMENTS_PER_PRODUCT} a product (admin)`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 201: productDocumentReplySchema, 409: problemSchema, 413: problemSchema, 415: problemSchema, 429: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      const upload = await readDocumentUpload(request).catch((error: unknown) => {
        // The rest of an oversized body is not read: the connection cannot carry another request.
        if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') reply.header('connection', 'close');
        throw error;
      });
      const document = await addProductDocument(db, storage, request.params.id, upload);
      changed(request.params.id);
      return reply.code(201).send({ message: productDocumentMessages.added, document });
    },
  );

  app.patch(
    '/api/admin/products/:id/documents/:documentId',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Change a document’s kind, language, title or place in the list (admin)', params: productDocumentParamsSchema, body: productDocumentUpdateSchema, response: { 200: productDocumentReplySchema, ...problems } },
    },
    async (request) => {
      const document = await updateProductDocument(db, request.params.id, request.params.documentId, request.body);
      changed(request.params.id);
      return { message: productDocumentMessages.updated, document };
    },
  );

  app.delete(
    '/api/admin/products/:id/documents/:documentId',
    { config: { access: 'admin' }, schema: { tags, summary: 'Take a document off a product (admin)', params: productDocumentParamsSchema, response: { 200: messageSchema, ...problems } } },
    async (request) => {
      await removeProductDocument(db, request.params.id, request.params.documentId);
      changed(request.params.id);
      return { message: productDocumentMessages.removed };
    },
  );

  // HEAD (Fastify's, from this route) answers the same headers from what the store knows of the file.
  app.get(
    '/api/products/:id/documents/:documentId/file',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Download a document of a product on sale (a PDF, saved as a file, never shown in the page)', params: productDocumentParamsSchema, response: { 200: pdfResponse, 304: notModified, 404: problemSchema } },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const ifNoneMatch = request.headers['if-none-match'];
      const wantsBody = request.method === 'GET';
      // A revalidation asks the store whether the file is there, and reads its bytes only when it changed.
      let download = await documentDownload(db, storage, id, documentId, wantsBody && ifNoneMatch === undefined);
      if (!download.file) throw new AppError('NOT_FOUND', productDocumentMessages.notFound);
      // A document's bytes and name never change (another file is another document): cached for a year.
      const etag = `"${download.fileKey}"`;
      reply.header('etag', etag).header('cache-control', STORED_PICTURE_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
      if (matchesEtag(ifNoneMatch, etag)) return reply.code(304).send();
      if (wantsBody && !('body' in download.file)) download = await documentDownload(db, storage, id, documentId, true);
      const { file } = download;
      if (!file) throw new AppError('NOT_FOUND', productDocumentMessages.notFound);
      reply.header('content-type', 'application/pdf').header('content-disposition', attachmentDisposition(download.fileName));
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send('body' in file ? file.body : undefined);
    },
  );
};
