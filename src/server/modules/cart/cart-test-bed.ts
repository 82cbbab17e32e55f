import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CartView } from '../../../shared/schemas/cart.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DatabaseKind } from '../../test/test-database.js';
import type { NewProduct } from '../catalog/catalog.service.js';
import { cartLines, carts } from './cart.tables.js';

let clients = 0;
/** A client address of its own, so the preview's per-address limit is met only where a test means to. */
export function nextClient(): string {
  clients += 1;
  return `10.78.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/**
 * The shop of the cart tests (a test file's describe block calls it): an admin, customers made on
 * demand, products, and the cart requests the tests make.
 */
export function cartTestBed(kind: DatabaseKind) {
  const bed = {
    t: undefined as unknown as TestApp,
    admin: undefined as unknown as TestUser,
    customer: () => signUp(bed.t.app),
    product: (overrides: Partial<NewProduct> = {}) => insertProduct(bed.t.database.db, overrides),
    getCart: (user?: TestUser) => bed.t.app.inject({ method: 'GET', url: '/api/cart', headers: user ? { cookie: user.cookie } : {} }),
    /** The cart, expecting 200. */
    cartOf: async (user: TestUser): Promise<CartView> => {
      const response = await bed.getCart(user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    setLine: (user: TestUser | undefined, productId: string, payload: unknown) =>
      bed.t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, payload: payload as object, headers: user ? { cookie: user.cookie } : {} }),
    /** Sets a line, expecting 200; answers the cart. */
    put: async (user: TestUser, productId: string, quantity: number): Promise<CartView> => {
      const response = await bed.setLine(user, productId, { quantity });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    removeLine: (user: TestUser | undefined, productId: string) => bed.t.app.inject({ method: 'DELETE', url: `/api/cart/lines/${productId}`, headers: user ? { cookie: user.cookie } : {} }),
    merge: (user: TestUser | undefined, payload: unknown) => bed.t.app.inject({ method: 'POST', url: '/api/cart/merge', payload: payload as object, headers: user ? { cookie: user.cookie } : {} }),
    preview: (payload: unknown, remoteAddress = nextClient(), user?: TestUser) =>
      bed.t.app.inject({ method: 'POST', url: '/api/cart/preview', payload: payload as object, remoteAddress, headers: user ? { cookie: user.cookie } : {} }),
    fromOrder: (user: TestUser | undefined, orderId: string) => bed.t.app.inject({ method: 'POST', url: `/api/cart/from-order/${orderId}`, headers: user ? { cookie: user.cookie } : {} }),
    /** An admin's change of a product (price, stock, minimum, quantity prices). */
    editProduct: async (productId: string, change: Record<string, unknown>) => {
      const response = await bed.t.app.inject({ method: 'PATCH', url: `/api/products/${productId}`, headers: { cookie: bed.admin.cookie }, payload: change });
      expect(response.statusCode, response.body).toBe(200);
    },
    archiveProduct: async (productId: string) => {
      const response = await bed.t.app.inject({ method: 'DELETE', url: `/api/products/${productId}`, headers: { cookie: bed.admin.cookie } });
      expect(response.statusCode, response.body).toBe(200);
    },
    /** What the database holds for a customer's cart. */
    storedRevision: async (user: TestUser) => (await bed.t.database.db.select().from(carts).where(eq(carts.userId, user.id)))[0]?.revision,
    storedLines: (user: TestUser) => bed.t.database.db.select().from(cartLines).where(eq(cartLines.userId, user.id)),
  };
  beforeAll(async () => {
    bed.t = await createTestApp(kind);
    bed.admin = await signUpAdmin(bed.t.app, bed.t.database.db);
  });
  afterAll(() => bed.t.close());
  return bed;
}

/** The lines of a cart as quantities by product name, in the cart's order. */
export function quantities(cart: CartView): [string, number][] {
  return cart.lines.map((line) => [line.name, line.quantity]);
}
