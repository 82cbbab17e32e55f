import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { productFileMessages, stockChangedMessage } from '../../../shared/schemas/product-files.js';
import { rowsOf, type Executor } from '../../db/database.js';

/** Every live category with each of its ancestors (itself included): whose attributes its products have. */
export const categoryAncestors = sql`ancestors(category_id, ancestor_id) as (
  select id, id from categories where archived_at is null
  union all
  select a.category_id, c.parent_id from ancestors a join categories c on c.id = a.ancestor_id where c.parent_id is not null
)`;

function changedSince(what: string): AppError {
  return new AppError('CONFLICT', `${productFileMessages.changedSince}: ${what}. Nothing was changed; upload the file again to check it against the catalog as it is now.`);
}

/**
 * Before an import is applied, in its transaction (categories held, products locked): the
 * catalog must still be as the rows were checked against. A product a row changes is still on
 * sale; no product took a new row's part number; every category is live; every attribute value
 * still belongs to an attribute of the product's category, of the same kind, a choice still among
 * its options; a product whose stock the file changes still has the stock the check saw (an
 * order or a return since would otherwise be undone). The first difference is answered as a 409
 * naming the line.
 */
export async function requireCatalogAsChecked(tx: Executor, importId: string): Promise<void> {
  const [gone] = await rowsOf<{ line: number; sku: string }>(
    tx,
    sql`select r.line, r.row->>'sku' as sku from product_import_rows r
         where r.import_id = ${importId} and r.row ? 'id'
           and not exists (select 1 from products p where p.id = (r.row->>'id')::uuid and p.archived_at is null)
         order by r.line limit 1`,
  );
  if (gone) throw changedSince(`the product ${gone.sku} (line ${gone.line}) was removed`);

  const [moved] = await rowsOf<{ line: number; sku: string }>(
    tx,
    sql`select r.line, r.row->>'sku' as sku from product_import_rows r
          join products p on p.id = (r.row->>'id')::uuid
         where r.import_id = ${importId} and r.row ? 'liveStock' and p.available_quantity <> (r.row->>'liveStock')::integer
         order by r.line limit 1`,
  );
  if (moved) throw new AppError('CONFLICT', stockChangedMessage(moved.sku, moved.line));

  const [taken] = await rowsOf<{ line: number; sku: string }>(
    tx,
    sql`select r.line, r.row->>'sku' as sku from product_import_rows r
          join products p on p.sku_key = r.row->>'key' and p.sku_key <> '' and p.archived_at is null
         where r.import_id = ${importId} and not r.row ? 'id'
         order by r.line limit 1`,
  );
  if (taken) throw changedSince(`a product with the part number ${taken.sku} (line ${taken.line}) was added`);

  const [category] = await rowsOf<{ line: number; name: string | null }>(
    tx,
    sql`select r.line, c.name from product_import_rows r
          left join categories c on c.id = (r.row->>'categoryId')::uuid
         where r.import_id = ${importId} and r.row ? 'categoryId' and (c.id is null or c.archived_at is not null)
         order by r.line limit 1`,
  );
  if (category) throw changedSince(`the category ${category.name ?? ''} of line ${category.line} was archived`.replace('  ', ' '));

  const [attribute] = await rowsOf<{ line: number; label: string | null }>(
    tx,
    sql`with recursive ${categoryAncestors},
         given as (
           select r.line, coalesce((r.row->>'categoryId')::uuid, p.category_id) as category_id, v
             from product_import_rows r
             left join products p on p.id = (r.row->>'id')::uuid
             cross join lateral jsonb_array_elements(r.row->'values') v
            where r.import_id = ${importId} and r.row ? 'values'
         )
         select g.line, a.label from given g
           left join category_attributes a on a.id = (g.v->>0)::uuid
          where a.id is null
             or not exists (select 1 from ancestors x where x.category_id = g.category_id and x.ancestor_id = a.category_id)
             or (a.kind = 'number') <> (jsonb_typeof(g.v->1) = 'number')
             or (a.kind = 'boolean') <> (jsonb_typeof(g.v->3) = 'boolean')
             or (a.kind = 'choice' and not ((g.v->>2) = any(a.choices)))
          order by g.line limit 1`,
  );
  if (attribute) throw changedSince(`the specification attribute ${attribute.label ?? ''} of line ${attribute.line} was changed or removed`.replace('  ', ' '));
}
