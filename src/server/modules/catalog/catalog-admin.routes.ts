import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { productMessages } from '../../../shared/catalog.js';
import { productInputSchema, productSchema, productUpdateSchema } from '../../../shared/schemas/catalog.js';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import type { MediaStorage } from '../media/media-storage.js';
import { pictureExists } from '../media/media.service.js';
import { forgetChangedProducts, type CatalogCache } from './catalog-cache.js';
import { archiveProduct, createProduct, updateProduct } from './catalog.service.js';

const productReply = z.object({ message: z.string(), product: productSchema });
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** SPEC §5, admins only: add, edit (stock and prices too) and remove (archive) products. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: MediaStorage; cache: CatalogCache }> = async (app, { db, storage, cache }) => {
  const tags = ['catalog'];
  const changed = (id: string, lists: boolean) => forgetChangedProducts(cache, { productIds: [id], lists });

  const checkPicture = async (key: string | undefined) => {
    if (key !== undefined && !(await pictureExists(storage, key))) {
      throw new AppError('VALIDATION_FAILED', productMessages.pictureUnknown, { errors: [{ field: 'imageKey', message: productMessages.pictureUnknown }] });
    }
  };

  app.post('/api/products', { config: { access: 'admin' }, schema: { tags, summary: 'Add a product (admin)', body: productInputSchema, response: { 201: productReply, ...problems } } }, async (request, reply) => {
    const input = request.body;
    await checkPicture(input.imageKey);
    const product = await createProduct(db, {
      name: input.name,
      description: input.description,
      priceCents: input.price,
      availableQuantity: input.availableQuantity,
      minOrderQuantity: input.minOrderQuantity,
      imageKey: input.imageKey,
    });
    changed(product.id, true);
    return reply.code(201).send({ message: productMessages.added, product });
  });

  app.patch('/api/products/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Edit a product (admin)', params: idParamSchema, body: productUpdateSchema, response: { 200: productReply, ...problems } } }, async (request) => {
    const { price, ...rest } = request.body;
    await checkPicture(rest.imageKey);
    const product = await updateProduct(db, request.params.id, { ...rest, ...(price === undefined ? {} : { priceCents: price }) });
    changed(product.id, false);
    return { message: productMessages.updated, product };
  });

  app.delete('/api/products/:id', { config: { access: 'admin' }, schema: { tags, summary: 'Remove a product from the shop (archived; orders keep it)', params: idParamSchema, response: { 200: messageSchema, ...problems } } }, async (request) => {
    await archiveProduct(db, request.params.id);
    changed(request.params.id, true);
    return { message: productMessages.removed };
  });
};
