import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '../../../shared/catalog.js';
import { priceTierMessages } from '../../../shared/price-tiers.js';
import { productFileMessages, stockChangedMessage, type ProductImport, type ProductImportReply } from '../../../shared/schemas/product-files.js';
import { rowsOf } from '../../db/database.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { categories, products } from './catalog.tables.js';
import { stockMovements } from './stock-ledger.tables.js';
import { apply, catalogState, checked, createProductFilesBed, csv, productBySku, valuesBySku, type ProductFilesBed } from './product-import-test-bed.js';

const HEADER = ['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock', 'price_tiers', 'brand', 'attr:voltage', 'attr:power', 'attr:cordless', 'attr:torque'];

describe.each(testDatabaseKinds())('importing a product file (issue 15 §3) on %s', (kind) => {
  let bed: ProductFilesBed;

  beforeAll(async () => {
    bed = await createProductFilesBed(kind);
  });
  afterAll(() => bed.t.close());

  it('checks the file first (a dry run: new and changed rows counted, nothing written), then applies it all at once', async () => {
    const before = await catalogState(bed);
    const file = csv([
      HEADER,
      ['TS-50001', 'Cordless Drill CD-50', 'A new 18 V drill.', 'drills', '149.90', '1', '25', '10:5%; 50:10%', 'Voltek', '18 V', '1.2 kW', 'yes', '55 Nm'],
      // An existing product (TS-10001 in the catalog, matched by its part number written another way): price, stock and power change.
      ['ts 10001', 'Cordless Drill Driver DD-18', 'Compact 18 V drill driver with two speeds.', 'drills', '119.00', '1', '40', '', 'Voltek', '18 V', '450 W', 'yes', '45 Nm'],
    ]);
    const report = await checked(bed, file);
    expect(report).toMatchObject({ status: 'ready', rowsRead: 2, rowsNew: 1, rowsChanged: 1, problemCount: 0, fileProblem: null, appliedAt: null });
    expect(await catalogState(bed)).toEqual(before);

    const response = await apply(bed, report.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImportReply>()).toMatchObject({ message: `${productFileMessages.applied}: 1 added, 1 changed.`, productImport: { status: 'applied' } });

    const added = await productBySku(bed, 'TS-50001');
    expect(added).toMatchObject({ name: 'Cordless Drill CD-50', priceCents: 14990, availableQuantity: 25, minOrderQuantity: 1, brand: 'Voltek', categoryId: bed.catalog.categories.drills.id, slug: 'cordless-drill-cd-50' });
    expect(added?.priceTiers).toEqual([
      { minQuantity: 10, discountBasisPoints: 500 },
      { minQuantity: 50, discountBasisPoints: 1000 },
    ]);
    expect(await valuesBySku(bed, 'TS-50001')).toEqual({ voltage: 18, power: 1200, cordless: true, torque: 55 });

    const changed = await productBySku(bed, 'ts 10001');
    expect(changed).toMatchObject({ id: bed.catalog.products.drill.id, priceCents: 11900, availableQuantity: 40, priceTiers: [] });
    expect(changed!.updatedAt.getTime()).toBeGreaterThan(before.products.find((p) => p.id === changed!.id)!.updatedAt.getTime());
    expect(await valuesBySku(bed, 'ts 10001')).toMatchObject({ power: 450, torque: 45 });

    // Every stock change is in the ledger, by the admin, as an import.
    const movements = await bed.t.database.db.select().from(stockMovements).where(eq(stockMovements.reason, 'import'));
    expect(movements.map(({ productId, change, quantityBefore, quantityAfter, actorUserId }) => ({ productId, change, quantityBefore, quantityAfter, actorUserId }))).toEqual(
      expect.arrayContaining([
        { productId: added!.id, change: 25, quantityBefore: 0, quantityAfter: 25, actorUserId: bed.admin.id },
        { productId: changed!.id, change: -60, quantityBefore: 100, quantityAfter: 40, actorUserId: bed.admin.id },
      ]),
    );
    expect(movements).toHaveLength(2);

    // The shop shows the change at once (its cache forgot the old answers).
    const shown = await bed.t.app.inject({ method: 'GET', url: `/api/products/${changed!.slug}` });
    expect(shown.json()).toMatchObject({ price: 11900, availableQuantity: 40 });

    // A second apply changes nothing more.
    const again = await apply(bed, report.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(productFileMessages.alreadyApplied);
  });

  it('leaves out what the file has no column for, and a new product without a picture gets the "picture coming" image', async () => {
    const report = await checked(bed, csv([['sku', 'stock'], ['TS-10002', '7']]));
    expect(report).toMatchObject({ status: 'ready', rowsChanged: 1, rowsNew: 0 });
    expect((await apply(bed, report.id)).statusCode).toBe(200);
    expect(await productBySku(bed, 'TS-10002')).toMatchObject({ name: 'Brushless Hammer Drill HD-18B', priceCents: 19999, availableQuantity: 7 });
    expect(await valuesBySku(bed, 'TS-10002')).toMatchObject({ voltage: 18, torque: 65 });

    const first = await checked(bed, csv([['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock'], ['TS-60001', 'Cable Drum 25 m', 'Drum for site cable.', 'cable', '39.00', '1', '3']]));
    expect((await apply(bed, first.id)).statusCode).toBe(200);
    const drum = await productBySku(bed, 'TS-60001');
    expect(drum?.imageKey).toMatch(/^[a-f0-9]{24}$/);
    const picture = await bed.t.app.inject({ method: 'GET', url: `/media/${drum!.imageKey}-400.webp` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/webp');
  });

  it('keeps the specification a moved product’s new category still has, drops the rest, and an empty attribute cell removes a value', async () => {
    const report = await checked(bed, csv([['sku', 'category', 'attr:torque'], ['TS-10003', 'power-tools', '']]));
    expect(report.status).toBe('ready');
    expect((await apply(bed, report.id)).statusCode).toBe(200);
    // Power tools define voltage, power, cordless and platform; torque is the drills'.
    expect(await valuesBySku(bed, 'TS-10003')).toEqual({ voltage: 12, power: 250, cordless: true, platform: '12 V system' });

    const drop = await checked(bed, csv([['sku', 'attr:power'], ['TS-10003', '']]));
    expect((await apply(bed, drop.id)).statusCode).toBe(200);
    expect(await valuesBySku(bed, 'TS-10003')).toEqual({ voltage: 12, cordless: true, platform: '12 V system' });
  });

  it('holds the import to the product form’s rules: price tiers against the price and minimum order', async () => {
    const report = await checked(bed, csv([['sku', 'min_order', 'price_tiers'], ['TS-10004', '20', '10:5%']]));
    expect(report.status).toBe('refused');
    expect(report.problems.items).toEqual([{ line: 2, field: 'price_tiers', message: priceTierMessages.aboveMinimum }]);
    const ean = await checked(bed, csv([['sku', 'ean', 'name'], ['TS-10004', '4006381333932', '']]));
    expect(ean.problems.items).toEqual([
      { line: 2, field: 'name', message: productMessages.nameRequired },
      { line: 2, field: 'ean', message: productMessages.eanInvalid },
    ]);
  });

  it('fails the apply, changing nothing, when the catalog changed after the check (a category archived)', async () => {
    const spare = await bed.t.database.db.insert(categories).values({ slug: 'spare-parts', name: 'Spare parts' }).returning();
    const report = await checked(bed, csv([['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock'], ['TS-70001', 'Carbon brush set', 'Brushes.', 'spare-parts', '9.90', '1', '10'], ['TS-10005', 'Compact Drill CD-12 Plus', 'Light 12 V drill with a second battery.', 'drills', '95.00', '1', '9']]));
    expect(report.status).toBe('ready');
    await bed.t.database.db.update(categories).set({ archivedAt: new Date() }).where(eq(categories.id, spare[0]!.id));
    const before = await catalogState(bed);

    const response = await apply(bed, report.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/^The catalog changed after the file was checked: the category Spare parts of line 2 was archived\./);
    expect(await catalogState(bed)).toEqual(before);
    const [status] = await rowsOf<{ status: string; file_problem: string }>(bed.t.database.db, sql`select status, file_problem from product_imports where id = ${report.id}`);
    expect(status).toMatchObject({ status: 'failed', file_problem: response.json().detail });
    expect((await apply(bed, report.id)).json().detail).toBe(productFileMessages.failedBefore);
  });

  it('fails the apply when another product took a new row’s part number meanwhile', async () => {
    const report = await checked(bed, csv([['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock'], ['TS-80001', 'Hole saw 40 mm', 'Saw.', 'drills', '12.00', '1', '5']]));
    const added = await bed.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: bed.admin.cookie },
      payload: { name: 'Hole saw', description: 'Saw.', price: 1200, availableQuantity: 1, minOrderQuantity: 1, categoryId: bed.catalog.categories.drills.id, sku: 'TS-80001', imageKey: bed.picture },
    });
    expect(added.statusCode, added.body).toBe(201);
    const response = await apply(bed, report.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('a product with the part number TS-80001 (line 2) was added');
  });

  it('applies a file once when two admins apply it at the same moment', async () => {
    const report = await checked(bed, csv([['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock'], ['TS-90001', 'Step drill', 'Step drill bit.', 'drills', '19.00', '1', '6']]));
    const statuses = (await Promise.all([apply(bed, report.id), apply(bed, report.id)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const [count] = await rowsOf<{ total: number }>(bed.t.database.db, sql`select count(*)::integer as total from products where sku = 'TS-90001'`);
    expect(count?.total).toBe(1);
  });

  it('answers the progress of a check under the id the client gave it, and pages the problems', async () => {
    const id = crypto.randomUUID();
    const rows = Array.from({ length: 120 }, (_, i) => [`TS-9${String(i).padStart(4, '0')}`, 'Plug', 'A plug.', 'cable', 'x', '1', '1']);
    const response = await bed.t.app.inject({
      method: 'POST',
      url: `/api/admin/product-imports?id=${id}&fileName=list.csv`,
      headers: { cookie: bed.admin.cookie, 'content-type': 'text/csv' },
      payload: csv([['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock'], ...rows]),
    });
    expect(response.statusCode).toBe(201);
    const page = await bed.t.app.inject({ method: 'GET', url: `/api/admin/product-imports/${id}?page=3&pageSize=50`, headers: { cookie: bed.admin.cookie } });
    const report = page.json<ProductImport>();
    expect(report).toMatchObject({ id, fileName: 'list.csv', status: 'refused', rowsRead: 120, problemCount: 120 });
    expect(report.problems).toMatchObject({ page: 3, pageSize: 50, total: 120, totalPages: 3 });
    expect(report.problems.items[0]).toEqual({ line: 102, field: 'price', message: productFileMessages.priceShape });

    const twice = await bed.t.app.inject({ method: 'POST', url: `/api/admin/product-imports?id=${id}`, headers: { cookie: bed.admin.cookie, 'content-type': 'text/csv' }, payload: 'sku\nA1\n' });
    expect(twice.statusCode).toBe(409);
  });

  it('shows the stock a file changes before it is applied, and refuses the apply when that stock moved since (an order is never undone)', async () => {
    const db = bed.t.database.db;
    const cable = (await productBySku(bed, 'TS-20001'))!;
    const report = await checked(bed, csv([['sku', 'stock'], ['TS-20001', String(cable.availableQuantity + 5)]]));
    expect(report.stockChanges).toEqual({ total: 1, first: [{ line: 2, sku: 'TS-20001', before: cable.availableQuantity, after: cable.availableQuantity + 5 }] });

    // An order takes a piece between the check and the apply.
    await db.update(products).set({ availableQuantity: cable.availableQuantity - 1 }).where(eq(products.id, cable.id));
    const before = await catalogState(bed);
    const response = await apply(bed, report.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(stockChangedMessage('TS-20001', 2));
    expect(await catalogState(bed)).toEqual(before);
    const [status] = await rowsOf<{ status: string }>(db, sql`select status from product_imports where id = ${report.id}`);
    expect(status?.status).toBe('failed');
    expect((await apply(bed, report.id)).json().detail).toBe(productFileMessages.failedBefore);
  });

  it('leaves the stock as orders make it where the file has the stock the check saw (an old export changes no stock)', async () => {
    const db = bed.t.database.db;
    const cable = (await productBySku(bed, 'TS-20002'))!;
    const upload = await bed.t.app.inject({
      method: 'POST',
      url: '/api/admin/product-imports?fileName=old-export.csv',
      headers: { cookie: bed.admin.cookie, 'content-type': 'text/csv' },
      payload: csv([['sku', 'name', 'stock'], ['TS-20002', 'Rubber Cable 5 x 2.5 mm²', String(cable.availableQuantity)]]),
    });
    const reply = upload.json<ProductImportReply>();
    expect(reply.productImport.stockChanges).toEqual({ total: 0, first: [] });
    expect(reply.message).toContain('no stock changed');

    await db.update(products).set({ availableQuantity: cable.availableQuantity - 2 }).where(eq(products.id, cable.id));
    const movements = await db.select().from(stockMovements);
    const response = await apply(bed, reply.productImport.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await productBySku(bed, 'TS-20002')).toMatchObject({ name: 'Rubber Cable 5 x 2.5 mm²', availableQuantity: cable.availableQuantity - 2 });
    expect(await db.select().from(stockMovements)).toEqual(movements);
  });

  // A checkout holds its products FOR UPDATE (ROW SHARE on the table), then writes their stock.
  // Two connections are needed, so PostgreSQL only (PGlite has one): the case exists there alone.
  if (kind === 'postgres') it('waits for a checkout in flight and then applies, both changes kept (no deadlock)', async () => {
    const db = bed.t.database.db;
    const grinder = (await productBySku(bed, 'TS-10004'))!;
    const report = await checked(bed, csv([['sku', 'name'], ['TS-10004', 'Angle Grinder AG-125 Pro']]));
    expect(report.status).toBe('ready');
    const applyStarted = () => rowsOf<{ waiting: number }>(db, sql`select count(*)::integer as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    let applied: Promise<{ statusCode: number; body: string }> | undefined;
    let answered = false;
    await db.transaction(async (checkout) => {
      await checkout.execute(sql`select id from products where id = ${grinder.id} for update`);
      applied = apply(bed, report.id);
      void applied.then(() => (answered = true));
      while (!answered && ((await applyStarted())[0]?.waiting ?? 0) === 0) await new Promise((resolve) => setImmediate(resolve));
      await checkout.update(products).set({ availableQuantity: sql`${products.availableQuantity} - 1` }).where(eq(products.id, grinder.id));
    });
    const response = await applied!;
    expect(response.statusCode, response.body).toBe(200);
    expect(await productBySku(bed, 'TS-10004')).toMatchObject({ name: 'Angle Grinder AG-125 Pro', availableQuantity: grinder.availableQuantity - 1 });
  });
});
