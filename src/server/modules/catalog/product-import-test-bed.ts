import { asc, eq, sql } from 'drizzle-orm';
import type { ProductImport, ProductImportReply } from '../../../shared/schemas/product-files.js';
import { rowsOf } from '../../db/database.js';
import { signUp, signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { storedPictureKey } from '../../test/picture-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DatabaseKind } from '../../test/test-database.js';
import { productAttributeValues, products } from './catalog.tables.js';
import { stockMovements } from './stock-ledger.tables.js';

/** The shop the product-file tests work on: the discovery catalog, an admin, a customer and a stored picture. */
export async function createProductFilesBed(kind: DatabaseKind) {
  const t: TestApp = await createTestApp(kind);
  const admin: TestUser = await signUpAdmin(t.app, t.database.db);
  const customer: TestUser = await signUp(t.app);
  const catalog = await buildDiscoveryCatalog(t.database.db);
  const picture = await storedPictureKey(t, '#3a7');
  return { t, admin, customer, catalog, picture };
}

export type ProductFilesBed = Awaited<ReturnType<typeof createProductFilesBed>>;

/** Uploads a product file as text/csv (or any body and type) and answers the response. */
export function upload(bed: ProductFilesBed, body: string | Buffer, options: { user?: TestUser | null; type?: string; query?: string } = {}) {
  const user = options.user === undefined ? bed.admin : options.user;
  return bed.t.app.inject({
    method: 'POST',
    url: `/api/admin/product-imports?fileName=products.csv${options.query ?? ''}`,
    headers: { 'content-type': options.type ?? 'text/csv', ...(user ? { cookie: user.cookie } : {}) },
    payload: body,
  });
}

/** Uploads a file that must be read (201) and answers its report. */
export async function checked(bed: ProductFilesBed, body: string | Buffer): Promise<ProductImport> {
  const response = await upload(bed, body);
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json<ProductImportReply>().productImport;
}

export function apply(bed: ProductFilesBed, id: string, user: TestUser | null = bed.admin) {
  return bed.t.app.inject({ method: 'POST', url: `/api/admin/product-imports/${id}/apply`, headers: user ? { cookie: user.cookie } : {} });
}

export function exportCsv(bed: ProductFilesBed, user: TestUser | null = bed.admin) {
  return bed.t.app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: user ? { cookie: user.cookie } : {} });
}

/** A CSV file from rows of cells (quoted where needed). */
export function csv(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((cells) => cells.map(quote).join(',')).join('\n') + '\n';
}

/** Everything an import may change, to prove that nothing did. */
export async function catalogState(bed: ProductFilesBed) {
  const db = bed.t.database.db;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    values: await db.select().from(productAttributeValues).orderBy(asc(productAttributeValues.productId), asc(productAttributeValues.attributeId)),
    movements: await db.select().from(stockMovements).orderBy(asc(stockMovements.id)),
  };
}

export async function productBySku(bed: ProductFilesBed, sku: string) {
  const [row] = await bed.t.database.db.select().from(products).where(eq(products.sku, sku));
  return row;
}

/** A product's specification values by attribute key. */
export async function valuesBySku(bed: ProductFilesBed, sku: string): Promise<Record<string, number | string | boolean | null>> {
  const rows = await rowsOf<{ key: string; number_value: number | null; choice_value: string | null; boolean_value: boolean | null }>(
    bed.t.database.db,
    sql`select a.key, v.number_value, v.choice_value, v.boolean_value from product_attribute_values v
          join category_attributes a on a.id = v.attribute_id join products p on p.id = v.product_id where p.sku = ${sku}`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.number_value ?? row.choice_value ?? row.boolean_value]));
}
