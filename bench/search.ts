import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { searchQuerySchema } from '../src/shared/schemas/discovery.js';
import type { Database } from '../src/server/db/database.js';
import { PGLITE_EXTENSIONS } from '../src/server/db/pglite.js';
import { SHOP_CONNECTION_OPTIONS } from '../src/server/db/postgres.js';
import * as schema from '../src/server/db/schema.js';
import { loadCatalogStructure, type CatalogStructure } from '../src/server/modules/catalog/catalog-structure.js';
import { searchProducts } from '../src/server/modules/catalog/search.service.js';
import { seededRandom } from '../src/server/test/seeded-random.js';
import { databaseLabel, type BenchDatabase } from './lib/databases.js';
import { APP_POOL_SIZE, openDirectSql } from './lib/direct-sql.js';
import { latencyResult, loadTest, type LoadResult } from './lib/load.js';
import { openLoopInTurns, openLoopTest, type OpenLoopResult } from './lib/open-loop.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { startShop, type RunningShop } from './lib/shop-process.js';

/**
 * More different searches than the shop's catalog cache keeps (2,000 answers, least recently used
 * first out): the shop runs them in turn, so no answer comes from the cache.
 */
const SEARCH_PATHS = 2_600;
const WARM_PATHS = 200;
/**
 * Searches at once: a search costs far more than a catalog read, and more waiting shoppers only
 * lengthen the queue. As many as the shop's PostgreSQL pool has connections (10); PGlite answers
 * one statement at a time, and 4 keep it busy.
 */
const SEARCH_CONNECTIONS = { postgres: 10, pglite: 4 } as const;
/** A search answered later than this counts as failed. */
const SEARCH_TIMEOUT_SECONDS = 60;
/**
 * Shoppers arriving at random moments at this average rate (180,000 searches an hour, a busy trade
 * shop), the same for every catalog, so their latencies compare under the same load; 2,000
 * searches (the p99 is then the 20th slowest), none of them among the paths above.
 */
export const SEARCH_ARRIVALS_PER_SECOND = 50;
const ARRIVING_SEARCHES = 2_000;

interface CatalogSample {
  products: { name: string; sku: string; mpn: string | null; ean: string | null; brand: string | null; category: string }[];
  categories: { id: string; slug: string; parentId: string | null }[];
  attributes: { categoryId: string; key: string; kind: 'number' | 'choice' | 'boolean'; unit: string | null; choices: string[]; min: number | null; max: number | null }[];
}

export async function sampleCatalog(database: BenchDatabase): Promise<CatalogSample> {
  const sql = await openDirectSql(database);
  try {
    const products = await sql.query<CatalogSample['products'][number]>(
      `select p.name, p.sku, p.mpn, p.ean, p.brand, c.slug as category
         from products p join categories c on c.id = p.category_id
        where p.archived_at is null and p.sku is not null
        order by md5(p.id::text) limit 500`,
    );
    const categories = await sql.query<CatalogSample['categories'][number]>(`select id, slug, parent_id as "parentId" from categories where archived_at is null`);
    const attributes = await sql.query<CatalogSample['attributes'][number]>(
      `select a.category_id as "categoryId", a.key, a.kind, a.unit, a.choices, r.min, r.max
         from category_attributes a
         left join (select attribute_id, min(number_value) as min, max(number_value) as max from product_attribute_values group by attribute_id) r on r.attribute_id = a.id`,
    );
    return { products, categories, attributes };
  } finally {
    await sql.close();
  }
}

const words = (name: string) => name.split(/\s+/).filter((word) => /^[A-Za-z]{3,}$/.test(word));

/**
 * Searches as shoppers of a trade shop make them, in a fixed mix: part numbers (exact, in other
 * spellings, and their beginnings), words from product names (some with a typo), brands,
 * categories with specification filters, words within a category; with sorts, stock and pages.
 */
export function searchPaths(sample: CatalogSample, count: number, seed = 13): string[] {
  const random = seededRandom(seed);
  const { pick } = random;
  const chance = (p: number) => random.next() < p;
  const attributesOf = (slug: string) => {
    const byId = new Map(sample.categories.map((category) => [category.id, category]));
    const found = sample.categories.find((category) => category.slug === slug);
    const ids = new Set<string>();
    for (let category = found; category; category = category.parentId ? byId.get(category.parentId) : undefined) ids.add(category.id);
    return sample.attributes.filter((attribute) => ids.has(attribute.categoryId));
  };
  const filterOf = (attribute: CatalogSample['attributes'][number]): string | undefined => {
    if (attribute.kind === 'choice') return attribute.choices.length ? `${attribute.key}:${pick(attribute.choices)}` : undefined;
    if (attribute.kind === 'boolean') return `${attribute.key}:${pick(['yes', 'no'])}`;
    if (attribute.min === null || attribute.max === null) return undefined;
    const span = attribute.max - attribute.min;
    const low = attribute.min + span * random.next() * 0.6;
    const high = low + span * (0.2 + random.next() * 0.5);
    const unit = chance(0.5) ? ` ${attribute.unit}` : '';
    return chance(0.3) ? `${attribute.key}:${Math.round(low)}${unit}..` : `${attribute.key}:${Math.round(low)}..${Math.round(high)}${unit}`;
  };
  const typo = (word: string) => {
    const at = 1 + Math.floor(random.next() * (word.length - 2));
    return word.slice(0, at) + word.slice(at + 1);
  };

  const paths = new Set<string>();
  for (let i = 0; paths.size < count && i < count * 20; i += 1) {
    const product = pick(sample.products);
    const params = new URLSearchParams();
    const kind = i % 10;
    const name = words(product.name);
    if (kind <= 1) {
      const part = pick([product.sku, product.sku.toLowerCase().replace(/-/g, ''), product.mpn ?? product.sku, (product.mpn ?? product.sku).toLowerCase(), product.ean ?? product.sku]);
      params.set('q', part);
    } else if (kind === 2) {
      params.set('q', product.sku.slice(0, -1));
    } else if (kind <= 4) {
      const start = Math.floor(random.next() * Math.max(1, name.length - 1));
      params.set('q', name.slice(start, start + (chance(0.5) ? 2 : 1)).join(' ').toLowerCase() || product.name);
    } else if (kind === 5) {
      const long = name.filter((word) => word.length >= 5);
      params.set('q', long.length ? typo(pick(long).toLowerCase()) : product.sku);
    } else if (kind === 6) {
      params.set('q', product.brand ?? product.sku);
    } else if (kind <= 8) {
      const category = pick(sample.categories).slug;
      params.set('category', category);
      const attributes = attributesOf(category);
      const filters = attributes.length === 0 ? 0 : Math.floor(random.next() * 3);
      for (let f = 0; f < filters; f += 1) {
        const filter = filterOf(pick(attributes));
        if (filter && !params.getAll('f').some((other) => other.split(':')[0] === filter.split(':')[0])) params.append('f', filter);
      }
    } else {
      params.set('q', (name[0] ?? product.sku).toLowerCase());
      params.set('category', product.category);
    }
    if (chance(0.4)) params.set('sort', pick(['relevance', 'newest', 'price-asc', 'price-desc']));
    if (chance(0.2)) params.set('inStock', 'true');
    if (chance(0.3)) params.set('page', String(pick([2, 3])));
    if (chance(0.4)) params.set('pageSize', String(pick([12, 48])));
    paths.add(`/api/search?${params.toString()}`);
  }
  return [...paths];
}

/** The statements one search sends, as text and parameters. */
export type Statement = { text: string; params: unknown[] };

interface Connection {
  /** The shop's own search, its statements recorded as they are sent. */
  record(path: string): Promise<Statement[]>;
  /** One statement sent straight to the database. */
  query(statement: Statement): Promise<void>;
  parallelism: number;
  close(): Promise<void>;
}

export async function connect(database: BenchDatabase): Promise<Connection> {
  let recorded: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void recorded.push({ text, params }) };
  // The shop reads the category tree and the attributes once and keeps them (catalog-structure.ts):
  // read here once too, before recording, so the direct side sends what the shop sends per search.
  let structure: CatalogStructure | undefined;
  const record = async (db: Database, path: string) => {
    structure ??= await loadCatalogStructure(db);
    recorded = [];
    const url = new URL(path, 'http://shop');
    const query = searchQuerySchema.parse({ ...Object.fromEntries(url.searchParams), f: url.searchParams.getAll('f').length ? url.searchParams.getAll('f') : undefined });
    await searchProducts(db, structure, query);
    return recorded;
  };
  if (database.databaseUrl) {
    const pool = new pg.Pool({ connectionString: database.databaseUrl, options: SHOP_CONNECTION_OPTIONS, max: APP_POOL_SIZE });
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database;
    return {
      record: (path) => record(db, path),
      query: async (statement) => void (await pool.query(statement.text, statement.params)),
      parallelism: APP_POOL_SIZE,
      close: () => pool.end(),
    };
  }
  // PGlite allows one process per data directory: the shop must be stopped while this is open.
  const client = await PGlite.create(`${database.dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    record: (path) => record(db, path),
    query: async (statement) => void (await client.query(statement.text, statement.params)),
    parallelism: 1,
    close: () => client.close(),
  };
}

/**
 * The recorded statements of each search, sent straight to the database for `durationSeconds`,
 * as many searches at once as the shop's pool has connections, each search's statements one
 * after the other; searches taken in the same order as the shop got them.
 */
async function replay(connection: Connection, searches: Statement[][], durationSeconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const until = performance.now() + durationSeconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const statements = searches[next % searches.length]!;
      next += 1;
      const started = performance.now();
      for (const statement of statements) await connection.query(statement);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connection.parallelism }, worker));
  return latencyResult(latencies, 0, (performance.now() - started) / 1000);
}

/** Failed answers, and for arrivals how late the benchmark itself sent them. */
export function searchNote(result: LoadResult | OpenLoopResult): string | undefined {
  const notes = [result.failures > 0 ? `${result.failures} of ${result.total} answers failed` : undefined, 'sentLateP99Ms' in result ? `sent up to ${result.sentLateP99Ms.toFixed(1)} ms late (p99)` : undefined];
  return notes.filter(Boolean).join('; ') || undefined;
}

export interface SearchBenchOptions {
  database: BenchDatabase;
  /** e.g. "demo catalog" or "100,000 products" */
  size: string;
  connections: number;
  durationSeconds: number;
  /**
   * A database holding the demo catalog, whose shop is searched the same way and then takes
   * arriving searches in turns with this one (`openLoopInTurns`): its latencies are the baseline
   * of this shop's, measured under the same machine load.
   */
  arrivalsBeside?: BenchDatabase;
}

export interface SearchFigures {
  shop: LoadResult;
  direct: LoadResult;
  /** The shop under searches arriving at SEARCH_ARRIVALS_PER_SECOND. */
  arriving: OpenLoopResult;
  /** The shop of `arrivalsBeside` under the same arrivals, in turns with this one. */
  arrivingBeside?: OpenLoopResult;
}

/** The arriving searches are sent in this many rounds when two shops take them in turns. */
const ARRIVAL_ROUNDS = 4;

interface SearchPathSets {
  measured: string[];
  warm: string[];
  arriving: string[];
}

async function searchPathSets(database: BenchDatabase): Promise<SearchPathSets> {
  const paths = searchPaths(await sampleCatalog(database), SEARCH_PATHS + WARM_PATHS + ARRIVING_SEARCHES);
  if (paths.length < SEARCH_PATHS + WARM_PATHS + ARRIVING_SEARCHES) throw new Error(`The catalog gives ${paths.length} different searches; the benchmark sends ${SEARCH_PATHS + WARM_PATHS + ARRIVING_SEARCHES}`);
  return { measured: paths.slice(0, SEARCH_PATHS), warm: paths.slice(SEARCH_PATHS, SEARCH_PATHS + WARM_PATHS), arriving: paths.slice(SEARCH_PATHS + WARM_PATHS) };
}

/**
 * The shop started on `database` (left running) and searched as every shop is before the arrivals:
 * a check of the first searches, a short warm-up, then `durationSeconds` of different searches as
 * many at once as `connections`, whose result this is.
 */
async function searchedShop(database: BenchDatabase, paths: SearchPathSets, connections: number, durationSeconds: number): Promise<{ shop: RunningShop; saturated: LoadResult; paths: SearchPathSets }> {
  const shop = await startShop(database);
  try {
    console.log(`  search index read in ${Math.round(shop.searchIndexMs)} ms after start-up; shop process ${Math.round(await shop.rssMb())} MB`);
    for (const path of paths.measured.slice(0, 20)) {
      const response = await fetch(`${shop.url}${path}`);
      if (response.status !== 200) throw new Error(`The shop answered ${response.status} to ${path}: ${await response.text()}`);
    }
    const inTurn = (list: string[]) => {
      let next = 0;
      return (request: { path?: string }) => ({ ...request, path: list[next++ % list.length] });
    };
    await loadTest({ url: shop.url, connections, durationSeconds: 2, timeoutSeconds: SEARCH_TIMEOUT_SECONDS, setupRequest: inTurn(paths.warm) });
    const saturated = await loadTest({ url: shop.url, connections, durationSeconds, timeoutSeconds: SEARCH_TIMEOUT_SECONDS, setupRequest: inTurn(paths.measured) });
    return { shop, saturated, paths };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

/**
 * Search with facet counts through the shop (GET /api/search, thousands of different searches,
 * none answered from the cache of answers; the products they show are kept as in any shop
 * process) beside the same SQL sent straight to the database, same run; then the shop's latencies
 * under other searches arriving at SEARCH_ARRIVALS_PER_SECOND, in turns with the shop of
 * `arrivalsBeside` when there is one.
 */
export async function benchSearch(options: SearchBenchOptions): Promise<{ rows: BenchRow[]; figures: SearchFigures }> {
  const label = `${databaseLabel(options.database.kind)}, ${options.size}`;
  const paths = await searchPathSets(options.database);
  const connections = Math.min(options.connections, SEARCH_CONNECTIONS[options.database.kind]);
  console.log(`  search (${label}): ${paths.measured.length} different searches, ${connections} at once`);

  let shopResult: LoadResult;
  let arriving: OpenLoopResult;
  let arrivingBeside: OpenLoopResult | undefined;
  const besideDatabase = options.arrivalsBeside;
  const beside = besideDatabase && (await searchedShop(besideDatabase, await searchPathSets(besideDatabase), connections, options.durationSeconds));
  try {
    const { shop, saturated } = await searchedShop(options.database, paths, connections, options.durationSeconds);
    shopResult = saturated;
    try {
      // The collections the saturated load left due happen before the arrivals, not among them.
      await sleep(2000);
      const arrivals = { ratePerSecond: SEARCH_ARRIVALS_PER_SECOND, timeoutSeconds: SEARCH_TIMEOUT_SECONDS };
      if (beside) {
        console.log(`  arrivals in ${ARRIVAL_ROUNDS} rounds, in turns with the demo catalog`);
        [arriving, arrivingBeside] = (await openLoopInTurns([{ url: shop.url, paths: paths.arriving }, { url: beside.shop.url, paths: beside.paths.arriving }], ARRIVAL_ROUNDS, arrivals)) as [OpenLoopResult, OpenLoopResult];
      } else {
        arriving = await openLoopTest({ ...arrivals, url: shop.url, paths: paths.arriving });
      }
    } finally {
      await shop.stop();
    }
  } finally {
    await beside?.shop.stop();
  }

  const connection = await connect(options.database);
  let direct: LoadResult;
  try {
    // The direct side needs about as many searches as the shop made; recording runs each once.
    const wanted = Math.min(paths.measured.length, Math.max(200, Math.ceil(shopResult.total * 1.5)));
    const searches: Statement[][] = [];
    for (const path of paths.measured.slice(0, wanted)) searches.push(await connection.record(path));
    const warmSearches: Statement[][] = [];
    for (const path of paths.warm.slice(0, 50)) warmSearches.push(await connection.record(path));
    await replay(connection, warmSearches, 1);
    direct = await replay(connection, searches, options.durationSeconds);
  } finally {
    await connection.close();
  }

  const section = `Search (${label})`;
  const rows: BenchRow[] = [
    { ...compared(section, 'GET /api/search req/s', 'req/s', shopResult.okPerSecond, { label: 'same SQL direct', value: direct.requestsPerSecond }, atLeast(0.5)), note: searchNote(shopResult) },
    compared(section, 'GET /api/search p50', 'ms', shopResult.p50Ms, { label: 'same SQL direct', value: direct.p50Ms }),
    compared(section, 'GET /api/search p99', 'ms', shopResult.p99Ms, { label: 'same SQL direct', value: direct.p99Ms }),
    { ...measured(section, `GET /api/search p50, ${SEARCH_ARRIVALS_PER_SECOND} searches/s arriving`, 'ms', arriving.p50Ms), note: searchNote(arriving) },
    { ...measured(section, `GET /api/search p99, ${SEARCH_ARRIVALS_PER_SECOND} searches/s arriving`, 'ms', arriving.p99Ms), note: searchNote(arriving) },
  ];
  return { rows, figures: { shop: shopResult, direct, arriving, arrivingBeside } };
}
