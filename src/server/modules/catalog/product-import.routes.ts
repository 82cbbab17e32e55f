import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, problemSchema } from '../../../shared/schemas/common.js';
import {
  fileNameSchema,
  importProblemsQuerySchema,
  importUploadQuerySchema,
  PRODUCT_FILE_MAX_BYTES,
  productFileMessages,
  productImportReplySchema,
  productImportSchema,
  type ProductImport,
} from '../../../shared/schemas/product-files.js';
import type { Database } from '../../db/database.js';
import { sendProblem } from '../../http/problem.js';
import type { MediaStorage } from '../media/media-storage.js';
import type { CatalogCache } from './catalog-cache.js';
import type { SearchIndex } from './search-index.js';
import { applyProductImport } from './product-import-apply.service.js';
import { FileProblem } from './product-import-reader.js';
import { checkProductFile, getProductImport } from './product-import.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

/** The bodies of uploads sent as text/csv, left unread until the handler streams them. */
const csvBodies = new WeakMap<FastifyRequest, Readable>();

function checkedMessage(productImport: ProductImport): string {
  if (productImport.status === 'ready') {
    const stock = productImport.stockChanges.total;
    const stockText = stock === 0 ? 'no stock changed' : `the stock of ${stock} existing ${stock === 1 ? 'product' : 'products'} changed`;
    return `The file was checked: ${productImport.rowsNew} new, ${productImport.rowsChanged} to change (${stockText}), no problems. Apply it to change the catalog.`;
  }
  return `The file has ${productImport.problemCount} ${productImport.problemCount === 1 ? 'problem' : 'problems'}; nothing was changed.`;
}

/**
 * Issue 15 §3, admins only: upload a product file to check it (a dry run: the report of every
 * row's problems, nothing changed), read the report, and apply a checked file all or nothing.
 */
export const productImportRoutes: FastifyPluginAsyncZod<{ db: Database; storage: MediaStorage; cache: CatalogCache; index: SearchIndex }> = async (app, { db, storage, cache, index }) => {
  const tags = ['product files'];
  await app.register(multipart, { limits: { fileSize: PRODUCT_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  // A CSV body streams into the check as it arrives, never buffered whole (nor parsed as JSON).
  app.addContentTypeParser(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'], (request, payload, done) => {
    csvBodies.set(request, payload);
    done(null, undefined);
  });

  app.post(
    '/api/admin/product-imports',
    {
      config: { access: 'admin', rateLimit: { max: 60, timeWindow: 10 * 60 * 1000 } },
      bodyLimit: PRODUCT_FILE_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload a product file (CSV, text/csv or multipart/form-data, at most 50 MB) and check every row; nothing changes until it is applied (admin)',
        consumes: ['text/csv', 'multipart/form-data'],
        querystring: importUploadQuerySchema,
        response: { 201: productImportReplySchema, 413: problemSchema, 415: problemSchema, 429: problemSchema, ...problems },
      },
    },
    async (request, reply) => {
      let source = csvBodies.get(request);
      let fileName = request.query.fileName;
      if (!source && request.isMultipart()) {
        const file = await request.file();
        if (!file) return sendProblem(reply, 'BAD_REQUEST', productFileMessages.empty);
        source = file.file;
        // The name the browser gave the file, when it is one a person can read; else the usual one.
        const named = fileNameSchema.safeParse(file.filename);
        fileName ??= named.success ? named.data : undefined;
        // Over the size limit the part ends early: the file is refused, not checked as if it ended there.
        file.file.once('limit', () => file.file.destroy(new FileProblem(1, productFileMessages.tooLarge, true)));
      }
      if (!source) return sendProblem(reply, 'UNSUPPORTED_MEDIA_TYPE', productFileMessages.notFile);
      const { id, tooLarge } = await checkProductFile(db, storage, { id: request.query.id, fileName: fileName || 'products.csv', adminUserId: request.user.id, source });
      if (tooLarge) {
        reply.header('connection', 'close');
        return sendProblem(reply, 'PAYLOAD_TOO_LARGE', productFileMessages.tooLarge);
      }
      const productImport = await getProductImport(db, id, { page: 1, pageSize: importProblemsQuerySchema.shape.pageSize.parse(undefined) });
      return reply.code(201).send({ message: checkedMessage(productImport), productImport });
    },
  );

  app.get(
    '/api/admin/product-imports/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'A product file being checked or checked: status, rows read, counts and a page of its problems in line order (admin)', params: idParamSchema, querystring: importProblemsQuerySchema, response: { 200: productImportSchema, ...problems } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProductImport(db, request.params.id, request.query);
    },
  );

  app.post(
    '/api/admin/product-imports/:id/apply',
    { config: { access: 'admin' }, schema: { tags, summary: 'Apply a checked product file without problems, all or nothing; a second apply is a 409 (admin)', params: idParamSchema, response: { 200: productImportReplySchema, ...problems } } },
    async (request) => {
      await applyProductImport(db, request.params.id, { userId: request.user.id, name: request.user.name });
      // Any product may have changed: this process forgets every cached catalog answer (the others hear of it from the database).
      cache.forget(() => true);
      index.everythingChanged();
      const productImport = await getProductImport(db, request.params.id, { page: 1, pageSize: 1 });
      return { message: `${productFileMessages.applied}: ${productImport.rowsNew} added, ${productImport.rowsChanged} changed.`, productImport };
    },
  );
};
