import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '../../../shared/catalog.js';
import type { Product, ProductPage } from '../../../shared/schemas/catalog.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { placeOrderFor } from '../../test/orders-helpers.js';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';
import { createCategory } from './categories.service.js';

describe.each(testDatabaseKinds())('product administration on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let imageKey: string;
  let categoryId: string;
  const valid = () => ({ name: 'Cordless Rotary Hammer RH-26', price: 21999, availableQuantity: 30, minOrderQuantity: 1, description: 'SDS-plus, 2.6 J impact energy.', imageKey, categoryId });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    imageKey = await storedPictureKey(t);
    categoryId = (await createCategory(t.database.db, { name: 'Power tools' })).id;
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user: TestUser | null = admin) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? { cookie: user.cookie } : {} });

  it.each([
    ['POST', '/api/products'],
    ['PATCH', '/api/products/4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11'],
    ['DELETE', '/api/products/4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11'],
  ] as const)('%s %s is for admins only', async (method, url) => {
    expect((await call(method, url, valid(), null)).statusCode).toBe(401);
    expect((await call(method, url, valid(), customer)).statusCode).toBe(403);
  });

  it('adds a product that appears first in the shop', async () => {
    const response = await call('POST', '/api/products', { ...valid(), id: 'chosen-id', createdAt: '2000-01-01T00:00:00Z', archivedAt: null });
    expect(response.statusCode).toBe(201);
    const { message, product } = response.json<{ message: string; product: Product }>();
    expect(message).toBe(productMessages.added);
    expect(product).toMatchObject({ name: valid().name, price: 21999, availableQuantity: 30, minOrderQuantity: 1 });
    expect(product.id).not.toBe('chosen-id');
    expect(product.image.src).toBe(`/media/${imageKey}-800.webp`);
    const first = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json<ProductPage>().items[0];
    expect(first?.id).toBe(product.id);
  });

  it.each([
    [{ name: '' }, 'name', productMessages.nameRequired],
    [{ price: 0 }, 'price', productMessages.pricePositive],
    [{ price: -5 }, 'price', productMessages.pricePositive],
    [{ price: 19.99 }, 'price', productMessages.priceCents],
    [{ availableQuantity: -1 }, 'availableQuantity', productMessages.availableWhole],
    [{ availableQuantity: 2.5 }, 'availableQuantity', productMessages.availableWhole],
    [{ minOrderQuantity: 0 }, 'minOrderQuantity', productMessages.minimumWhole],
    [{ description: ' ' }, 'description', productMessages.descriptionRequired],
    [{ imageKey: '' }, 'imageKey', productMessages.pictureRequired],
    [{ imageKey: 'f'.repeat(24) }, 'imageKey', productMessages.pictureUnknown],
    [{ categoryId: undefined }, 'categoryId', productMessages.categoryRequired],
    [{ categoryId: '' }, 'categoryId', productMessages.categoryRequired],
    [{ categoryId: '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11' }, 'categoryId', productMessages.categoryRequired],
  ])('refuses %j with the field message and adds nothing', async (change, field, message) => {
    const before = (await t.database.db.select().from(products)).length;
    const response = await call('POST', '/api/products', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect((await t.database.db.select().from(products)).length).toBe(before);
  });

  it('allows a minimum above the available quantity (the product is then out of stock)', async () => {
    const response = await call('POST', '/api/products', { ...valid(), availableQuantity: 2, minOrderQuantity: 5 });
    expect(response.statusCode).toBe(201);
  });

  it('edits stock, price and the rest', async () => {
    const { product } = (await call('POST', '/api/products', valid())).json<{ product: Product }>();
    const newKey = await storedPictureKey(t, '#c33');
    const response = await call('PATCH', `/api/products/${product.id}`, { availableQuantity: 5, price: 19999, name: 'Rotary Hammer RH-26 Pro', imageKey: newKey });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: productMessages.updated, product: { availableQuantity: 5, price: 19999, name: 'Rotary Hammer RH-26 Pro', minOrderQuantity: 1 } });
    expect(response.json().product.image.src).toContain(newKey);
    expect((await call('PATCH', `/api/products/${product.id}`, { price: 0 })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/products/nope', { price: 100 })).statusCode).toBe(404);
  });

  it('removes a product from the shop while its orders keep it', async () => {
    const { product } = (await call('POST', '/api/products', valid())).json<{ product: Product }>();
    const order = await placeOrderFor(t.app, customer, product.id, 2);
    const removed = await call('DELETE', `/api/products/${product.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: productMessages.removed });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=100' })).json<ProductPage>();
    expect(list.items.some((p) => p.id === product.id)).toBe(false);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.archivedAt).not.toBeNull();
    const kept = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: customer.cookie } })).json();
    expect(kept.lines[0]).toMatchObject({ productName: valid().name, unitPrice: 21999 });
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/products/${product.id}`, { price: 100 })).statusCode).toBe(404);
  });
});
