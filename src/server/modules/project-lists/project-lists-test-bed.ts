import { afterAll, beforeAll, expect } from 'vitest';
import type { ListSummary, ListToCartReply, ProjectList, ProjectListReply } from '../../../shared/schemas/project-lists.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DatabaseKind } from '../../test/test-database.js';
import type { NewProduct } from '../catalog/catalog.service.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The shop of the job-site list tests (a test file's describe block calls it): an admin,
 * customers made on demand, products, and the requests the tests make.
 */
export function projectListsTestBed(kind: DatabaseKind) {
  const bed = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as TestUser,
    customer: () => signUp(bed.t.app),
    product: (overrides: Partial<NewProduct> = {}) => insertProduct(bed.t.database.db, overrides),
    /** A request as `user` (a visitor when null). */
    call: (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
      bed.t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: user ? { cookie: user.cookie } : {} }),
    /** Starts a list, expecting 201. */
    newList: async (user: TestUser, name: string): Promise<ListSummary> => {
      const response = await bed.call(user, 'POST', '/api/project-lists', { name });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ list: ListSummary }>().list;
    },
    /** One of the user's lists, expecting 200. */
    listOf: async (user: TestUser, listId: string): Promise<ProjectList> => {
      const response = await bed.call(user, 'GET', `/api/project-lists/${listId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    addLine: (user: TestUser | null, listId: string, payload: unknown) => bed.call(user, 'POST', `/api/project-lists/${listId}/lines`, payload),
    /** Adds pieces, expecting 200. */
    add: async (user: TestUser, listId: string, productId: string, quantity: number): Promise<ProjectListReply> => {
      const response = await bed.addLine(user, listId, { productId, quantity });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** Turns sharing on, expecting 200; answers the token. */
    share: async (user: TestUser, listId: string): Promise<string> => {
      const response = await bed.call(user, 'PUT', `/api/project-lists/${listId}/share`);
      expect(response.statusCode, response.body).toBe(200);
      const token = response.json<{ shareToken: string | null }>().shareToken;
      expect(token).not.toBeNull();
      return token ?? '';
    },
    /** Puts a list into the cart, expecting 200. */
    toCart: async (user: TestUser, url: string): Promise<ListToCartReply> => {
      const response = await bed.call(user, 'POST', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** An admin's change of a product (price, stock, minimum, quantity prices). */
    editProduct: async (productId: string, change: Record<string, unknown>) => {
      const response = await bed.call(bed.admin, 'PATCH', `/api/products/${productId}`, change);
      expect(response.statusCode, response.body).toBe(200);
    },
    archiveProduct: async (productId: string) => {
      const response = await bed.call(bed.admin, 'DELETE', `/api/products/${productId}`);
      expect(response.statusCode, response.body).toBe(200);
    },
  };
  beforeAll(async () => {
    bed.t = await createTestApp(kind);
    bed.admin = await signUpAdmin(bed.t.app, bed.t.database.db);
  });
  afterAll(() => bed.t.close());
  return bed;
}
