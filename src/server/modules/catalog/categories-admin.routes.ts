import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoryListSchema,
  attributeInputSchema,
  attributeReplySchema,
  attributeUpdateSchema,
  categoryAdminMessages,
  categoryInputSchema,
  categoryReplySchema,
  categoryUpdateSchema,
} from '../../../shared/schemas/categories-admin.js';
import { idParamSchema, messageSchema, problemSchema } from '../../../shared/schemas/common.js';
import type { Database } from '../../db/database.js';
import type { CatalogCache } from './catalog-cache.js';
import type { SearchIndex } from './search-index.js';
import type { CatalogStructureCache } from './catalog-structure.js';
import { adminCategory, addCategory, archiveCategory, changeCategory, listCategoriesForAdmin } from './categories-admin.service.js';
import { addAttribute, changeAttribute, removeAttribute } from './category-attributes-admin.service.js';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };
const attributeParamSchema = z.object({ id: z.string().max(100), key: z.string().max(100) });

/**
 * Issue 13, admins only: the category tree (add, rename, move, archive) and each category's
 * specification attributes (define, edit, remove). Every change forgets this process's cached
 * discovery answers and catalog structure at once, once it has committed; the other processes hear
 * it from the tables' trigger (migration 0010).
 */
export const categoriesAdminRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache; structure: CatalogStructureCache; index: SearchIndex }> = async (app, { db, cache, structure, index }) => {
  const tags = ['catalog'];
  const changed = () => {
    structure.invalidate();
    cache.invalidate();
    index.everythingChanged();
  };
  const attributeOf = async (categoryId: string, key: string) => {
    const attribute = (await adminCategory(db, categoryId)).attributes.find((item) => item.key === key);
    if (!attribute) throw new Error(`attribute ${key} missing after a write`);
    return attribute;
  };

  app.get(
    '/api/admin/categories',
    { config: { access: 'admin' }, schema: { tags, summary: 'Every category, archived ones too, with its products and attributes (admin)', response: { 200: adminCategoryListSchema, 401: problemSchema, 403: problemSchema } } },
    async () => ({ categories: await listCategoriesForAdmin(db) }),
  );

  app.post(
    '/api/categories',
    { config: { access: 'admin' }, schema: { tags, summary: 'Add a category, at the top or under a parent (admin)', body: categoryInputSchema, response: { 201: categoryReplySchema, ...problems } } },
    async (request, reply) => {
      const id = await addCategory(db, request.body);
      changed();
      return reply.code(201).send({ message: categoryAdminMessages.categoryAdded, category: await adminCategory(db, id) });
    },
  );

  app.patch(
    '/api/categories/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Rename, describe, move or reorder a category; its address stays (admin)', params: idParamSchema, body: categoryUpdateSchema, response: { 200: categoryReplySchema, ...problems } },
    },
    async (request) => {
      const { name, moved, removedValues } = await changeCategory(db, request.params.id, request.body);
      changed();
      const dropped = removedValues > 0 ? `; ${removedValues} ${removedValues === 1 ? 'value' : 'values'} of attributes its products no longer have ${removedValues === 1 ? 'was' : 'were'} removed` : '';
      return { message: moved ? `${name} moved${dropped}` : categoryAdminMessages.categoryUpdated, category: await adminCategory(db, request.params.id) };
    },
  );

  app.delete(
    '/api/categories/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Archive a category without live products or subcategories (admin)', params: idParamSchema, response: { 200: messageSchema, ...problems } } },
    async (request) => {
      const name = await archiveCategory(db, request.params.id);
      changed();
      return { message: `${name} archived` };
    },
  );

  app.post(
    '/api/categories/:id/attributes',
    { config: { access: 'admin' }, schema: { tags, summary: 'Define a specification attribute of a category (admin)', params: idParamSchema, body: attributeInputSchema, response: { 201: attributeReplySchema, ...problems } } },
    async (request, reply) => {
      await addAttribute(db, request.params.id, request.body);
      changed();
      return reply.code(201).send({ message: categoryAdminMessages.attributeAdded, attribute: await attributeOf(request.params.id, request.body.key) });
    },
  );

  app.patch(
    '/api/categories/:id/attributes/:key',
    {
      config: { access: 'admin' },
      schema: { tags, summary: "Change an attribute's label, options, key flag or position (admin)", params: attributeParamSchema, body: attributeUpdateSchema, response: { 200: attributeReplySchema, ...problems } },
    },
    async (request) => {
      await changeAttribute(db, request.params.id, request.params.key, request.body);
      changed();
      return { message: categoryAdminMessages.attributeUpdated, attribute: await attributeOf(request.params.id, request.params.key) };
    },
  );

  app.delete(
    '/api/categories/:id/attributes/:key',
    { config: { access: 'admin' }, schema: { tags, summary: "Remove an attribute and every product's value of it (admin)", params: attributeParamSchema, response: { 200: messageSchema, ...problems } } },
    async (request) => {
      const { label, values } = await removeAttribute(db, request.params.id, request.params.key);
      changed();
      return { message: values > 0 ? `${label} removed, with its values on ${values} ${values === 1 ? 'product' : 'products'}` : `${label} removed` };
    },
  );
};
