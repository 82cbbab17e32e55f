import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PRODUCT_PICTURES, productMessages } from '../../../shared/catalog.js';
import type { Product, ProductForAdmin } from '../../../shared/schemas/catalog.js';
import type { ProductDetails } from '../../../shared/schemas/discovery.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { CATALOG_CHANGED_CHANNEL } from './catalog-cache.js';
import { productAttributeValues, productPictures, products } from './catalog.tables.js';

type Catalog = Awaited<ReturnType<typeof buildDiscoveryCatalog>>;

describe.each(testDatabaseKinds())('the product form’s catalog data (issue 13) on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let catalog: Catalog;
  let keys: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUpAdmin(t.app, t.database.db);
    customer = await signUp(t.app);
    catalog = await buildDiscoveryCatalog(t.database.db);
    keys = [];
    for (const color of ['#111', '#222', '#333', '#444', '#555', '#666', '#777', '#888', '#999']) keys.push(await storedPictureKey(t, color));
  });
  afterAll(() => t.close());

  let sequence = 0;
  const drill = (change: object = {}) => {
    sequence += 1;
    return {
      name: `Cordless Impact Drill ID-${sequence}`,
      price: 15999,
      availableQuantity: 12,
      minOrderQuantity: 1,
      description: 'Impact drill for the trade.',
      categoryId: catalog.categories.drills.id,
      sku: `TS-9${String(sequence).padStart(4, '0')}`,
      mpn: `ID-${sequence}`,
      brand: '  Voltek  ',
      ean: '4006381333931',
      attributes: { voltage: '18 V', power: '1.5 kW', cordless: true, platform: '18 V system', torque: 60 },
      pictures: [keys[0], keys[1], keys[2]],
      ...change,
    };
  };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, user: TestUser | null = admin) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? { cookie: user.cookie } : {} });
  const details = async (idOrSlug: string) => (await call('GET', `/api/products/${idOrSlug}`, undefined, null)).json<ProductDetails>();
  const forAdmin = async (id: string) => (await call('GET', `/api/admin/products/${id}`)).json<ProductForAdmin>();
  const add = async (change: object = {}) => {
    const response = await call('POST', '/api/products', drill(change));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ product: Product }>().product;
  };
  const rowCounts = async () => ({
    products: (await t.database.db.select().from(products)).length,
    values: (await t.database.db.select().from(productAttributeValues)).length,
    pictures: (await t.database.db.select().from(productPictures)).length,
  });

  it('adds a product in a category with part numbers, specification in any unit and pictures in order', async () => {
    const product = await add();
    expect(product).toMatchObject({ sku: 'TS-90001', brand: 'Voltek', image: { src: `/media/${keys[0]}-800.webp` } });

    const shown = await details(product.slug);
    expect(shown).toMatchObject({ mpn: 'ID-1', ean: '4006381333931', category: { slug: 'drills' }, breadcrumbs: [{ slug: 'power-tools' }, { slug: 'drills' }] });
    expect(shown.specs).toEqual([
      { key: 'voltage', label: 'Voltage', value: '18 V' },
      { key: 'power', label: 'Power', value: '1,500 W' },
      { key: 'cordless', label: 'Cordless', value: 'Yes' },
      { key: 'platform', label: 'Battery platform', value: '18 V system' },
      { key: 'torque', label: 'Max. torque', value: '60 Nm' },
    ]);
    expect(shown.pictures.map((picture) => picture.src)).toEqual(keys.slice(0, 3).map((key) => `/media/${key}-800.webp`));

    // What the form edits: the stored values in their units, the picture keys.
    const raw = await forAdmin(product.id);
    expect(raw).toMatchObject({ categoryId: catalog.categories.drills.id, sku: 'TS-90001', mpn: 'ID-1', brand: 'Voltek', ean: '4006381333931' });
    expect(raw.attributes).toEqual(
      expect.arrayContaining([
        { key: 'power', value: 1500, unit: 'W' },
        { key: 'voltage', value: 18, unit: 'V' },
        { key: 'cordless', value: true, unit: null },
        { key: 'platform', value: '18 V system', unit: null },
      ]),
    );
    expect(raw.pictures.map((picture) => picture.key)).toEqual(keys.slice(0, 3));
  });

  it('still takes the main picture alone as imageKey, and empty part numbers as none', async () => {
    const { pictures: _pictures, ...withoutPictures } = drill({ sku: '', mpn: ' ', brand: '', ean: '' });
    const response = await call('POST', '/api/products', { ...withoutPictures, imageKey: keys[3] });
    expect(response.statusCode, response.body).toBe(201);
    const raw = await forAdmin(response.json<{ product: Product }>().product.id);
    expect(raw).toMatchObject({ sku: null, mpn: null, brand: null, ean: null });
    expect(raw.pictures.map((picture) => picture.key)).toEqual([keys[3]]);
  });

  it.each([
    [{ attributes: { power: '1.5 kV' } }, 'attributes.power', /^Power: kV is not a unit of this value; use mW, W, kW$/],
    [{ attributes: { power: 'strong' } }, 'attributes.power', /^Power: "strong" is not a number$/],
    [{ attributes: { colour: 'red' } }, 'attributes.colour', /^colour is not an attribute of this category$/],
    // Cross-section belongs to cable, not to drills.
    [{ attributes: { 'cross-section': '1.5 mm²' } }, 'attributes.cross-section', /is not an attribute of this category/],
    [{ attributes: { platform: 'Petrol' } }, 'attributes.platform', /^Battery platform is one of: 18 V system, 12 V system, Mains$/],
    [{ attributes: { cordless: 'maybe' } }, 'attributes.cordless', /^Cordless is yes or no$/],
    [{ ean: '4006381333932' }, 'ean', new RegExp(`^${productMessages.eanInvalid}$`)],
    [{ ean: '12345' }, 'ean', new RegExp(`^${productMessages.eanInvalid}$`)],
    [{ ean: '400638133393X' }, 'ean', new RegExp(`^${productMessages.eanInvalid}$`)],
    [{ brand: 'B'.repeat(81) }, 'brand', new RegExp(`^${productMessages.brandTooLong}$`)],
    [{ sku: 'S'.repeat(65) }, 'sku', new RegExp(`^${productMessages.skuTooLong}$`)],
    [{ mpn: 'M'.repeat(65) }, 'mpn', new RegExp(`^${productMessages.mpnTooLong}$`)],
    [{ pictures: [] }, 'pictures', new RegExp(`^${productMessages.pictureRequired}$`)],
    [{ pictures: ['@0', '@0'] }, 'pictures', new RegExp(`^${productMessages.picturesRepeated}$`)],
    [{ pictures: ['@0', 'f'.repeat(24)] }, 'pictures.1', new RegExp(`^${productMessages.pictureUnknown}$`)],
    [{ imageKey: '@1' }, 'pictures', new RegExp(`^${productMessages.mainPictureFirst}$`)],
  ])('refuses %j with a 400 naming the field, and writes nothing', async (change, field, message) => {
    const before = await rowCounts();
    // '@n' stands for the n-th stored picture (stored after this table is read).
    const resolved = JSON.parse(JSON.stringify(change).replace(/"@(\d)"/g, (_, n: string) => `"${keys[Number(n)]}"`)) as object;
    const response = await call('POST', '/api/products', drill(resolved));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const errors = response.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors.find((error) => error.field === field)?.message).toMatch(message);
    expect(await rowCounts()).toEqual(before);
  });

  it(`refuses more than ${MAX_PRODUCT_PICTURES} pictures`, async () => {
    const response = await call('POST', '/api/products', drill({ pictures: keys.slice(0, MAX_PRODUCT_PICTURES + 1) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'pictures', message: productMessages.picturesTooMany });
    expect((await call('POST', '/api/products', drill({ pictures: keys.slice(0, MAX_PRODUCT_PICTURES) }))).statusCode).toBe(201);
  });

  it('keeps part numbers unique among the products on sale (409), however they are written', async () => {
    for (const sku of ['TS-10001', 'ts 10001', 'TS10001']) {
      const before = await rowCounts();
      const response = await call('POST', '/api/products', drill({ sku }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: productMessages.skuTaken, errors: [{ field: 'sku', message: productMessages.skuTaken }] });
      expect(await rowCounts()).toEqual(before);
    }
    const other = await add();
    const clash = await call('PATCH', `/api/products/${other.id}`, { sku: 'TS-10002', name: 'Renamed' });
    expect(clash.statusCode).toBe(409);
    expect((await forAdmin(other.id)).name).toBe(other.name);
    // Its own part number, written another way, is no clash; a removed product's is free again.
    expect((await call('PATCH', `/api/products/${other.id}`, { sku: other.sku!.toLowerCase() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${other.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await call('POST', '/api/products', drill({ sku: other.sku }))).statusCode).toBe(201);
  });

  it('two admins saving the same new part number at once: one gets it, the other a 409', async () => {
    const sku = 'TS-RACE-1';
    const answers = await Promise.all([call('POST', '/api/products', drill({ sku })), call('POST', '/api/products', drill({ sku }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('an edit with attributes replaces the whole specification', async () => {
    const product = await add();
    await details(product.slug); // cached now
    const response = await call('PATCH', `/api/products/${product.id}`, { attributes: { voltage: '12000 mV', platform: '12 V system' } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await details(product.slug)).specs).toEqual([
      { key: 'voltage', label: 'Voltage', value: '12 V' },
      { key: 'platform', label: 'Battery platform', value: '12 V system' },
    ]);
    // An edit that leaves attributes out leaves the specification as it is.
    expect((await call('PATCH', `/api/products/${product.id}`, { price: 14999 })).statusCode).toBe(200);
    expect((await details(product.slug)).specs).toHaveLength(2);
  });

  it('an edit with a bad attribute changes nothing at all', async () => {
    const product = await add();
    const before = await forAdmin(product.id);
    const response = await call('PATCH', `/api/products/${product.id}`, { name: 'Half-written', sku: 'TS-HALF', pictures: [keys[5]], attributes: { voltage: '24 V', power: '2 kA' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'attributes.power', message: expect.stringMatching(/^Power: kA is not a unit/) }]);
    expect(await forAdmin(product.id)).toEqual(before);
  });

  it('a move to another category keeps the values its attributes still define', async () => {
    const product = await add();
    const moved = await call('PATCH', `/api/products/${product.id}`, { categoryId: catalog.categories.powerTools.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const shown = await details(product.slug);
    expect(shown.category?.slug).toBe('power-tools');
    expect(shown.specs.map((spec) => spec.key)).toEqual(['voltage', 'power', 'cordless', 'platform']);
    const toCable = await call('PATCH', `/api/products/${product.id}`, { categoryId: catalog.categories.cable.id, attributes: { 'cross-section': '2.5 mm2', cores: '3' } });
    expect(toCable.statusCode).toBe(200);
    expect((await details(product.slug)).specs.map((spec) => spec.value)).toEqual(['2.5 mm²', '3']);
    const archived = await call('PATCH', `/api/products/${product.id}`, { categoryId: '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11' });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().errors).toContainEqual({ field: 'categoryId', message: productMessages.categoryRequired });
  });

  it('edits the pictures: reordered, removed, or only the main one replaced', async () => {
    const product = await add();
    const reordered = await call('PATCH', `/api/products/${product.id}`, { pictures: [keys[2], keys[0]] });
    expect(reordered.statusCode).toBe(200);
    expect((await forAdmin(product.id)).pictures.map((picture) => picture.key)).toEqual([keys[2], keys[0]]);
    expect((await details(product.slug)).pictures.map((picture) => picture.src)).toEqual([`/media/${keys[2]}-800.webp`, `/media/${keys[0]}-800.webp`]);
    expect((await call('PATCH', `/api/products/${product.id}`, { imageKey: keys[4] })).statusCode).toBe(200);
    expect((await forAdmin(product.id)).pictures.map((picture) => picture.key)).toEqual([keys[4], keys[0]]);
  });

  it('a change to the specification or the pictures alone is announced for the product, so every process forgets its cached answers', async () => {
    const product = await add();
    const heard: string[] = [];
    const stop = await t.database.listen(CATALOG_CHANGED_CHANNEL, (payload) => heard.push(payload));
    try {
      expect((await call('PATCH', `/api/products/${product.id}`, { pictures: [keys[6]] })).statusCode).toBe(200);
      await vi.waitFor(() => expect(heard.some((payload) => payload.includes(product.id))).toBe(true), { timeout: 5000, interval: 20 });
      heard.length = 0;
      expect((await call('PATCH', `/api/products/${product.id}`, { attributes: { voltage: '36 V' } })).statusCode).toBe(200);
      await vi.waitFor(() => expect(heard.some((payload) => payload.startsWith('L:') && payload.includes(product.id))).toBe(true), { timeout: 5000, interval: 20 });
    } finally {
      await stop();
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date(product.updatedAt).getTime());
  });

  it('a product without a category gets a specification only with one', async () => {
    const [row] = await t.database.db.update(products).set({ categoryId: null }).where(eq(products.id, (await add()).id)).returning();
    const response = await call('PATCH', `/api/products/${row!.id}`, { attributes: { voltage: '18 V' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'categoryId', message: productMessages.categoryNeeded });
  });

  it('is for admins only: customers get 403, visitors 401', async () => {
    const product = await add();
    for (const [user, status] of [
      [customer, 403],
      [null, 401],
    ] as const) {
      expect((await call('GET', `/api/admin/products/${product.id}`, undefined, user)).statusCode).toBe(status);
      expect((await call('POST', '/api/products', drill(), user)).statusCode).toBe(status);
      expect((await call('PATCH', `/api/products/${product.id}`, { attributes: {} }, user)).statusCode).toBe(status);
    }
    expect((await call('GET', '/api/admin/products/4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/products/nope')).statusCode).toBe(404);
  });
});
