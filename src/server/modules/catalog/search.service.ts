import { sql, type SQL } from 'drizzle-orm';
import { SUGGESTION_COUNT, type SearchSort } from '../../../shared/discovery.js';
import { totalPages } from '../../../shared/schemas/common.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { Facet, SearchQuery, SearchResult, Suggestions } from '../../../shared/schemas/discovery.js';
import { rowsOf, type Executor } from '../../db/database.js';
import type { FilterableAttribute } from './attributes.service.js';
import { toCrumb } from './categories.service.js';
import type { CatalogStructure } from './catalog-structure.js';
import type { SearchFilter } from './search-filters.js';
import type { SearchIndex } from './search-index.js';
import type { FacetCount, FoundPage } from './search-index-answer.js';
import { correctedWords } from './search-corrections.js';
import { nearestTerms, partKey, planOf, searchWordsOf, type SearchPlan } from './search-plan.js';
import { brandCountsOf, categoryCountsOf, facetsInScope, priceFacetOf } from './search-listing.js';
import { readSearch } from './search-reading.js';
import { searchedWith } from './search-synonyms.js';
import { productsInOrder, type ShownProducts } from './shown-products.js';

const list = (values: readonly unknown[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * The ids of the products the words find: full text, a name close to the words (typos), or a part
 * number, manufacturer number or EAN that is the words (from 3 characters: starts with them). One
 * branch per index (the `<> ''` lets the partial part-number indexes serve), so a search never
 * reads the whole table: an `or` of them all made PostgreSQL compare every name with the words
 * (2 s at 100,000 products). Joined rather than `in (…)`, so the planner sees how many there are.
 */
function wordMatches(plan: SearchPlan): SQL {
  const key = plan.partKey;
  const branches = [sql`select id from products where search_document @@ ${tsQuery(plan.q)}`, sql`select id from products where ${plan.nameWords} <% name`];
  if (key.length >= 2) {
    const like = (column: SQL) => (key.length >= 3 ? sql`(${column} = ${key} or ${column} like ${`${key}%`})` : sql`${column} = ${key}`);
    branches.push(sql`select id from products where sku_key <> '' and ${like(sql`sku_key`)}`);
    branches.push(sql`select id from products where mpn_key <> '' and ${like(sql`mpn_key`)}`);
    branches.push(sql`select id from products where ean = ${key}`);
  }
  return sql.join(branches, sql` union `);
}

/**
 * Exact part numbers first, then full-text rank (name and part numbers weigh most); a product the
 * words find only by a close name (a typo) ranks by how close it comes, below one that has the
 * words. The closeness is worked out only for those: it is the costly part with thousands of matches.
 */
function relevance(plan: SearchPlan): SQL {
  if (!plan.q) return sql`0`;
  const key = plan.partKey;
  const exact = key.length >= 2 ? sql`case when p.sku_key = ${key} or p.mpn_key = ${key} or p.ean = ${key} then 100 else 0 end` : sql`0`;
  const prefix = key.length >= 3 ? sql`case when p.sku_key like ${`${key}%`} or p.mpn_key like ${`${key}%`} then 20 else 0 end` : sql`0`;
  const closeness = sql`case when p.search_document @@ ${tsQuery(plan.q)} then 5 else word_similarity(${plan.nameWords}, p.name) * 5 end`;
  return sql`${exact} + ${prefix} + ts_rank_cd(p.search_document, ${tsQuery(plan.q)}, 1) * 10 + ${closeness}`;
}

function filterCondition(filter: SearchFilter): SQL {
  const value =
    filter.kind === 'choice'
      ? sql`v.choice_value in (${list(filter.values)})`
      : filter.kind === 'boolean'
        ? sql`v.boolean_value = ${filter.value}`
        : sql.join([filter.min === null ? undefined : sql`v.number_value >= ${filter.min}`, filter.max === null ? undefined : sql`v.number_value <= ${filter.max}`].filter((part) => part !== undefined), sql` and `);
  // By attribute id, so each product's check is one lookup in the values' primary key (product, attribute).
  return sql`exists (select 1 from product_attribute_values v where v.product_id = p.id and v.attribute_id in (select id from category_attributes where key = ${filter.key}) and ${value})`;
}

function priceCondition(plan: SearchPlan): SQL {
  const { min = null, max = null } = plan.price ?? {};
  const parts = [min === null ? undefined : sql`p.price_cents >= ${min}`, max === null ? undefined : sql`p.price_cents <= ${max}`].filter((part) => part !== undefined);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

const brandCondition = (plan: SearchPlan): SQL => (plan.brands ? sql`coalesce(p.brand in (${list(plan.brands)}), false)` : sql`true`);

/**
 * The products the words, category and stock choice let through, each with one column per
 * filter saying whether it passes (f0, f1 … for specifications, fp for the price, fb for the
 * brand): the facet counts need to know which products pass every filter but their own.
 */
function passes(plan: SearchPlan, withScore: boolean): SQL {
  const where: SQL[] = [sql`p.archived_at is null`];
  const words = plan.q ? sql` join (${wordMatches(plan)}) w on w.id = p.id` : sql``;
  if (plan.categoryIds) where.push(sql`p.category_id in (${list(plan.categoryIds)})`);
  if (plan.inStock) where.push(sql`p.available_quantity >= p.min_order_quantity`);
  const columns = [
    sql`p.id`,
    sql`p.price_cents`,
    sql`p.created_at`,
    sql`p.units_sold_recently`,
    sql`p.rating_count`,
    sql`p.rating_total`,
    sql`p.brand`,
    sql`p.category_id`,
    sql`${priceCondition(plan)} as fp`,
    sql`${brandCondition(plan)} as fb`,
    ...(withScore ? [sql`${relevance(plan)} as score`] : []),
    ...plan.filters.map((filter, i) => sql`${filterCondition(filter)} as ${sql.raw(`f${i}`)}`),
  ];
  return sql`passes as (select ${sql.join(columns, sql`, `)} from products p${words} where ${sql.join(where, sql` and `)})`;
}

/** Every filter passes, but the price's or the brand's when counting those. */
function passesAll(plan: SearchPlan, except?: 'price' | 'brand'): SQL {
  const checks = plan.filters.map((_, i) => `m.f${i}`);
  if (except !== 'price') checks.push('m.fp');
  if (except !== 'brand') checks.push('m.fb');
  return sql.raw(checks.join(' and '));
}

const orderings: Record<SearchSort, SQL> = {
  relevance: sql`m.score desc, m.created_at desc, m.id desc`,
  newest: sql`m.created_at desc, m.id desc`,
  'price-asc': sql`m.price_cents asc, m.id asc`,
  'price-desc': sql`m.price_cents desc, m.id desc`,
  'best-selling': sql`m.units_sold_recently desc, m.created_at desc, m.id desc`,
  // Averages of whole stars compare exactly as doubles; products without a review go last.
  'top-rated': sql`m.rating_total::float8 / nullif(m.rating_count, 0) desc nulls last, m.rating_count desc, m.created_at desc, m.id desc`,
};

async function pageIds(db: Executor, plan: SearchPlan, sort: SearchSort, limit: number, offset: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`with ${passes(plan, sort === 'relevance')} select m.id from passes m where ${passesAll(plan)} order by ${orderings[sort]} limit ${limit} offset ${offset}`);
  return rows.map((row) => row.id);
}

/** One row of a search's answer: a product of the page (`count` is its place), the total, one facet value's count, or a listing count. */
interface MatchRow {
  part: 'item' | 'total' | 'facet' | 'brand' | 'price' | 'category';
  key: string | null;
  value: string | null;
  count: number;
  min: number | null;
  max: number | null;
  position: number;
}

/**
 * The page, the total and the facet counts in one statement: the matching products are found
 * once (the `passes` CTE, read three times, is materialised) and the database is asked once.
 * A product counts for attribute A's facet when it passes every filter except A's own, so
 * choosing one value still shows how many the others have; so for the brands and the price.
 */
async function matchRows(db: Executor, plan: SearchPlan, sort: SearchSort, limit: number, offset: number): Promise<MatchRow[]> {
  const others = [...plan.filters.map((filter, i) => sql`(a.key = ${filter.key} or ${sql.raw(`m.f${i}`)})`), sql`m.fp and m.fb`];
  return rowsOf<MatchRow>(
    db,
    sql`with ${passes(plan, sort === 'relevance')}
        select 'item' as part, page.id::text as key, null as value, page.n::int as count, null::float8 as min, null::float8 as max, 0 as position
          from (select m.id, row_number() over (order by ${orderings[sort]}) as n from passes m where ${passesAll(plan)} order by ${orderings[sort]} limit ${limit} offset ${offset}) page
        union all
        select 'total', null, null, count(*)::int, null, null, 0 from passes m where ${passesAll(plan)}
        union all
        select 'facet', a.key,
               case a.kind when 'number' then '' when 'choice' then v.choice_value else case when v.boolean_value then 'yes' else 'no' end end,
               count(*)::int, min(v.number_value), max(v.number_value), min(a.position)::int
          from passes m
          join product_attribute_values v on v.product_id = m.id
          join category_attributes a on a.id = v.attribute_id
         where ${sql.join(others, sql` and `)}
         group by a.key, a.kind, 3
        union all
        select 'brand', null, m.brand, count(*)::int, null, null, 0 from passes m where ${passesAll(plan, 'brand')} and m.brand <> '' group by m.brand
        union all
        select 'price', null, null, count(*)::int, min(m.price_cents)::float8, max(m.price_cents)::float8, 0 from passes m where ${passesAll(plan, 'price')} having count(*) > 0
        union all
        select 'category', m.category_id::text, null, count(*)::int, null, null, 0 from passes m where ${passesAll(plan)} and m.category_id is not null group by m.category_id`,
  );
}

type FacetRow = MatchRow & FacetCount;

/** The search index of this process, and the products its answers have shown (shown-products.ts). */
export interface IndexAndShown {
  index: SearchIndex;
  shown: ShownProducts;
}

/**
 * The kept products, for ids the index answered: both follow the catalog announcements, and the
 * index answers once every change committed before the search began is heard (search-index.ts),
 * so what is kept then is as fresh as the answer. Ids the database answered are read with it.
 */
const shownWith = (inProcess: IndexAndShown | undefined, answered: object | undefined): ShownProducts | undefined => (answered ? inProcess?.shown : undefined);

/** Near matches shown when nothing matches. */
const NEAREST_COUNT = 4;

async function nearestProducts(db: Executor, plan: SearchPlan, inProcess: IndexAndShown | undefined): Promise<Product[]> {
  const fromIndex = await inProcess?.index.nearest(plan, NEAREST_COUNT);
  return productsInOrder(db, fromIndex ?? (await nearestInDatabase(db, plan)), shownWith(inProcess, fromIndex));
}

// One collator each, made once: `localeCompare` with a locale or options builds a new one per call.
const byValue = new Intl.Collator('en', { numeric: true });
const byLabel = new Intl.Collator();

/** The facets of the counted rows, in the attributes' order; choices sorted by value (numbers as numbers). */
function facetsOf(rows: readonly FacetCount[], plan: SearchPlan, attributes: ReadonlyMap<string, FilterableAttribute>): Facet[] {
  const byKey = new Map<string, FacetCount[]>();
  for (const row of rows) {
    const group = byKey.get(row.key);
    if (group) group.push(row);
    else byKey.set(row.key, [row]);
  }
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
    const values = group.map((row) => ({ value: row.value, count: row.count, selected: chosen.has(row.value) })).sort((a, b) => byValue.compare(a.value, b.value));
    return [{ kind: attribute.kind, key, label: attribute.label, values, position }];
  });
  return facets.sort((a, b) => a.position - b.position || byLabel.compare(a.label, b.label)).map(({ position: _position, ...facet }) => facet as Facet);
}

/**
 * When nothing matches: the products whose names come closest to the words. Candidates are the
 * names close to any one word (the trigram index finds them; comparing every name with the words
 * would read the whole table), ranked by how close they come to all of them.
 */
export async function nearestInDatabase(db: Executor, plan: SearchPlan): Promise<string[]> {
  const terms = nearestTerms(plan.q);
  if (terms.length === 0) return [];
  const candidates = sql.join(terms.map((term) => sql`select id from products where ${term} <% name`), sql` union `);
  const scope = plan.categoryIds ? sql`and p.category_id in (${list(plan.categoryIds)})` : sql``;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select p.id from products p join (${candidates}) w on w.id = p.id
         where p.archived_at is null ${scope}
         order by word_similarity(${plan.q}, p.name) desc, p.created_at desc, p.id limit ${NEAREST_COUNT}`,
  );
  return rows.map((row) => row.id);
}

/** One search's page, total and facet counts, from the index when it can answer, else the database. */
async function findPage(db: Executor, plan: SearchPlan, sort: SearchSort, limit: number, offset: number, inProcess: IndexAndShown | undefined): Promise<{ found: FoundPage; fromIndex: FoundPage | undefined }> {
  const fromIndex = await inProcess?.index.search(plan, { sort, limit, offset, facets: true });
  return { found: fromIndex ?? (await searchInDatabase(db, plan, sort, limit, offset)), fromIndex };
}

/**
 * Search and filtering (issue 13): one page of matches, the facet counts, and near matches when
 * there are none. The search index of this process answers when it can (search-index.ts); the
 * database answers the same otherwise. Before that the words are read (search-reading.ts):
 * quantities and codes in them become filters ("16a mcb"). Words that find nothing are put right
 * where the products show how (search-corrections.ts: "mulitmeter"), and those results shown.
 * The engines search the words with their synonyms (search-synonyms.ts: "mcb" also finds
 * "miniature circuit breaker"); the words shown, corrected and compared with names stay as typed.
 */
/** The facets of the products a plan finds, for reading the quantities among the words (search-reading.ts). */
function facetsOfPlans(db: Executor, structure: CatalogStructure, inProcess: IndexAndShown | undefined) {
  return async (plan: SearchPlan) => facetsOf((await findPage(db, searchedWith(plan, structure.synonyms), 'newest', 0, 0, inProcess)).found.facets, plan, structure.filterable);
}

export async function searchProducts(db: Executor, structure: CatalogStructure, query: SearchQuery, inProcess?: IndexAndShown): Promise<SearchResult> {
  const searched = (plan: SearchPlan) => searchedWith(plan, structure.synonyms);
  const read = await readSearch(structure, query, facetsOfPlans(db, structure, inProcess));
  let plan = planOf(structure, read.query);
  const sort: SearchSort = query.sort ?? (plan.q ? 'relevance' : 'newest');
  const offset = (query.page - 1) * query.pageSize;
  let { found, fromIndex } = await findPage(db, searched(plan), sort, query.pageSize, offset, inProcess);
  let correctedFrom: string | null = null;
  const corrected = found.total === 0 && plan.q ? await correctedWords(db, plan.q) : null;
  if (corrected) {
    const correctedPlan = { ...plan, q: corrected, partKey: partKey(corrected), nameWords: corrected };
    const retry = await findPage(db, searched(correctedPlan), sort, query.pageSize, offset, inProcess);
    if (retry.found.total > 0) {
      correctedFrom = plan.q;
      plan = correctedPlan;
      ({ found, fromIndex } = retry);
    }
  }
  const items = await productsInOrder(db, found.ids, shownWith(inProcess, fromIndex));
  const nearest = found.total === 0 && plan.q ? await nearestProducts(db, plan, inProcess) : [];
  const facets = facetsInScope(structure, facetsOf(found.facets, plan, structure.filterable), found.listing.categories, plan);
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total: found.total,
    totalPages: totalPages(found.total, query.pageSize),
    sort,
    facets,
    price: priceFacetOf(found.listing.price, plan),
    brands: brandCountsOf(found.listing.brands, plan),
    categories: categoryCountsOf(structure.tree, found.listing.categories, plan),
    nearest,
    understood: { q: plan.q, terms: read.terms, correctedFrom },
  };
}

/** The page, total and facet counts of a search, from the database. */
export async function searchInDatabase(db: Executor, plan: SearchPlan, sort: SearchSort, limit: number, offset: number): Promise<FoundPage> {
  const rows = await matchRows(db, plan, sort, limit, offset);
  const price = rows.find((row) => row.part === 'price');
  return {
    ids: rows.filter((row) => row.part === 'item').sort((a, b) => a.count - b.count).flatMap((row) => row.key ?? []),
    total: rows.find((row) => row.part === 'total')?.count ?? 0,
    facets: rows.filter((row): row is FacetRow => row.part === 'facet' && row.key !== null && row.value !== null).map(({ key, value, count, min, max, position }) => ({ key, value, count, min, max, position })),
    listing: {
      brands: rows.flatMap((row) => (row.part === 'brand' && row.value !== null ? [{ value: row.value, count: row.count }] : [])),
      price: price && price.min !== null && price.max !== null ? { min: price.min, max: price.max } : null,
      categories: rows.flatMap((row) => (row.part === 'category' && row.key !== null ? [{ id: row.key, count: row.count }] : [])),
    },
  };
}

/** The best few products for some words, with their synonyms, from the index when it can answer. */
async function bestFew(db: Executor, plan: SearchPlan, inProcess: IndexAndShown | undefined): Promise<Product[]> {
  const fromIndex = await inProcess?.index.search(plan, { sort: 'relevance', limit: SUGGESTION_COUNT, offset: 0, facets: false });
  const ids = fromIndex?.ids ?? (await pageIds(db, plan, 'relevance', SUGGESTION_COUNT, 0));
  return productsInOrder(db, ids, shownWith(inProcess, fromIndex));
}

/**
 * Suggestions while typing: the best few products and the categories whose names hold the words.
 * Quantities among the words are read as a search reads them ("16a mcb" suggests the 16 A
 * breakers), and words that find nothing are put right as a search puts them
 * (search-corrections.ts), so "mulitmeter" suggests multimeters before Enter is pressed.
 */
export async function suggest(db: Executor, structure: CatalogStructure, typed: string, inProcess?: IndexAndShown): Promise<Suggestions> {
  const q = searchWordsOf(typed);
  if (q.length === 0) return { products: [], categories: [] };
  const read = await readSearch(structure, { q }, facetsOfPlans(db, structure, inProcess));
  const plan = planOf(structure, read.query);
  let found = await bestFew(db, searchedWith(plan, structure.synonyms), inProcess);
  const corrected = found.length === 0 && plan.q ? await correctedWords(db, plan.q) : null;
  if (corrected) found = await bestFew(db, searchedWith({ ...plan, q: corrected, partKey: partKey(corrected), nameWords: corrected }, structure.synonyms), inProcess);
  const words = plan.q.toLowerCase();
  return {
    products: found.map((product) => ({ id: product.id, slug: product.slug, name: product.name, sku: product.sku, price: product.price, minOrderQuantity: product.minOrderQuantity, image: product.image })),
    categories: words ? structure.tree.ordered.filter((category) => category.name.toLowerCase().includes(words)).slice(0, 3).map(toCrumb) : [],
  };
}
