import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldError } from '../../../shared/errors.js';
import { productMessages } from '../../../shared/catalog.js';
import { productForAdminSchema, productInputSchema, productSchema, productUpdateSchema } from '../../../shared/schemas/catalog.js';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import type { MediaStorage } from '../media/media-storage.js';
import { pictureExists } from '../media/media.service.js';
import { forgetChangedProducts, type CatalogCache } from './catalog-cache.js';
import type { SearchIndex } from './search-index.js';
import { archiveProduct } from './catalog.service.js';
import { addProduct, editProduct, getProductForAdmin } from './product-admin.service.js';

const productReply = z.object({ message: z.string(), product: productSchema });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/**
 * SPEC §5 and issue 13, admins only: add, edit (stock, prices, category, part numbers,
 * specification, pictures) and remove (archive) products; read one as its form edits it.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: MediaStorage; cache: CatalogCache; index: SearchIndex }> = async (app, { db, storage, cache, index }) => {
  const tags = ['catalog'];
  const changed = (id: string, lists: boolean) => {
    forgetChangedProducts(cache, { productIds: [id], lists });
    if (lists) index.productsChanged([id]);
  };

  /** Every picture must have been uploaded (POST /api/media/pictures) before a product refers to it. */
  const checkPictures = async (imageKey: string | undefined, pictures: readonly string[] | undefined) => {
    const given: [string, string][] = [...(imageKey === undefined ? [] : [['imageKey', imageKey] as [string, string]]), ...(pictures ?? []).map((key, index): [string, string] => [`pictures.${index}`, key])];
    const missing: FieldError[] = [];
    for (const [field, key] of given) if (!(await pictureExists(storage, key))) missing.push({ field, message: productMessages.pictureUnknown });
    if (missing.length > 0) throw new AppError('VALIDATION_FAILED', productMessages.pictureUnknown, { errors: missing });
  };

  app.post(
    '/api/products',
    { config: { access: 'admin' }, schema: { tags, summary: 'Add a product (admin)', body: productInputSchema, response: { 201: productReply, 409: problemSchema, ...problems } } },
    async (request, reply) => {
      const { price, imageKey, pictures, ...input } = request.body;
      await checkPictures(imageKey, pictures);
      const product = await addProduct(db, { ...input, priceCents: price, pictures: pictures ?? (imageKey ? [imageKey] : []) }, { userId: request.user.id, name: request.user.name });
      changed(product.id, true);
      return reply.code(201).send({ message: productMessages.added, product });
    },
  );

  app.patch(
    '/api/products/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Edit a product (admin)', params: idParamSchema, body: productUpdateSchema, response: { 200: productReply, 409: problemSchema, ...problems } } },
    async (request) => {
      const { price, imageKey, pictures, ...rest } = request.body;
      await checkPictures(imageKey, pictures);
      const product = await editProduct(db, request.params.id, { ...rest, priceCents: price, pictures, mainPicture: imageKey }, { userId: request.user.id, name: request.user.name });
      // Its price, words, category, specification or stock may move it on or off lists and searches.
      changed(product.id, true);
      return { message: productMessages.updated, product };
    },
  );

  app.get(
    '/api/admin/products/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'A product as its form edits it: category, raw specification values, picture keys (admin)', params: idParamSchema, response: { 200: productForAdminSchema, ...problems } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProductForAdmin(db, request.params.id);
    },
  );

  app.delete('/api/products/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Remove a product from the shop (archived; orders keep it)', params: idParamSchema, response: { 200: messageSchema, ...problems } } }, async (request) => {
    await archiveProduct(db, request.params.id);
    changed(request.params.id, true);
    return { message: productMessages.removed };
  });
};
