import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { RelatedProducts } from '../../../shared/schemas/discovery.js';
import { ACCESSORIES_MAX, accessoryMessages, type AccessoryList } from '../../../shared/schemas/product-accessories.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { products } from './catalog.tables.js';
import { createCategory } from './categories.service.js';
import { productAccessories } from './product-accessories.tables.js';

/** Issue 38 §5, "Goes with": admins choose what a product goes with; its page lists them, in their order, and only live products. */
describe.each(testDatabaseKinds())('what a product goes with on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let drill: Product;
  let battery: Product;
  let charger: Product;
  let case_: Product;

  const put = (productId: string, accessoryIds: unknown, user: TestUser | null = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${productId}/accessories`, payload: { accessoryIds }, headers: user ? { cookie: user.cookie } : {} });
  const related = async (idOrSlug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${idOrSlug}/related` });
    expect(response.statusCode).toBe(200);
    return response.json<RelatedProducts>();
  };
  const names = (list: readonly Product[]) => list.map((product) => product.name);
  const removedProduct = async (name: string) => {
    const product = await insertProduct(t.database.db, { name });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    return product;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    const tools = await createCategory(t.database.db, { name: 'Accessory test drills' });
    const power = await createCategory(t.database.db, { name: 'Accessory test batteries' });
    drill = await insertProduct(t.database.db, { name: 'Bare drill DX-1', categoryId: tools.id, priceCents: 9900 });
    await insertProduct(t.database.db, { name: 'Bare drill DX-2', categoryId: tools.id, priceCents: 9800 });
    battery = await insertProduct(t.database.db, { name: 'Battery 18 V 5 Ah', categoryId: power.id });
    charger = await insertProduct(t.database.db, { name: 'Fast charger 18 V', categoryId: power.id });
    case_ = await insertProduct(t.database.db, { name: 'Tool case', categoryId: tools.id, priceCents: 9700 });
  });
  afterAll(() => t.close());

  it('lists what admins chose, in their order, on the product page (by id or address), and not again as similar', async () => {
    expect((await related(drill.id)).accessories).toEqual([]);
    expect(names((await related(drill.id)).similar)).toContain('Tool case');

    const saved = await put(drill.id, [charger.id, battery.id, case_.id]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: accessoryMessages.saved });
    expect(names(saved.json<AccessoryList>().items)).toEqual(['Fast charger 18 V', 'Battery 18 V 5 Ah', 'Tool case']);

    const answer = await related(drill.slug);
    expect(answer.productId).toBe(drill.id);
    expect(names(answer.accessories)).toEqual(['Fast charger 18 V', 'Battery 18 V 5 Ah', 'Tool case']);
    expect(names(answer.similar)).toEqual(['Bare drill DX-2']);

    // A new order, and one taken out: the cached answer follows at once in this process.
    expect((await put(drill.id, [battery.id, charger.id])).statusCode).toBe(200);
    expect(names((await related(drill.id)).accessories)).toEqual(['Battery 18 V 5 Ah', 'Fast charger 18 V']);
    const forAdmin = await t.app.inject({ method: 'GET', url: `/api/admin/products/${drill.id}/accessories`, headers: { cookie: admin.cookie } });
    expect(names(forAdmin.json<AccessoryList>().items)).toEqual(['Battery 18 V 5 Ah', 'Fast charger 18 V']);
    // Going with a product does not make that product go back with it.
    expect((await related(battery.id)).accessories).toEqual([]);
  });

  it('drops a product removed from the shop, and brings it back when it returns', async () => {
    expect((await put(drill.id, [battery.id, charger.id])).statusCode).toBe(200);
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, charger.id));
    await vi.waitFor(async () => expect(names((await related(drill.id)).accessories)).toEqual(['Battery 18 V 5 Ah']), { timeout: 5000, interval: 20 });
    await t.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, charger.id));
    await vi.waitFor(async () => expect(names((await related(drill.id)).accessories)).toEqual(['Battery 18 V 5 Ah', 'Fast charger 18 V']), { timeout: 5000, interval: 20 });
  });

  it('hears of a change written by another process (or by hand) through the table', async () => {
    expect((await put(drill.id, [battery.id])).statusCode).toBe(200);
    expect(names((await related(drill.id)).accessories)).toEqual(['Battery 18 V 5 Ah']);
    await t.database.db.insert(productAccessories).values({ productId: drill.id, accessoryId: case_.id, position: 1 });
    await vi.waitFor(async () => expect(names((await related(drill.id)).accessories)).toEqual(['Battery 18 V 5 Ah', 'Tool case']), { timeout: 5000, interval: 20 });
    await t.database.db.delete(productAccessories).where(eq(productAccessories.productId, drill.id));
    await vi.waitFor(async () => expect((await related(drill.id)).accessories).toEqual([]), { timeout: 5000, interval: 20 });
  });

  it('refuses what is not another live product, a product twice or too many, with the reason, and changes nothing', async () => {
    expect((await put(drill.id, [battery.id])).statusCode).toBe(200);
    const archived = await removedProduct('Old battery');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, string, string | undefined][] = [
      [[drill.id], accessoryMessages.itself, 'accessoryIds.0'],
      [[battery.id, drill.id.toUpperCase()], accessoryMessages.itself, 'accessoryIds.1'],
      [[battery.id, battery.id], accessoryMessages.sameTwice, undefined],
      [[charger.id, archived.id], accessoryMessages.unknown, 'accessoryIds.1'],
      [[unknown], accessoryMessages.unknown, 'accessoryIds.0'],
      [['battery'], accessoryMessages.notAProduct, undefined],
      [["1'; drop table products; --"], accessoryMessages.notAProduct, undefined],
      [[42], accessoryMessages.notAProduct, undefined],
      ['all of them', accessoryMessages.notAProduct, undefined],
      [Array.from({ length: ACCESSORIES_MAX + 1 }, () => crypto.randomUUID()), accessoryMessages.tooMany, undefined],
    ];
    for (const [accessoryIds, message, field] of cases) {
      const response = await put(drill.id, accessoryIds);
      expect(response.statusCode, JSON.stringify(accessoryIds)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json<{ errors?: { field: string; message: string }[]; detail: string }>();
      expect(JSON.stringify(problem), JSON.stringify(accessoryIds)).toContain(message);
      if (field) expect(problem.errors).toEqual([{ field, message }]);
    }
    expect(names((await related(drill.id)).accessories)).toEqual(['Battery 18 V 5 Ah']);
  });

  it('answers 404 for a product that is not in the shop, and only admins may read or change the choice', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000', [])).statusCode).toBe(404);
    expect((await put('not-a-product', [])).statusCode).toBe(404);
    const archived = await removedProduct('Old drill');
    expect((await put(archived.id, [battery.id])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/products/${archived.id}/accessories`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    expect((await put(drill.id, [charger.id], customer)).statusCode).toBe(403);
    expect((await put(drill.id, [charger.id], null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/products/${drill.id}/accessories`, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect(names((await related(drill.id)).accessories)).not.toContain('Fast charger 18 V');
  });

  it('keeps one whole list when two admins save at once', async () => {
    const [first, second] = await Promise.all([put(drill.id, [battery.id, charger.id]), put(drill.id, [case_.id])]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(productAccessories).where(eq(productAccessories.productId, drill.id));
    const kept = rows.map((row) => row.accessoryId).sort();
    expect([[battery.id, charger.id].sort(), [case_.id]]).toContainEqual(kept);
  });

  it('saves two lists that name each other at the same time, again and again, without a failure', async () => {
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([put(battery.id, [charger.id, case_.id]), put(charger.id, [battery.id, case_.id]), put(case_.id, [battery.id, charger.id])]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    }
    expect(names((await related(charger.id)).accessories)).toEqual(['Battery 18 V 5 Ah', 'Tool case']);
  });
});
