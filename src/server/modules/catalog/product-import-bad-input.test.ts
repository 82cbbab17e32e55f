import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '../../../shared/catalog.js';
import { PRODUCT_FILE_MAX_BYTES, PRODUCT_FILE_MAX_ROWS, productFileMessages, type ImportProblem, type ProductImport } from '../../../shared/schemas/product-files.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { neutralised } from './product-import-cells.js';
import { apply, catalogState, checked, createProductFilesBed, csv, upload, type ProductFilesBed } from './product-import-test-bed.js';

const NEW = ['sku', 'name', 'description', 'category', 'price', 'min_order', 'stock'];
const drill = (sku: string, change: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = { sku, name: 'Drill', description: 'A drill.', category: 'drills', price: '10.00', min_order: '1', stock: '5', ...change };
  return NEW.map((column) => row[column]!);
};

describe.each(testDatabaseKinds())('product files refused (issue 15 §3, bad input) on %s', (kind) => {
  let bed: ProductFilesBed;

  beforeAll(async () => {
    bed = await createProductFilesBed(kind);
  });
  afterAll(() => bed.t.close());

  /** Checks the file, expects it refused with exactly these problems, and proves nothing changed (applying it is a 409). */
  async function refused(body: string | Buffer, problems: ImportProblem[] | ((found: ImportProblem[]) => void)): Promise<ProductImport> {
    const before = await catalogState(bed);
    const report = await checked(bed, body);
    expect(report.status).toBe('refused');
    if (typeof problems === 'function') problems(report.problems.items);
    else expect(report.problems.items).toEqual(problems);
    const applied = await apply(bed, report.id);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().detail).toBe(productFileMessages.refused);
    expect(await catalogState(bed)).toEqual(before);
    return report;
  }

  it('refuses a whole file for one bad row, and changes nothing', async () => {
    await refused(csv([NEW, drill('TS-1'), drill('TS-2', { price: 'ten' }), drill('TS-3')]), [{ line: 3, field: 'price', message: productFileMessages.priceShape }]);
  });

  it('reports unknown columns, attributes no category has, and a header without sku', async () => {
    await refused(csv([[...NEW, 'colour', 'attr:wattage'], [...drill('TS-1'), 'red', '5']]), [
      { line: 1, field: 'colour', message: expect.stringContaining(productFileMessages.unknownColumn) as string },
      { line: 1, field: 'attr:wattage', message: productFileMessages.unknownAttribute },
    ]);
    await refused(csv([['name', 'price'], ['Drill', '10.00']]), [{ line: 1, field: 'sku', message: productFileMessages.noSku }]);
    await refused(csv([['sku', 'SKU'], ['a', 'b']]), (problems) => expect(problems[0]).toEqual({ line: 1, field: 'SKU', message: productFileMessages.repeatedColumn }));
  });

  it('refuses a file that is not UTF-8 at the line where it shows, and reads one with a UTF-8 byte-order mark', async () => {
    const latin1 = Buffer.from(csv([NEW, drill('TS-1'), drill('TS-2', { name: 'Perceuse à percussion' })]), 'latin1');
    await refused(latin1, [{ line: 3, field: 'file', message: productFileMessages.notUtf8 }]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv([NEW, drill('TS-1')]), 'utf16le')]);
    await refused(utf16, [{ line: 1, field: 'file', message: productFileMessages.notUtf8 }]);

    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv([NEW, drill('TS-BOM-1', { name: 'Perceuse à percussion' })]), 'utf8')]);
    const report = await checked(bed, withBom);
    expect(report).toMatchObject({ status: 'ready', rowsNew: 1 });
  });

  it('refuses a 10 MB line at its line without reading the rest, and still answers', async () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    await refused(csv([NEW, drill('TS-1'), drill('TS-2', { description: huge }), drill('TS-3')]), [{ line: 3, field: 'file', message: productFileMessages.lineTooLong }]);
  });

  it('refuses cells a spreadsheet would run as formulas, but not plain negative numbers where a number is expected', async () => {
    await refused(
      csv([
        [...NEW, 'brand', 'attr:voltage'],
        [...drill('TS-1', { name: '=HYPERLINK("http://evil.example","Drill")' }), 'Voltek', '18 V'],
        [...drill('TS-2', { description: '@SUM(A1:A9)' }), '+Voltek', '18 V'],
        [...drill('TS-3', { name: '\tDrill' }), 'Voltek', '=1+1'],
        [...drill('TS-4', { stock: '-5' }), 'Voltek', '-18 V'],
      ]),
      [
        { line: 2, field: 'name', message: productFileMessages.formula },
        { line: 3, field: 'description', message: productFileMessages.formula },
        { line: 3, field: 'brand', message: productFileMessages.formula },
        { line: 4, field: 'name', message: productFileMessages.formula },
        { line: 4, field: 'attr:voltage', message: productFileMessages.formula },
        // A negative number is a value, refused by the number's own rule.
        { line: 5, field: 'stock', message: productMessages.availableWhole },
      ],
    );
    // Text written with an apostrophe first (as the export writes it) is that text.
    const report = await checked(bed, csv([NEW, drill('TS-APOSTROPHE', { name: "'=Drill" })]));
    expect(report.status).toBe('ready');
  });

  it('refuses formulas behind leading spaces, after a line break, and in full-width characters; the export neutralises them the same', async () => {
    await refused(
      csv([
        [...NEW, 'brand'],
        [...drill('TS-1', { name: '  =HYPERLINK("http://evil.example","Drill")' }), 'Voltek'],
        [...drill('TS-2', { description: '\n=1+1' }), '\u00a0@SUM(A1)'],
        [...drill('TS-3', { name: '＝1+1' }), '＋Voltek'],
        [...drill('TS-4', { description: ' －2' }), '＠Brand'],
        [...drill('TS-5', { stock: ' -5' }), 'Voltek'],
      ]),
      // A record is reported at the line it ends on (the line break inside line 3's quotes moves the rest on).
      [
        { line: 2, field: 'name', message: productFileMessages.formula },
        { line: 4, field: 'description', message: productFileMessages.formula },
        { line: 4, field: 'brand', message: productFileMessages.formula },
        { line: 5, field: 'name', message: productFileMessages.formula },
        { line: 5, field: 'brand', message: productFileMessages.formula },
        { line: 6, field: 'description', message: productFileMessages.formula },
        { line: 6, field: 'brand', message: productFileMessages.formula },
        // A negative number behind a space is still a value, refused by the number's own rule.
        { line: 7, field: 'stock', message: productMessages.availableWhole },
      ],
    );
    for (const text of [' =1+1', '\n=1', '＝1', '＋1', '－1', '＠A1']) expect(neutralised(text)).toBe(`'${text}`);
    expect(neutralised('Drill =1')).toBe('Drill =1');
    const report = await checked(bed, csv([NEW, drill('TS-FULLWIDTH', { name: "'＝Drill" })]));
    expect(report.status).toBe('ready');
  });

  it('reports a NUL character in a cell as the cell’s problem, and a header with one without it', async () => {
    await refused(csv([NEW, drill('TS-1', { name: 'Dri\u0000ll' }), drill('TS-\u00002')]), [
      { line: 2, field: 'name', message: productFileMessages.nulCharacter },
      { line: 3, field: 'sku', message: productFileMessages.nulCharacter },
    ]);
    await refused(csv([[...NEW, 'col\u0000our\u0007'], [...drill('TS-1'), 'red']]), [
      { line: 1, field: 'colour', message: expect.stringContaining(productFileMessages.unknownColumn) as string },
    ]);
  });

  it('reports wrong units, unknown categories, duplicate part numbers and missing columns for new products, each by line and column', async () => {
    await refused(
      csv([
        [...NEW, 'attr:voltage', 'attr:cross-section'],
        [...drill('TS-1'), '18 kg', ''],
        [...drill('TS-2', { category: 'garden-tools' }), '18 V', ''],
        [...drill('TS-3'), '18 V', '1.5 mm²'],
        [...drill('ts 1'), '18 V', ''],
        [...drill('TS-5', { price: '0' }), '', ''],
      ]),
      [
        { line: 2, field: 'attr:voltage', message: 'Voltage: kg is not a unit of this value; use mV, V, kV' },
        { line: 3, field: 'category', message: expect.stringContaining(productFileMessages.unknownCategory) as string },
        { line: 4, field: 'attr:cross-section', message: 'cross-section is not an attribute of this category' },
        { line: 5, field: 'sku', message: `${productFileMessages.skuRepeated} 2` },
        { line: 6, field: 'price', message: productMessages.pricePositive },
      ],
    );
    await refused(csv([['sku', 'name'], ['TS-NEW-1', 'Drill']]), (problems) => {
      expect(problems.map((problem) => problem.field)).toEqual(['description', 'price', 'stock', 'min_order', 'category']);
      expect(problems[0]!.message).toBe(`${productFileMessages.missingColumns} description`);
    });
  });

  it('refuses rows with another number of cells than the header, broken quotes, and a file without rows', async () => {
    await refused(`${NEW.join(',')}\nTS-1,Drill\n`, [{ line: 2, field: 'file', message: `${productFileMessages.wrongColumnCount} (2 instead of 7)` }]);
    await refused(`${NEW.join(',')}\nTS-1,"Drill,A drill.,drills,10.00,1,5\n`, (problems) => expect(problems[0]).toMatchObject({ field: 'file', message: expect.stringContaining('never closed') as string }));
    await refused(`${NEW.join(',')}\n`, [{ line: 1, field: 'file', message: productFileMessages.empty }]);
    await refused('', [{ line: 1, field: 'file', message: productFileMessages.empty }]);
  });

  it(`refuses more than ${PRODUCT_FILE_MAX_ROWS.toLocaleString('en-US')} rows`, async () => {
    const rows = `${'TS-1,1\n'.repeat(PRODUCT_FILE_MAX_ROWS)}TS-2,1\n`;
    const report = await checked(bed, `sku,stock\n${rows}`);
    expect(report).toMatchObject({ status: 'refused', rowsRead: PRODUCT_FILE_MAX_ROWS, fileProblem: productFileMessages.tooManyRows });
  }, 120_000);

  it('answers 413 for a file over 50 MB, 415 for a body that is no file, and takes multipart uploads', async () => {
    const tooLarge = await upload(bed, `sku\n${'\n'.repeat(PRODUCT_FILE_MAX_BYTES)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe(productFileMessages.tooLarge);

    const json = await upload(bed, JSON.stringify({ sku: 'x' }), { type: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toContain('application/problem+json');

    const boundary = '----product-file';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="supplier.csv"', 'Content-Type: text/csv', '', csv([NEW, drill('TS-MULTIPART')]), `--${boundary}--`, ''].join('\r\n');
    const multipart = await upload(bed, body, { type: `multipart/form-data; boundary=${boundary}`, query: '' });
    expect(multipart.statusCode, multipart.body).toBe(201);
    expect(multipart.json().productImport).toMatchObject({ status: 'ready', rowsNew: 1 });
  });

  it('names a multipart upload products.csv when the file name it gives has control characters or is too long', async () => {
    const boundary = '----product-file';
    for (const [name, shown] of [
      ['supplier\u0001list.csv', 'products.csv'],
      [`${'x'.repeat(5000)}.csv`, 'products.csv'],
      ['  supplier.csv ', 'supplier.csv'],
    ] as const) {
      const body = [`--${boundary}`, `Content-Disposition: form-data; name="file"; filename="${name}"`, 'Content-Type: text/csv', '', csv([NEW, drill('TS-NAMED')]), `--${boundary}--`, ''].join('\r\n');
      const response = await bed.t.app.inject({
        method: 'POST',
        url: '/api/admin/product-imports',
        headers: { cookie: bed.admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().productImport).toMatchObject({ status: 'ready', fileName: shown });
    }
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const file = csv([NEW, drill('TS-1')]);
    expect((await upload(bed, file, { user: null })).statusCode).toBe(401);
    expect((await upload(bed, file, { user: bed.customer })).statusCode).toBe(403);
    const report = await checked(bed, file);
    for (const [user, status] of [
      [null, 401],
      [bed.customer, 403],
    ] as const) {
      expect((await apply(bed, report.id, user)).statusCode).toBe(status);
      const read = await bed.t.app.inject({ method: 'GET', url: `/api/admin/product-imports/${report.id}`, headers: user ? { cookie: user.cookie } : {} });
      expect(read.statusCode).toBe(status);
    }
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/admin/product-imports/not-an-id', headers: { cookie: bed.admin.cookie } })).statusCode).toBe(404);
    expect((await apply(bed, crypto.randomUUID())).statusCode).toBe(404);
    const badQuery = await upload(bed, file, { query: '&id=12' });
    expect(badQuery.statusCode).toBe(400);
  });
});
