import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/test-database.js';
import { defineAttribute } from './attributes.service.js';
import { products } from './catalog.tables.js';
import { setProductCatalogData } from './product-catalog-data.service.js';
import { insertProduct } from '../../test/fixtures.js';
import { apply, catalogState, checked, createProductFilesBed, exportCsv, type ProductFilesBed } from './product-import-test-bed.js';

describe.each(testDatabaseKinds())('exporting the products as a file (issue 15 §3) on %s', (kind) => {
  let bed: ProductFilesBed;

  beforeAll(async () => {
    bed = await createProductFilesBed(kind);
    const db = bed.t.database.db;
    await defineAttribute(db, bed.catalog.categories.cable.id, { key: 'min-temperature', label: 'Lowest temperature', kind: 'number', unit: '°C', position: 3 });
    // The test catalog's EAN is made up; a product file is held to the form's rule (a valid check digit).
    await db.update(products).set({ ean: '4006381333931' }).where(eq(products.ean, '4006381100012'));
    // Text an admin typed that a spreadsheet would run as a formula.
    const risky = await insertProduct(db, { name: '=HYPERLINK("http://evil.example","Click")', description: '@SUM(A1:A2)', priceCents: 1250, imageKey: bed.picture });
    await setProductCatalogData(db, risky.id, { categoryId: bed.catalog.categories.cable.id, sku: '@TAB-1', brand: '+Brand', mpn: '-MPN-1', attributes: { 'cross-section': '1.5 mm²', cores: '3', 'min-temperature': '-25 °C' } });
  });
  afterAll(() => bed.t.close());

  const rowsOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

  it('streams every live product with the import’s columns, formulas neutralised by an apostrophe, the shop’s own numbers as they are', async () => {
    const response = await exportCsv(bed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const header = response.body.replace(/^\uFEFF/, '').split('\n')[0];
    expect(header).toBe(
      'sku,name,description,category,price,min_order,stock,price_tiers,brand,mpn,ean,low_stock_threshold,picture,attr:cross-section,attr:voltage,attr:cores,attr:power,attr:cordless,attr:min-temperature,attr:platform,attr:torque',
    );
    const rows = rowsOf(response.body);
    expect(rows).toHaveLength(8);
    const risky = rows.find((row) => row.sku === "'@TAB-1")!;
    expect(risky).toMatchObject({
      name: '\'=HYPERLINK("http://evil.example","Click")',
      description: "'@SUM(A1:A2)",
      brand: "'+Brand",
      mpn: "'-MPN-1",
      category: 'cable',
      price: '12.50',
      'attr:cross-section': '1.5 mm²',
      'attr:cores': '3',
      // A negative number the shop writes itself is a value, not a formula.
      'attr:min-temperature': '-25 °C',
      picture: bed.picture,
    });
    const drill = rows.find((row) => row.sku === 'TS-10001')!;
    expect(drill).toMatchObject({ price: '129.99', stock: '100', min_order: '1', 'attr:voltage': '18 V', 'attr:power': '400 W', 'attr:cordless': 'yes', 'attr:torque': '45 Nm', 'attr:platform': '18 V system' });
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('re-imports unchanged: the export checked and applied leaves every product, value and count as it was', async () => {
    const first = await exportCsv(bed);
    const before = await catalogState(bed);
    const again = await checked(bed, first.rawPayload);
    expect(again.problems.items).toEqual([]);
    expect(again).toMatchObject({ status: 'ready', rowsChanged: 8, rowsNew: 0, problemCount: 0 });
    expect((await apply(bed, again.id)).statusCode).toBe(200);

    const after = await catalogState(bed);
    const withoutTimes = (state: typeof before) => state.products.map(({ updatedAt: _updatedAt, ...product }) => product);
    expect(withoutTimes(after)).toEqual(withoutTimes(before));
    expect(after.values).toEqual(before.values);
    expect(after.movements).toEqual(before.movements);
    expect((await exportCsv(bed)).body).toBe(first.body);
  });

  it('is for admins only', async () => {
    expect((await exportCsv(bed, null)).statusCode).toBe(401);
    expect((await exportCsv(bed, bed.customer)).statusCode).toBe(403);
  });
});
