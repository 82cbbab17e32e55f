import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { productFileMessages } from '../../../shared/schemas/product-files.js';
import { rowsOf, type Database, type Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { noticesOpenedFrom, noticesResolvedFrom, tellAdminsOfNotices } from './low-stock.service.js';
import { importNotFound } from './product-import.service.js';
import { categoryAncestors, requireCatalogAsChecked } from './product-import-recheck.js';
import { productImports } from './product-import.tables.js';
import { movementsInsertFrom, type StockActor } from './stock-ledger.service.js';
import { recordIfBackInStock } from './stock.service.js';

const notReady: Record<string, string> = {
  checking: productFileMessages.stillChecking,
  refused: productFileMessages.refused,
  applied: productFileMessages.alreadyApplied,
  failed: productFileMessages.failedBefore,
};

interface Applied {
  /** The products the file changed or added. */
  changed: number;
  added: number;
}

/**
 * The rows that change live products, set-based: each field the file has a column for, the rest
 * kept; every stock change in the ledger (`import`, by the admin); low-stock notices opened and
 * resolved; products that can be ordered again announced to those who wait for them.
 */
async function updateExisting(tx: Executor, importId: string, actor: StockActor, note: string): Promise<number> {
  const given = (field: string, column: string, cast = '') => sql.raw(`case when s.row ? '${field}' then (s.row->>'${field}')${cast} else p.${column} end`);
  const [result] = await rowsOf<{ updated: number; notices: string[]; back: { id: string; before: number; after: number; minBefore: number; minAfter: number }[] }>(
    tx,
    sql`with staged as (
          select r.row, p.id, p.available_quantity as before, p.min_order_quantity as min_before, p.low_stock_threshold as threshold_before
            from product_import_rows r join products p on p.id = (r.row->>'id')::uuid
           where r.import_id = ${importId} and r.row ? 'id'
        ),
        updated as (
          update products p set
            sku = s.row->>'sku',
            name = ${given('name', 'name')},
            description = ${given('description', 'description')},
            category_id = ${given('categoryId', 'category_id', '::uuid')},
            price_cents = ${given('priceCents', 'price_cents', '::integer')},
            min_order_quantity = ${given('minOrderQuantity', 'min_order_quantity', '::integer')},
            available_quantity = ${given('availableQuantity', 'available_quantity', '::integer')},
            price_tiers = case when s.row ? 'priceTiers' then s.row->'priceTiers' else p.price_tiers end,
            brand = ${given('brand', 'brand')},
            mpn = ${given('mpn', 'mpn')},
            ean = ${given('ean', 'ean')},
            low_stock_threshold = ${given('lowStockThreshold', 'low_stock_threshold', '::integer')},
            image_key = coalesce(s.row->>'imageKey', p.image_key),
            updated_at = now()
          from staged s where p.id = s.id
          returning p.id, s.before, p.available_quantity as after, s.min_before, p.min_order_quantity as min_after,
                    s.threshold_before, p.low_stock_threshold as threshold
        ),
        stock_changed as (select id, before, after, threshold from updated where after <> before or threshold is distinct from threshold_before),
        stock_moved as (select id, before, after from stock_changed where after <> before),
        moved as (${movementsInsertFrom(sql`stock_moved`, { reason: 'import', actor, note })}),
        resolved as (${noticesResolvedFrom(sql`stock_changed`)}),
        opened as (${noticesOpenedFrom(sql`stock_changed`)})
        select (select count(*)::integer from updated) as updated,
               (select coalesce(json_agg(id), '[]'::json) from opened) as notices,
               (select coalesce(json_agg(json_build_object('id', id, 'before', before, 'after', after, 'minBefore', min_before, 'minAfter', min_after)), '[]'::json)
                  from updated where before < min_before and after >= min_after) as back`,
  );
  if (!result) return 0;
  await tellAdminsOfNotices(tx, result.notices);
  for (const product of result.back) {
    await recordIfBackInStock(
      tx,
      { id: product.id, availableQuantity: product.before, minOrderQuantity: product.minBefore, archivedAt: null },
      { id: product.id, availableQuantity: product.after, minOrderQuantity: product.minAfter, archivedAt: null },
    );
  }
  return result.updated;
}

/**
 * The rows that add products, in one INSERT … SELECT: each gets its name as its address (a
 * readable ending when the name is taken), its first count in the ledger, and a low-stock notice
 * when it starts at or below its threshold.
 */
async function insertNew(tx: Executor, importId: string, actor: StockActor, note: string): Promise<number> {
  const [result] = await rowsOf<{ added: number; notices: string[] }>(
    tx,
    sql`with staged as (
          select r.line, r.row from product_import_rows r where r.import_id = ${importId} and not r.row ? 'id'
        ),
        inserted as (
          insert into products (id, slug, name, description, price_cents, price_tiers, available_quantity, min_order_quantity, image_key,
                                category_id, sku, mpn, brand, ean, low_stock_threshold)
          select (s.row->>'newId')::uuid,
                 case when not exists (select 1 from products p where p.slug = s.row->>'slug') then s.row->>'slug'
                      else (s.row->>'slug') || '-' || substr(md5(random()::text || s.line::text), 1, 10) end,
                 s.row->>'name', s.row->>'description', (s.row->>'priceCents')::integer, coalesce(s.row->'priceTiers', '[]'::jsonb),
                 (s.row->>'availableQuantity')::integer, (s.row->>'minOrderQuantity')::integer, s.row->>'imageKey',
                 (s.row->>'categoryId')::uuid, s.row->>'sku', s.row->>'mpn', s.row->>'brand', s.row->>'ean', (s.row->>'lowStockThreshold')::integer
            from staged s
          returning id, available_quantity, low_stock_threshold
        ),
        first_count as (select id, 0 as before, available_quantity as after, low_stock_threshold as threshold from inserted),
        moved as (${movementsInsertFrom(sql`first_count`, { reason: 'import', actor, note })}),
        opened as (${noticesOpenedFrom(sql`first_count`)})
        select (select count(*)::integer from inserted) as added, (select coalesce(json_agg(id), '[]'::json) from opened) as notices`,
  );
  if (!result) return 0;
  await tellAdminsOfNotices(tx, result.notices);
  return result.added;
}

/**
 * The specification, as the product form keeps it: a product moved to another category keeps
 * the values its new category's attributes (by key) still take and loses the rest; an empty
 * attribute cell removes the value; a given value is set.
 */
async function writeValues(tx: Executor, importId: string): Promise<void> {
  const moved = sql`r.import_id = ${importId} and r.row ? 'id' and r.row ? 'categoryId'`;
  await tx.execute(sql`
    with recursive ${categoryAncestors}
    insert into product_attribute_values (product_id, attribute_id, number_value, choice_value, boolean_value)
    select v.product_id, target.id, v.number_value, v.choice_value, v.boolean_value
      from product_import_rows r
      join product_attribute_values v on v.product_id = (r.row->>'id')::uuid
      join category_attributes old on old.id = v.attribute_id
      join ancestors x on x.category_id = (r.row->>'categoryId')::uuid
      join category_attributes target on target.category_id = x.ancestor_id and target.key = old.key and target.id <> old.id
     where ${moved} and (target.kind <> 'choice' or v.choice_value = any(target.choices))
    on conflict (product_id, attribute_id) do nothing`);
  await tx.execute(sql`
    with recursive ${categoryAncestors}
    delete from product_attribute_values v using product_import_rows r
     where ${moved}
       and v.product_id = (r.row->>'id')::uuid
       and not exists (select 1 from category_attributes a join ancestors x on x.ancestor_id = a.category_id
                        where a.id = v.attribute_id and x.category_id = (r.row->>'categoryId')::uuid)`);
  await tx.execute(sql`
    delete from product_attribute_values v using product_import_rows r
     where r.import_id = ${importId} and r.row ? 'drop' and v.product_id = (r.row->>'id')::uuid
       and v.attribute_id in (select jsonb_array_elements_text(r.row->'drop')::uuid)`);
  await tx.execute(sql`
    insert into product_attribute_values (product_id, attribute_id, number_value, choice_value, boolean_value)
    select coalesce(r.row->>'id', r.row->>'newId')::uuid, (v->>0)::uuid, (v->>1)::double precision, v->>2, (v->>3)::boolean
      from product_import_rows r
      cross join lateral jsonb_array_elements(r.row->'values') v
     where r.import_id = ${importId} and r.row ? 'values'
    on conflict (product_id, attribute_id) do update
      set number_value = excluded.number_value, choice_value = excluded.choice_value, boolean_value = excluded.boolean_value`);
}

/** A unique address drawn for a new product was taken in the meantime (it can happen, very rarely): apply again. */
function isAddressClash(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23505' && String((cause as { constraint?: string }).constraint ?? '').includes('slug');
}

/**
 * Applies a checked import (issue 15 §3) in ONE transaction, all or nothing: the categories are
 * held and the products table locked against other writers (orders and admins wait the few
 * seconds it takes), the catalog (and the stock the file changes) is checked to be as the rows were checked against, then the rows
 * are written set-based. Applying twice, or a file not `ready`, is a 409. A catalog that changed
 * meanwhile marks the import `failed` with the reason and changes nothing.
 */
export async function applyProductImport(db: Database, importId: string, actor: StockActor): Promise<Applied> {
  if (!isUuid(importId)) throw importNotFound();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [current] = await tx.select().from(productImports).where(eq(productImports.id, importId)).for('update');
        if (!current) throw importNotFound();
        if (current.status !== 'ready') throw new AppError('CONFLICT', notReady[current.status] ?? productFileMessages.checkFirst);
        await tx.execute(sql`select id from categories where archived_at is null order by id for share`);
        // EXCLUSIVE, not SHARE ROW EXCLUSIVE: it conflicts with the ROW SHARE a checkout holds from
        // its SELECT … FOR UPDATE, so the import waits here, before it touches a row, until the
        // checkouts in flight end. A checkout that already holds ROW SHARE and then asks ROW
        // EXCLUSIVE for its UPDATE is put ahead of the waiting import by PostgreSQL, so it finishes
        // (with SHARE ROW EXCLUSIVE granted, that UPDATE waited for the import while the import
        // waited for the checkout's rows: a deadlock). Plain reads of the shop still run.
        await tx.execute(sql`lock table products in exclusive mode`);
        await requireCatalogAsChecked(tx, importId);
        const note = `Product file ${current.fileName}`.slice(0, 240);
        const changed = await updateExisting(tx, importId, actor, note);
        const added = await insertNew(tx, importId, actor, note);
        await writeValues(tx, importId);
        await tx.update(productImports).set({ status: 'applied', appliedAt: new Date() }).where(eq(productImports.id, importId));
        return { changed, added };
      });
    } catch (error) {
      if (isAddressClash(error) && attempt < 3) continue;
      if (error instanceof AppError && error.code === 'CONFLICT' && (error.message.startsWith(productFileMessages.changedSince) || error.message.endsWith(productFileMessages.stockChangedSince))) {
        await db.update(productImports).set({ status: 'failed', fileProblem: error.message }).where(and(eq(productImports.id, importId), eq(productImports.status, 'ready')));
      }
      throw error;
    }
  }
}
