import type { SearchSort } from '../../../shared/discovery.js';
import type { Database, DatabaseHandle } from '../../db/database.js';
import type { AnnouncementFollower } from '../../db/notified-cache.js';
import type { Log } from '../../log.js';
import { CATALOG_CHANGED_CHANNEL, parseCatalogChange, SEARCH_WORDS_CHANGED } from './catalog-cache.js';
import { countFound, nearestFromIndex, pageFromIndex, type CountedSearch, type FoundPage } from './search-index-answer.js';
import { KeptWhileUnchanged } from './search-index-kept.js';
import { findWordMatches, type IndexWords, type WordMatches } from './search-index-words.js';
import { readIndexedAttributes, readIndexedProducts, readIndexedValues, readLiveProductOrder, readTextQuery, type IndexedProductRow, type IndexedValueRow } from './search-index-rows.js';
import { SearchIndexStore } from './search-index-store.js';
import { nearestTerms, type SearchPlan } from './search-plan.js';
import { parseTextSearchQuery } from './text-search-query-text.js';
import { CharacterRules, learnCharacters } from './trigram-similarity.js';
import { queryTrigramsOf } from './trigram-word-similarity.js';

/** Products read per statement when the whole index is read: other statements get their turn in between. */
const LOAD_BATCH = 5_000;
/**
 * How long a search waits to know it has heard every change committed before it; past that (a
 * listening connection that stopped answering) the database answers it.
 */
const HEARD_WITHIN_MS = 1_000;
/**
 * What words find, kept for words searched again (with other filters, sorts or pages), over all
 * words: about 30 bytes a found product (its slot, how found, closeness, rank and relevance).
 */
const WORD_MATCHES_KEPT = { bytes: 32 * 1024 * 1024, entries: 5_000 };
const BYTES_PER_FOUND_PRODUCT = 30;
/** What searches count (the products that pass, 4 bytes each, and the facet counts), per words, category, stock and filters. */
const COUNTED_KEPT = { bytes: 16 * 1024 * 1024, entries: 5_000 };
const BYTES_PER_FACET = 100;
/** Characters of shoppers' words the index asks the database about; words with others go to the database. */
const CHARACTERS_LEARNED = 2_000;

/** Whether `promise` settles within `ms` (its rejection counts as not). */
async function withinTime(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** After a failed reading of the whole index, the next try. */
const RETRY_READ_MS = 30_000;
/** The database's query of the words, kept for this many different words (it depends on the words only). */
const TEXT_QUERIES_KEPT = 5_000;

/**
 * The search index of this process (search-index-store.ts), kept true to the database like the
 * catalog cache (catalog-freshness.ts):
 * - it is read whole at start, after the catalog announcements are heard, in batches;
 * - an announcement that products may have moved on or off lists ("L:ids": words, category,
 *   price, stock crossing the minimum order, specification values, archiving) has those products
 *   read again; a search waits until every change announced before it began is in;
 * - an announcement of everything (categories or attributes changed, a bulk change) and a lost
 *   announcement channel set the index aside until it has been read whole again.
 * A search the index cannot answer (not read yet, or words it does not handle) returns undefined,
 * and the database answers it (search.service.ts): both answer alike, which a test checks.
 * Announcements of data only ("C:ids": stock that stays orderable, pictures, price breaks) change
 * nothing the index holds.
 */
export class SearchIndex implements AnnouncementFollower {
  #store: SearchIndexStore | null = null;
  /** Grows at each reading of the whole index, so a reading that was overtaken is dropped. */
  #reading = 0;
  #hearing = false;
  readonly #changed = new Set<string>();
  /** Changes asked for so far, and how many of them are in the index. */
  #asked = 0;
  #applied = 0;
  #batch: Promise<void> | null = null;
  readonly #characters = new CharacterRules();
  #learnedForShoppers = 0;
  readonly #textQueries = new Map<string, string>();
  readonly #wordMatches = new KeptWhileUnchanged<WordMatches>(WORD_MATCHES_KEPT.bytes, WORD_MATCHES_KEPT.entries, (found) => found.slots.length * BYTES_PER_FOUND_PRODUCT);
  readonly #counted = new KeptWhileUnchanged<CountedSearch & { finding: number }>(
    COUNTED_KEPT.bytes,
    COUNTED_KEPT.entries,
    (counted) => counted.passing.byteLength + counted.facets.length * BYTES_PER_FACET,
  );

  private readonly db: Database;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<Log, 'info' | 'error'>,
  ) {
    this.db = database.db;
  }

  /** Whether searches are answered from the index now. */
  get ready(): boolean {
    return this.#store !== null;
  }

  /** The announcements are heard (again): the whole index is read. Resolves once it is read, or that reading was overtaken. */
  heard(): Promise<void> {
    this.#hearing = true;
    return this.#readAll();
  }

  /** The announcement channel is lost: changes may go unheard, so the index is set aside. */
  lost(): void {
    this.#hearing = false;
    this.#setAside();
  }

  /** A catalog announcement (catalog-cache.ts `parseCatalogChange`), from any process. */
  announced(payload: string): void {
    // Synonyms are read above the index (search-synonyms.ts): its products are as they were.
    if (payload === SEARCH_WORDS_CHANGED) return;
    const change = parseCatalogChange(payload);
    if (!change) void this.#readAll();
    else if (change.lists) this.productsChanged(change.productIds);
  }

  /** This process has just changed categories, attributes or many products: the index is read whole again. */
  everythingChanged(): void {
    void this.#readAll();
  }

  /** Products this process has just changed in a way that may move them on or off lists. */
  productsChanged(ids: readonly string[]): void {
    if (!this.#hearing) return;
    for (const id of ids) this.#changed.add(id);
    this.#asked += 1;
    // While the whole index is being read, they are read again once it is in.
    if (this.#store && !this.#batch) this.#batch = this.#readChanged();
  }

  /** One page of a search, its total and facet counts; undefined when the database should answer. */
  async search(plan: SearchPlan, request: { sort: SearchSort; limit: number; offset: number; facets: boolean }): Promise<FoundPage | undefined> {
    // The question that makes the store current and the one reading the words go at once: one
    // round trip's wait instead of two (neither needs the other's answer).
    const [store, text] = await Promise.all([this.#current(), this.#store && plan.q ? this.#textQueryOf(plan.q) : null]);
    // From here on nothing waits: a change read in meanwhile is either wholly in what follows or not at all.
    if (!store || text === undefined || this.#store !== store || (plan.q && store.namesNotReproduced.size > 0)) return undefined;
    const words = text === null ? null : this.#words(store, plan.nameWords, text);
    if (words === undefined) return undefined;
    const found = words && this.#wordMatches.get(store, JSON.stringify([plan.q, plan.nameWords, plan.partKey]), () => findWordMatches(store, plan, words));
    const counted = this.#counted.get(
      store,
      JSON.stringify([plan.q, plan.nameWords, plan.partKey, plan.categoryIds, plan.inStock, plan.filters, plan.price, plan.brands, request.facets]),
      () => ({ ...countFound(store, plan, found, request.facets), finding: found?.serial ?? 0 }),
      // What it counted are places among the products of that finding of the words.
      (kept) => kept.finding === (found?.serial ?? 0),
    );
    return pageFromIndex(store, plan, words && found && { words, found }, counted, request);
  }

  /** The ids of the products whose names come closest to words that found nothing; undefined when the database should answer. */
  async nearest(plan: SearchPlan, count: number): Promise<string[] | undefined> {
    const [store, text] = await Promise.all([this.#current(), this.#store ? this.#textQueryOf(plan.q) : undefined]);
    const terms = nearestTerms(plan.q);
    if (!store || text === undefined || !(await this.#knowsCharactersOf(terms.join(' ')))) return undefined;
    // From here on nothing waits (see `search`).
    if (this.#store !== store || store.namesNotReproduced.size > 0) return undefined;
    const words = this.#words(store, plan.q, text);
    if (!words) return undefined;
    return nearestFromIndex(store, plan, words, terms.map((term) => queryTrigramsOf(term, this.#characters)), count);
  }

  /**
   * The store once every change committed before this call is in it (announced to this process,
   * and read), or null when it is set aside.
   */
  async #current(): Promise<SearchIndexStore | null> {
    if (!this.#store) return null;
    if (!(await withinTime(this.database.heardUpToNow(CATALOG_CHANGED_CHANNEL), HEARD_WITHIN_MS))) return null;
    const asked = this.#asked;
    while (this.#store && this.#applied < asked && this.#batch) await this.#batch;
    return this.#store;
  }

  /**
   * The database's query of the words (kept per words), once the characters of the words are
   * known; undefined when the database should answer (characters it could not explain).
   */
  async #textQueryOf(q: string): Promise<string | undefined> {
    if (!(await this.#knowsCharactersOf(q))) return undefined;
    let text = this.#textQueries.get(q);
    if (text === undefined) {
      text = await readTextQuery(this.db, q);
      this.#textQueries.set(q, text);
      if (this.#textQueries.size > TEXT_QUERIES_KEPT) this.#textQueries.delete(this.#textQueries.keys().next().value!);
    }
    return text;
  }

  /**
   * The words as the index needs them, read against the store as it is now (a word form no product
   * had when they were read can never be found with them), or undefined for a query form the index
   * does not handle. Called with nothing awaited before the words are used.
   */
  #words(store: SearchIndexStore, q: string, text: string): IndexWords | undefined {
    const parsed = text === '' ? null : parseTextSearchQuery(text, store.dictionary);
    if (parsed?.kind === 'unsupported') return undefined;
    return { text: parsed, trigrams: queryTrigramsOf(q, this.#characters) };
  }

  /**
   * Learns from the database how it reads the characters of `text` it has not met yet (each is
   * asked once, and at most `CHARACTERS_LEARNED` from shoppers' words); false if some stay unknown.
   */
  async #knowsCharactersOf(text: string, fromShoppers = true): Promise<boolean> {
    const unknown = this.#characters.unknownIn(text);
    if (unknown.length === 0) return true;
    const toAsk = unknown.filter((character) => !this.#characters.asked(character));
    if (toAsk.length === 0 || (fromShoppers && this.#learnedForShoppers + toAsk.length > CHARACTERS_LEARNED)) return false;
    if (fromShoppers) this.#learnedForShoppers += toAsk.length;
    await learnCharacters(this.db, toAsk, this.#characters);
    return this.#characters.unknownIn(text).length === 0;
  }

  #setAside() {
    this.#reading += 1;
    this.#store = null;
    this.#wordMatches.clear();
    this.#counted.clear();
    this.#changed.clear();
    this.#applied = this.#asked;
  }

  async #readAll(): Promise<void> {
    this.#setAside();
    if (!this.#hearing) return;
    const reading = this.#reading;
    try {
      const store = new SearchIndexStore(await readIndexedAttributes(this.db), this.#characters);
      // Products created while it is read are announced, and read again once it is in (below).
      const order = await readLiveProductOrder(this.db);
      for (let at = 0; at < order.length; at += LOAD_BATCH) {
        if (reading !== this.#reading) return;
        const ids = order.slice(at, at + LOAD_BATCH);
        const [rows, values] = await Promise.all([readIndexedProducts(this.db, ids), readIndexedValues(this.db, ids)]);
        await this.#learnNames(rows);
        if (reading !== this.#reading) return;
        if (!store.knowsAttributesOf(values)) {
          void this.#readAll();
          return;
        }
        store.apply(ids, rows, values);
      }
      store.prepare();
      this.#store = store;
      this.log.info({ products: store.size }, 'search index read');
      // Changes announced while it was being read are read again now.
      if (this.#changed.size > 0 && !this.#batch) this.#batch = this.#readChanged();
    } catch (error) {
      if (reading !== this.#reading) return;
      this.log.error({ err: error }, 'the search index could not be read; the database answers searches until it is');
      setTimeout(() => reading === this.#reading && void this.#readAll(), RETRY_READ_MS).unref();
    }
  }

  /** Names whose characters stay unknown are kept aside by the store (`namesNotReproduced`). */
  async #learnNames(rows: readonly IndexedProductRow[]): Promise<void> {
    await this.#knowsCharactersOf(rows.map((row) => row.name).join(' '), false);
  }

  /** Reads the changed products again; the next batch starts when this one is in. */
  async #readChanged(): Promise<void> {
    try {
      if (this.#changed.size > 0 && this.#store) {
        const store = this.#store;
        const ids = [...this.#changed];
        const asked = this.#asked;
        this.#changed.clear();
        let rows: IndexedProductRow[];
        let values: IndexedValueRow[];
        try {
          [rows, values] = await Promise.all([readIndexedProducts(this.db, ids), readIndexedValues(this.db, ids)]);
          await this.#learnNames(rows);
          if (store !== this.#store) return;
          if (!store.knowsAttributesOf(values)) {
            void this.#readAll();
            return;
          }
          store.apply(ids, rows, values);
        } catch (error) {
          // Set aside at once: a store that failed half-way through a change is never read.
          this.log.error({ err: error }, 'changed products could not be read into the search index; it is read whole again');
          if (store === this.#store) void this.#readAll();
          return;
        }
        this.#applied = asked;
      }
    } finally {
      this.#batch = null;
      if (this.#changed.size > 0 && this.#store) this.#batch = this.#readChanged();
    }
  }
}
