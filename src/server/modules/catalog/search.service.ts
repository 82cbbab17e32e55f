import { inArray, sql, type SQL } from 'drizzle-orm';
import { SUGGESTION_COUNT, type SearchSort } from '../../../shared/discovery.js';
import { totalPages } from '../../../shared/schemas/common.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { Facet, SearchQuery, SearchResult, Suggestions } from '../../../shared/schemas/discovery.js';
import { rowsOf, type Executor } from '../../db/database.js';
import { filterableAttributes, type FilterableAttribute } from './attributes.service.js';
import { products } from './catalog.tables.js';
import { toProduct } from './catalog.service.js';
import { categoryNotFound, loadCategoryTree, subtreeIds, toCrumb } from './categories.service.js';
import { parseSearchFilters, type SearchFilter } from './search-filters.js';

/** What one search asks for, read and checked. */
interface SearchPlan {
  q: string;
  /** The words as a part number: lower case letters and digits only ("DD-18" → "dd18"). */
  partKey: string;
  categoryIds: string[] | null;
  inStock: boolean;
  filters: SearchFilter[];
}

export function partKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const list = (values: readonly unknown[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** Products whose part number, manufacturer number or EAN is the words exactly (or, from 3 characters, starts with them). */
function partNumberMatch(plan: SearchPlan): SQL {
  const key = plan.partKey;
  if (key.length < 2) return sql`false`;
  const exact = sql`p.sku_key = ${key} or p.mpn_key = ${key} or p.ean = ${key}`;
  return key.length < 3 ? exact : sql`${exact} or p.sku_key like ${`${key}%`} or p.mpn_key like ${`${key}%`}`;
}

/** Exact part numbers first, then full-text rank (name and part numbers weigh most), then how close the name is (typos). */
function relevance(plan: SearchPlan): SQL {
  if (!plan.q) return sql`0`;
  const key = plan.partKey;
  const exact = key.length >= 2 ? sql`case when p.sku_key = ${key} or p.mpn_key = ${key} or p.ean = ${key} then 100 else 0 end` : sql`0`;
  const prefix = key.length >= 3 ? sql`case when p.sku_key like ${`${key}%`} or p.mpn_key like ${`${key}%`} then 20 else 0 end` : sql`0`;
  return sql`${exact} + ${prefix} + ts_rank_cd(p.search_document, ${tsQuery(plan.q)}, 1) * 10 + word_similarity(${plan.q}, p.name) * 5`;
}

function filterCondition(filter: SearchFilter): SQL {
  const value =
    filter.kind === 'choice'
      ? sql`v.choice_value in (${list(filter.values)})`
      : filter.kind === 'boolean'
        ? sql`v.boolean_value = ${filter.value}`
        : sql.join([filter.min === null ? undefined : sql`v.number_value >= ${filter.min}`, filter.max === null ? undefined : sql`v.number_value <= ${filter.max}`].filter((part) => part !== undefined), sql` and `);
  return sql`exists (select 1 from product_attribute_values v join category_attributes a on a.id = v.attribute_id where v.product_id = p.id and a.key = ${filter.key} and ${value})`;
}

/**
 * The products the words, category and stock choice let through, each with one column per
 * specification filter saying whether it passes (f0, f1 …): the facet counts need to know which
 * products pass every filter but their own.
 */
function passes(plan: SearchPlan, withScore: boolean): SQL {
  const where: SQL[] = [sql`p.archived_at is null`];
  if (plan.categoryIds) where.push(sql`p.category_id in (${list(plan.categoryIds)})`);
  if (plan.inStock) where.push(sql`p.available_quantity >= p.min_order_quantity`);
  if (plan.q) where.push(sql`(p.search_document @@ ${tsQuery(plan.q)} or ${plan.q} <% p.name or ${partNumberMatch(plan)})`);
  const columns = [sql`p.id`, sql`p.price_cents`, sql`p.created_at`, ...(withScore ? [sql`${relevance(plan)} as score`] : []), ...plan.filters.map((filter, i) => sql`${filterCondition(filter)} as ${sql.raw(`f${i}`)}`)];
  return sql`passes as (select ${sql.join(columns, sql`, `)} from products p where ${sql.join(where, sql` and `)})`;
}

function passesAll(plan: SearchPlan): SQL {
  return plan.filters.length === 0 ? sql`true` : sql.raw(plan.filters.map((_, i) => `m.f${i}`).join(' and '));
}

const orderings: Record<SearchSort, SQL> = {
  relevance: sql`m.score desc, m.created_at desc, m.id desc`,
  newest: sql`m.created_at desc, m.id desc`,
  'price-asc': sql`m.price_cents asc, m.id asc`,
  'price-desc': sql`m.price_cents desc, m.id desc`,
};

async function productsInOrder(db: Executor, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function pageIds(db: Executor, plan: SearchPlan, sort: SearchSort, limit: number, offset: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`with ${passes(plan, sort === 'relevance')} select m.id from passes m where ${passesAll(plan)} order by ${orderings[sort]} limit ${limit} offset ${offset}`);
  return rows.map((row) => row.id);
}

async function countMatches(db: Executor, plan: SearchPlan): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(db, sql`with ${passes(plan, false)} select count(*)::int as total from passes m where ${passesAll(plan)}`);
  return row?.total ?? 0;
}

interface FacetRow {
  key: string;
  value: string;
  count: number;
  min: number | null;
  max: number | null;
  position: number;
}

/**
 * Counts for every attribute the matching products have. A product counts for attribute A when it
 * passes every filter except A's own, so choosing one value still shows how many the others have.
 */
async function facetsOf(db: Executor, plan: SearchPlan, attributes: ReadonlyMap<string, FilterableAttribute>): Promise<Facet[]> {
  const others = plan.filters.map((filter, i) => sql`(a.key = ${filter.key} or ${sql.raw(`m.f${i}`)})`);
  const rows = await rowsOf<FacetRow>(
    db,
    sql`with ${passes(plan, false)}
        select a.key,
               case a.kind when 'number' then '' when 'choice' then v.choice_value else case when v.boolean_value then 'yes' else 'no' end end as value,
               count(*)::int as count, min(v.number_value) as min, max(v.number_value) as max, min(a.position)::int as position
          from passes m
          join product_attribute_values v on v.product_id = m.id
          join category_attributes a on a.id = v.attribute_id
         where ${others.length === 0 ? sql`true` : sql.join(others, sql` and `)}
         group by a.key, a.kind, 2`,
  );
  const byKey = new Map<string, FacetRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const selected = new Map(plan.filters.map((filter) => [filter.key, filter]));
  const facets = [...byKey.entries()].flatMap(([key, group]): Array<Facet & { position: number }> => {
    const attribute = attributes.get(key);
    if (!attribute) return [];
    const filter = selected.get(key);
    const position = Math.min(...group.map((row) => row.position));
    if (attribute.kind === 'number') {
      const [row] = group;
      if (!row || row.min === null || row.max === null) return [];
      const range = filter?.kind === 'number' ? filter : undefined;
      return [{ kind: 'number', key, label: attribute.label, unit: attribute.unit ?? '', min: row.min, max: row.max, selectedMin: range?.min ?? null, selectedMax: range?.max ?? null, position }];
    }
    const chosen = new Set(filter?.kind === 'choice' ? filter.values : filter?.kind === 'boolean' ? [filter.value ? 'yes' : 'no'] : []);
    const values = group.map((row) => ({ value: row.value, count: row.count, selected: chosen.has(row.value) })).sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
    return [{ kind: attribute.kind, key, label: attribute.label, values, position }];
  });
  return facets.sort((a, b) => a.position - b.position || a.label.localeCompare(b.label)).map(({ position: _position, ...facet }) => facet as Facet);
}

/** When nothing matches: the products whose names come closest to the words. */
async function nearestTo(db: Executor, plan: SearchPlan): Promise<Product[]> {
  const scope = plan.categoryIds ? sql`and p.category_id in (${list(plan.categoryIds)})` : sql``;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from products p where p.archived_at is null ${scope} and word_similarity(${plan.q}, p.name) > 0.2 order by word_similarity(${plan.q}, p.name) desc, p.created_at desc limit 4`,
  );
  return productsInOrder(db, rows.map((row) => row.id));
}

async function planOf(db: Executor, query: Pick<SearchQuery, 'q' | 'category' | 'inStock' | 'f'>) {
  const [attributes, tree] = await Promise.all([filterableAttributes(db), loadCategoryTree(db)]);
  let categoryIds: string[] | null = null;
  if (query.category !== undefined) {
    const category = tree.bySlug.get(query.category);
    if (!category) throw categoryNotFound();
    categoryIds = subtreeIds(tree, category.id);
  }
  const plan: SearchPlan = { q: query.q, partKey: partKey(query.q), categoryIds, inStock: query.inStock === 'true', filters: parseSearchFilters(query.f ?? [], attributes) };
  return { plan, attributes, tree };
}

/** Search and filtering (issue 13): one page of matches, the facet counts, and near matches when there are none. */
export async function searchProducts(db: Executor, query: SearchQuery): Promise<SearchResult> {
  const { plan, attributes } = await planOf(db, query);
  const sort: SearchSort = query.sort ?? (plan.q ? 'relevance' : 'newest');
  const [ids, total, facets] = await Promise.all([
    pageIds(db, plan, sort, query.pageSize, (query.page - 1) * query.pageSize),
    countMatches(db, plan),
    facetsOf(db, plan, attributes),
  ]);
  const items = await productsInOrder(db, ids);
  const nearest = total === 0 && plan.q ? await nearestTo(db, plan) : [];
  return { items, page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize), sort, facets, nearest };
}

/** Suggestions while typing: the best few products and the categories whose names hold the words. */
export async function suggest(db: Executor, q: string): Promise<Suggestions> {
  if (q.length === 0) return { products: [], categories: [] };
  const { plan, tree } = await planOf(db, { q });
  const found = await productsInOrder(db, await pageIds(db, plan, 'relevance', SUGGESTION_COUNT, 0));
  const words = q.toLowerCase();
  return {
    products: found.map((product) => ({ slug: product.slug, name: product.name, sku: product.sku, price: product.price, image: product.image })),
    categories: tree.ordered.filter((category) => category.name.toLowerCase().includes(words)).slice(0, 3).map(toCrumb),
  };
}
