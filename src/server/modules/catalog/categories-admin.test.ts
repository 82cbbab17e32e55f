import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { categoryAdminMessages as m, type AdminCategory, type AdminCategoryList, type AttributeReply, type CategoryReply } from '../../../shared/schemas/categories-admin.js';
import type { CategoryList, CategoryPage, ProductDetails } from '../../../shared/schemas/discovery.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { createTwoAppsOnOneDatabase } from '../../test/two-apps-one-database.js';
import { categories, categoryAttributes } from './catalog.tables.js';
import { setProductCatalogData } from './product-catalog-data.service.js';

const SOME_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function caller(app: () => FastifyInstance, defaultUser: () => TestUser | null) {
  return (method: Method, url: string, payload?: object, user: TestUser | null = defaultUser()) =>
    app().inject({ method, url, ...(payload ? { payload } : {}), headers: user ? { cookie: user.cookie } : {} });
}

async function publicCategories(app: FastifyInstance) {
  return (await app.inject({ method: 'GET', url: '/api/categories' })).json<CategoryList>().categories;
}

describe.each(testDatabaseKinds())('category and attribute management on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let catalog: Awaited<ReturnType<typeof buildDiscoveryCatalog>>;
  const call = caller(() => t.app, () => admin);
  const adminList = async () => (await call('GET', '/api/admin/categories')).json<AdminCategoryList>().categories;
  const adminView = async (id: string) => (await adminList()).find((category) => category.id === id) as AdminCategory;
  const add = async (name: string, parentId?: string) => {
    const response = await call('POST', '/api/categories', { name, ...(parentId ? { parentId } : {}) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CategoryReply>().category;
  };
  const problem = (response: { json: <T>() => T }) => response.json<{ detail: string; errors?: { field: string; message: string }[] }>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    catalog = await buildDiscoveryCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/admin/categories'],
    ['POST', '/api/categories'],
    ['PATCH', `/api/categories/${SOME_ID}`],
    ['DELETE', `/api/categories/${SOME_ID}`],
    ['POST', `/api/categories/${SOME_ID}/attributes`],
    ['PATCH', `/api/categories/${SOME_ID}/attributes/voltage`],
    ['DELETE', `/api/categories/${SOME_ID}/attributes/voltage`],
  ] as const)('%s %s is for admins only: 401 to visitors, 403 to customers', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Ladders', label: 'x' };
    expect((await call(method, url, payload, null)).statusCode).toBe(401);
    expect((await call(method, url, payload, customer)).statusCode).toBe(403);
  });

  it('lists every category with its parent, place, products and attributes', async () => {
    const list = await adminList();
    const names = list.map((category) => category.name);
    expect(names.indexOf('Power tools')).toBeLessThan(names.indexOf('Drills'));
    const drills = list.find((category) => category.id === catalog.categories.drills.id);
    expect(drills).toMatchObject({ parentId: catalog.categories.powerTools.id, depth: 1, productCount: 4, archivedAt: null, slug: 'drills' });
    expect(drills?.attributes).toEqual([{ key: 'torque', label: 'Max. torque', kind: 'number', unit: 'Nm', choices: [], isKey: false, position: 5, valueCount: 4 }]);
    const powerTools = list.find((category) => category.id === catalog.categories.powerTools.id);
    expect(powerTools).toMatchObject({ parentId: null, depth: 0, productCount: 1 });
    expect(powerTools?.attributes.map((attribute) => [attribute.key, attribute.isKey, attribute.position])).toEqual([
      ['voltage', true, 1],
      ['power', false, 2],
      ['cordless', false, 3],
      ['platform', true, 4],
    ]);
    expect(powerTools?.attributes.find((attribute) => attribute.key === 'platform')?.choices).toEqual(['18 V system', '12 V system', 'Mains']);
  });

  it('adds a category under another, last among its siblings, and the shop shows it at once', async () => {
    await publicCategories(t.app); // cached now
    const first = await add('Cordless screwdrivers', catalog.categories.powerTools.id);
    expect(first).toMatchObject({ name: 'Cordless screwdrivers', slug: 'cordless-screwdrivers', parentId: catalog.categories.powerTools.id, depth: 1, productCount: 0, attributes: [] });
    const second = await add('Impact drivers', catalog.categories.powerTools.id);
    expect(second.position).toBeGreaterThan(first.position);
    expect((await publicCategories(t.app)).map((category) => category.name)).toContain('Cordless screwdrivers');
  });

  it('refuses a second live sibling of the same name; the same name elsewhere gets its own address', async () => {
    const twin = await call('POST', '/api/categories', { name: 'drills', parentId: catalog.categories.powerTools.id });
    expect(twin.statusCode).toBe(409);
    expect(problem(twin).detail).toBe('Power tools already has a subcategory named Drills');
    const top = await add('Accessories');
    const underCable = await add('Accessories', catalog.categories.cable.id);
    expect(top.slug).toBe('accessories');
    expect(underCable.slug).toBe('cable-accessories');
  });

  it('renames a category and keeps its address; the public tree shows the new name at once', async () => {
    const category = await add('Lamps');
    expect((await publicCategories(t.app)).find((item) => item.id === category.id)?.name).toBe('Lamps'); // cached
    const page = await t.app.inject({ method: 'GET', url: `/api/categories/${category.slug}` }); // cached too
    expect(page.statusCode).toBe(200);
    const response = await call('PATCH', `/api/categories/${category.id}`, { name: 'Lights and lamps', description: 'Indoor and outdoor.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CategoryReply>()).toMatchObject({ message: m.categoryUpdated, category: { name: 'Lights and lamps', slug: 'lamps', description: 'Indoor and outdoor.' } });
    expect((await publicCategories(t.app)).find((item) => item.id === category.id)).toMatchObject({ name: 'Lights and lamps', slug: 'lamps' });
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/lamps' })).json<CategoryPage>().category.name).toBe('Lights and lamps');
  });

  it('moves a category under another parent, to the end of its new siblings, or back to the top', async () => {
    const category = await add('Tool cases');
    const response = await call('PATCH', `/api/categories/${category.id}`, { parentId: catalog.categories.powerTools.id });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<CategoryReply>().category;
    expect(moved).toMatchObject({ parentId: catalog.categories.powerTools.id, depth: 1 });
    const siblings = (await adminList()).filter((item) => item.parentId === catalog.categories.powerTools.id && item.id !== category.id);
    expect(moved.position).toBeGreaterThan(Math.max(...siblings.map((item) => item.position)));
    expect((await publicCategories(t.app)).find((item) => item.id === category.id)?.parentId).toBe(catalog.categories.powerTools.id);
    const back = await call('PATCH', `/api/categories/${category.id}`, { parentId: null, position: 7 });
    expect(back.json<CategoryReply>().category).toMatchObject({ parentId: null, depth: 0, position: 7 });
  });

  it("drops the products' values of the attributes of the parents a category leaves", async () => {
    const site = await add('Site equipment');
    const heaters = await add('Heaters', site.id);
    expect((await call('POST', `/api/categories/${site.id}/attributes`, { key: 'heat-output', label: 'Heat output', kind: 'number', unit: 'W' })).statusCode).toBe(201);
    expect((await call('POST', `/api/categories/${heaters.id}/attributes`, { key: 'fuel', label: 'Fuel', kind: 'choice', choices: ['Gas', 'Electric'] })).statusCode).toBe(201);
    const heater = await insertProduct(t.database.db, { name: 'Site heater 3 kW' });
    await setProductCatalogData(t.database.db, heater.id, { categoryId: heaters.id, attributes: { 'heat-output': '3 kW', fuel: 'Electric' } });
    const specs = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${heater.id}` })).json<ProductDetails>().specs.map((spec) => spec.key);
    expect(await specs()).toEqual(['heat-output', 'fuel']);

    const moved = await call('PATCH', `/api/categories/${heaters.id}`, { parentId: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CategoryReply>().message).toBe('Heaters moved; 1 value of attributes its products no longer have was removed');
    expect(await specs()).toEqual(['fuel']);
    const back = await call('PATCH', `/api/categories/${heaters.id}`, { parentId: site.id });
    expect(back.json<CategoryReply>().message).toBe('Heaters moved');
  });

  it('refuses a move under the category itself or one of its subcategories (a cycle)', async () => {
    for (const parentId of [catalog.categories.drills.id, catalog.categories.powerTools.id]) {
      const response = await call('PATCH', `/api/categories/${catalog.categories.powerTools.id}`, { parentId });
      expect(response.statusCode).toBe(409);
      expect(problem(response).detail).toBe('Power tools cannot move under itself or under one of its subcategories');
    }
    expect((await adminView(catalog.categories.powerTools.id)).parentId).toBeNull();
  });

  it('refuses a move where an attribute key would apply twice to the same products', async () => {
    const shelf = await add('Shelf lights');
    expect((await call('POST', `/api/categories/${shelf.id}/attributes`, { key: 'voltage', label: 'Voltage', kind: 'number', unit: 'V' })).statusCode).toBe(201);
    const response = await call('PATCH', `/api/categories/${shelf.id}`, { parentId: catalog.categories.powerTools.id });
    expect(response.statusCode).toBe(409);
    expect(problem(response).detail).toBe('voltage is an attribute of both Power tools and Shelf lights; remove one of them first');
  });

  it('refuses an unknown or archived parent with a message on parentId', async () => {
    const archived = await add('Old stuff');
    expect((await call('DELETE', `/api/categories/${archived.id}`)).statusCode).toBe(200);
    for (const parentId of [SOME_ID, 'not-an-id', archived.id]) {
      const response = await call('POST', '/api/categories', { name: 'Orphans', parentId });
      expect(response.statusCode).toBe(400);
      expect(problem(response).errors).toEqual([{ field: 'parentId', message: m.parentUnknown }]);
    }
  });

  it('archives an empty category: gone from the shop, kept for the admin, no longer changeable', async () => {
    const category = await add('Garden tools');
    await publicCategories(t.app);
    const response = await call('DELETE', `/api/categories/${category.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Garden tools archived' });
    expect((await publicCategories(t.app)).map((item) => item.id)).not.toContain(category.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/categories/${category.slug}` })).statusCode).toBe(404);
    expect((await adminView(category.id)).archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await call('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(200); // once is enough
    const rename = await call('PATCH', `/api/categories/${category.id}`, { name: 'Garden' });
    expect(rename.statusCode).toBe(409);
    expect(problem(rename).detail).toBe('Garden tools is archived and cannot be changed');
    expect((await call('DELETE', `/api/categories/${SOME_ID}`)).statusCode).toBe(404);
  });

  it('refuses to archive a category that still holds live products or live subcategories', async () => {
    const withProducts = await call('DELETE', `/api/categories/${catalog.categories.drills.id}`);
    expect(withProducts.statusCode).toBe(409);
    expect(problem(withProducts).detail).toBe('Drills still holds 4 products: move them to another category or remove them first');
    const parent = await add('Workshop');
    await add('Benches', parent.id);
    const withChildren = await call('DELETE', `/api/categories/${parent.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(problem(withChildren).detail).toBe('Workshop still has 1 subcategory: move or archive them first');
    expect((await adminView(parent.id)).archivedAt).toBeNull();
  });

  it.each([
    ['POST', '/api/categories', { name: '  ' }, 'name', m.nameRequired],
    ['POST', '/api/categories', { name: 'x'.repeat(101) }, 'name', m.nameTooLong],
    ['POST', '/api/categories', { name: 'Ok', description: 'd'.repeat(1001) }, 'description', m.descriptionTooLong],
    ['PATCH', 'drills', { position: -1 }, 'position', m.positionWhole],
    ['PATCH', 'drills', { position: 1.5 }, 'position', m.positionWhole],
    ['POST', 'drills/attributes', { key: 'Rated Voltage', label: 'Rated voltage', kind: 'number', unit: 'V' }, 'key', m.keyShape],
    ['POST', 'drills/attributes', { key: 'weight', label: '', kind: 'number', unit: 'kg' }, 'label', m.labelRequired],
    ['POST', 'drills/attributes', { key: 'weight', label: 'Weight', kind: 'number' }, 'unit', m.unitRequired],
    ['POST', 'drills/attributes', { key: 'weight', label: 'Weight', kind: 'number', unit: 'stone' }, 'unit', m.unitUnknown],
    ['POST', 'drills/attributes', { key: 'colour', label: 'Colour', kind: 'choice', choices: [] }, 'choices', m.choicesRequired],
    ['POST', 'drills/attributes', { key: 'colour', label: 'Colour', kind: 'choice', choices: ['Red', 'red'] }, 'choices', m.choicesRepeated],
    ['POST', 'drills/attributes', { key: 'colour', label: 'Colour', kind: 'colour' }, 'kind', m.kindRequired],
    ['POST', 'drills/attributes', { key: 'keyless', label: 'Keyless chuck', kind: 'boolean', unit: 'V' }, 'unit', m.unitOnlyForNumbers],
    ['PATCH', 'drills/attributes/torque', { label: 'l'.repeat(81) }, 'label', m.labelTooLong],
  ] as const)('%s %s %j: 400 with the message on %s', async (method, path, payload, field, message) => {
    const url = path.startsWith('/') ? path : `/api/categories/${catalog.categories.drills.id}${path.slice('drills'.length)}`;
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors).toContainEqual({ field, message });
  });

  it('refuses an empty change', async () => {
    const response = await call('PATCH', `/api/categories/${catalog.categories.drills.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(problem(response).detail).toBe(m.nothingToChange);
  });

  it('defines a number attribute with a unit, last in its category, and the category page shows it at once', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/categories/drills' })).json<CategoryPage>();
    expect(before.attributes.map((attribute) => attribute.key)).not.toContain('chuck');
    const response = await call('POST', `/api/categories/${catalog.categories.drills.id}/attributes`, { key: 'chuck', label: 'Chuck size', kind: 'number', unit: 'mm', isKey: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AttributeReply>()).toEqual({ message: m.attributeAdded, attribute: { key: 'chuck', label: 'Chuck size', kind: 'number', unit: 'mm', choices: [], isKey: true, position: 6, valueCount: 0 } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/categories/drills' })).json<CategoryPage>();
    expect(after.attributes.find((attribute) => attribute.key === 'chuck')).toEqual({ key: 'chuck', label: 'Chuck size', kind: 'number', unit: 'mm', choices: [] });
    const again = await call('POST', `/api/categories/${catalog.categories.drills.id}/attributes`, { key: 'chuck', label: 'Chuck', kind: 'number', unit: 'mm' });
    expect(again.statusCode).toBe(400);
    expect(problem(again).errors).toEqual([{ field: 'key', message: 'This category has an attribute chuck already' }]);
  });

  it('refuses a key that another category uses with another kind or unit, and a key a parent or subcategory defines', async () => {
    const cable = catalog.categories.cable.id;
    const otherUnit = await call('POST', `/api/categories/${cable}/attributes`, { key: 'voltage', label: 'Rated voltage', kind: 'number', unit: 'A' });
    expect(otherUnit.statusCode).toBe(400);
    expect(problem(otherUnit).errors).toEqual([{ field: 'key', message: 'voltage is already a number in V in another category; use that or another key' }]);
    const otherKind = await call('POST', `/api/categories/${cable}/attributes`, { key: 'cordless', label: 'Cordless', kind: 'choice', choices: ['Yes', 'No'] });
    expect(otherKind.statusCode).toBe(400);
    const inherited = await call('POST', `/api/categories/${catalog.categories.drills.id}/attributes`, { key: 'voltage', label: 'Voltage', kind: 'number', unit: 'V' });
    expect(inherited.statusCode).toBe(400);
    expect(problem(inherited).errors).toEqual([{ field: 'key', message: 'Power tools defines voltage already, for Drills too' }]);
    const below = await call('POST', `/api/categories/${catalog.categories.powerTools.id}/attributes`, { key: 'torque', label: 'Torque', kind: 'number', unit: 'Nm' });
    expect(below.statusCode).toBe(400);
    expect(problem(below).errors).toEqual([{ field: 'key', message: 'Drills, under Power tools, defines torque already; remove it there first' }]);
    const sameMeaning = await call('POST', `/api/categories/${cable}/attributes`, { key: 'voltage', label: 'Rated voltage', kind: 'number', unit: 'V' });
    expect(sameMeaning.statusCode).toBe(201);
  });

  it('edits an attribute: label, key flag, position and new options', async () => {
    const url = `/api/categories/${catalog.categories.powerTools.id}/attributes/platform`;
    const response = await call('PATCH', url, { label: 'Battery system', isKey: false, position: 9, choices: ['18 V system', '12 V system', 'Mains', '36 V system'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AttributeReply>().attribute).toMatchObject({ key: 'platform', label: 'Battery system', isKey: false, position: 9, choices: ['18 V system', '12 V system', 'Mains', '36 V system'] });
    const page = (await t.app.inject({ method: 'GET', url: '/api/categories/power-tools' })).json<CategoryPage>();
    expect(page.attributes.find((attribute) => attribute.key === 'platform')?.label).toBe('Battery system');
    expect((await call('PATCH', `/api/categories/${catalog.categories.powerTools.id}/attributes/none`, { label: 'x' })).statusCode).toBe(404);
    const options = await call('PATCH', `/api/categories/${catalog.categories.powerTools.id}/attributes/voltage`, { choices: ['12 V'] });
    expect(options.statusCode).toBe(400);
    expect(problem(options).errors).toEqual([{ field: 'choices', message: m.choicesOnlyForChoices }]);
  });

  it('removes an unused option, and refuses to remove one products still have, naming how many', async () => {
    const url = `/api/categories/${catalog.categories.powerTools.id}/attributes/platform`;
    const used = await call('PATCH', url, { choices: ['18 V system', 'Mains'] });
    expect(used.statusCode).toBe(409);
    expect(problem(used).detail).toBe('12 V system is the value of 2 products: change it on those products first');
    const unused = await call('PATCH', url, { choices: ['18 V system', '12 V system', 'Mains'] });
    expect(unused.statusCode).toBe(200);
    expect(unused.json<AttributeReply>().attribute.choices).toEqual(['18 V system', '12 V system', 'Mains']);
  });

  it("removes an attribute with every product's value of it", async () => {
    const details = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${catalog.products.drill.id}` })).json<ProductDetails>();
    expect((await details()).specs.map((spec) => spec.key)).toContain('power'); // cached
    const response = await call('DELETE', `/api/categories/${catalog.categories.powerTools.id}/attributes/power`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Power removed, with its values on 5 products' });
    expect((await details()).specs.map((spec) => spec.key)).not.toContain('power');
    expect((await adminView(catalog.categories.powerTools.id)).attributes.map((attribute) => attribute.key)).not.toContain('power');
    expect((await call('DELETE', `/api/categories/${catalog.categories.powerTools.id}/attributes/power`)).statusCode).toBe(404);
  });

  it('hears changes to categories and attributes made outside the shop (straight SQL)', async () => {
    const category = await add('Ladders');
    await publicCategories(t.app);
    await t.database.db.update(categories).set({ name: 'Ladders and steps' }).where(eq(categories.id, category.id));
    await vi.waitFor(async () => expect((await publicCategories(t.app)).find((item) => item.id === category.id)?.name).toBe('Ladders and steps'), { timeout: 5000, interval: 20 });

    await t.app.inject({ method: 'GET', url: '/api/categories/cable' });
    await t.database.db.update(categoryAttributes).set({ label: 'Conductors' }).where(sql`${categoryAttributes.key} = 'cores'`);
    await vi.waitFor(
      async () => expect((await t.app.inject({ method: 'GET', url: '/api/categories/cable' })).json<CategoryPage>().attributes.find((item) => item.key === 'cores')?.label).toBe('Conductors'),
      { timeout: 5000, interval: 20 },
    );
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('category changes across app processes on PostgreSQL', () => {
  it("one process's cached tree hears a rename made through another", async () => {
    const { a, b, database, close } = await createTwoAppsOnOneDatabase('postgres');
    try {
      const admin = await signUpAdmin(a, database.db);
      const created = await a.inject({ method: 'POST', url: '/api/categories', payload: { name: 'Meters' }, headers: { cookie: admin.cookie } });
      const id = created.json<CategoryReply>().category.id;
      await vi.waitFor(async () => expect((await publicCategories(b)).find((item) => item.id === id)?.name).toBe('Meters'), { timeout: 5000, interval: 20 });
      const renamed = await a.inject({ method: 'PATCH', url: `/api/categories/${id}`, payload: { name: 'Test meters' }, headers: { cookie: admin.cookie } });
      expect(renamed.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await publicCategories(b)).find((item) => item.id === id)?.name).toBe('Test meters'), { timeout: 5000, interval: 20 });
    } finally {
      await close();
    }
  });
});
