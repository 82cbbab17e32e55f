import { grownArray } from './grown-array.js';
import { LexemeDictionary } from './lexeme-dictionary.js';
import { StoredNames } from './search-index-names.js';
import { StoredIds } from './search-index-ids.js';
import { PackedKeys, SortedKeys } from './search-index-part-numbers.js';
import { postingsAdd, type SlotList, WordFormPostings } from './search-index-postings.js';
import { PackedValues, type PackedValue } from './search-index-values.js';
import type { IndexedAttributeRow, IndexedProductRow, IndexedValueRow } from './search-index-rows.js';
import { DocumentWindow, StoredTexts } from './search-index-texts.js';
import { weightSumOf } from './text-search-rank.js';
import { entryLexeme, parseTextSearchVector } from './text-search-vector.js';
import { trigramsOf, UnlearnedCharacterError, type CharacterRules } from './trigram-similarity.js';

/** A facet value: what the database's statement groups by. */
export interface FacetGroup {
  key: string;
  kind: string;
  value: string;
}

/** What a value's attribute is for filters and facets. */
export type StoredAttribute = Omit<IndexedAttributeRow, 'id'>;

const distinct = (values: ArrayLike<number>): number[] => [...new Set(Array.from(values))];
const NO_TRIGRAMS = new Int32Array(0);

/**
 * The live catalog as the search needs it, in this process: each product in a numbered slot, its
 * sort keys in typed arrays, postings from word forms and name trigrams to slots, and its
 * specification values. Built from the database's rows and changed product by product as the
 * catalog announcements name them (search-index.ts); the database stays the only truth.
 */
export class SearchIndexStore {
  readonly dictionary = new LexemeDictionary();
  readonly attributes: StoredAttribute[];
  readonly #attributeNumbers = new Map<string, number>();
  readonly #categoryNumbers = new Map<string, number>();
  /** Each category number's id. */
  readonly #categoryIds: string[] = [];
  readonly #brandNumbers = new Map<string, number>();
  /** Each brand number's name, as the products spell it. */
  readonly brands: string[] = [];
  readonly #keyNumbers = new Map<string, number>();
  readonly #groupNumbers = new Map<string, number>();
  /** Facet values met so far, by number (numbers are never reused). */
  readonly groups: FacetGroup[] = [];

  /** Each slot's product id; `ids.live[slot]` is 1 for a slot that holds a product. */
  readonly ids = new StoredIds();
  categoryNo = new Int32Array(0);
  /** Each slot's brand number (-1: none). */
  brandNo = new Int32Array(0);
  priceCents = new Int32Array(0);
  /** Each slot's pieces sold ("best selling"). */
  unitsSoldRecently = new Int32Array(0);
  /** Each slot's visible reviews and the sum of their stars ("top rated"). */
  ratingCount = new Int32Array(0);
  ratingTotal = new Int32Array(0);
  inStock = new Uint8Array(0);
  createdAt = new Float64Array(0);
  /** Each slot's `sku_key` at place `slot * 2` and `mpn_key` at `slot * 2 + 1` ('' for none). */
  readonly #partNumbers = new PackedKeys();
  readonly #sortedPartNumbers = new SortedKeys(this.#partNumbers);
  /** Each slot's EAN ('' for none). */
  readonly #eans = new PackedKeys();
  readonly #sortedEans = new SortedKeys(this.#eans);
  /** Each product's name, as its trigrams. */
  readonly names = new StoredNames();
  /** Each product's text (`search_document`), read through a `DocumentWindow`. */
  readonly texts = new StoredTexts();
  readonly values = new PackedValues();

  readonly #freeSlots: number[] = [];
  readonly lexemePostings = new WordFormPostings();
  readonly trigramPostings = new Map<number, SlotList>();
  /** The slots of each category number (-1: none). */
  readonly categorySlots = new Map<number, SlotList>();
  /** Grows with every change: what was worked out from the store before is stale. */
  version = 0;
  /**
   * Slots whose names hold a character the database did not say how it reads for trigrams: their
   * closeness to words cannot be worked out here, so searches with words go to the database while
   * there are any.
   */
  readonly namesNotReproduced = new Set<number>();

  constructor(
    attributes: readonly IndexedAttributeRow[],
    readonly characters: CharacterRules,
  ) {
    this.attributes = attributes.map(({ id, ...attribute }, number) => {
      this.#attributeNumbers.set(id, number);
      return attribute;
    });
    this.attributeKeyNo = Int32Array.from(this.attributes, (attribute) => this.#numberOf(this.#keyNumbers, attribute.key));
  }

  /** The key number of each attribute. */
  readonly attributeKeyNo: Int32Array;

  /** The number of an attribute key, or -1 when no attribute has it. */
  keyNumber(key: string): number {
    return this.#keyNumbers.get(key) ?? -1;
  }

  get keyCount(): number {
    return this.#keyNumbers.size;
  }

  #numberOf(numbers: Map<string, number>, key: string): number {
    let number = numbers.get(key);
    if (number === undefined) numbers.set(key, (number = numbers.size));
    return number;
  }

  /** The facet value a stored value counts for (search.service.ts groups by key, kind and what it shows). */
  #groupOf(attribute: StoredAttribute, value: IndexedValueRow): number {
    const shown = attribute.kind === 'number' ? '' : attribute.kind === 'choice' ? value.choiceValue : value.booleanValue ? 'yes' : 'no';
    if (shown === null) return -1;
    const before = this.#groupNumbers.size;
    const group = this.#numberOf(this.#groupNumbers, `${attribute.key}\u0000${attribute.kind}\u0000${shown}`);
    if (group === before) this.groups.push({ key: attribute.key, kind: attribute.kind, value: shown });
    return group;
  }

  /** Slots in use or free: the length of every per-slot array. */
  get capacity(): number {
    return this.ids.capacity;
  }

  get size(): number {
    return this.ids.size;
  }

  slotOf(id: string): number | undefined {
    return this.ids.slotOf(id);
  }

  /** The number of a category id (numbers are given on first sight and never reused). */
  categoryNumber(id: string): number {
    const before = this.#categoryNumbers.size;
    const number = this.#numberOf(this.#categoryNumbers, id);
    if (number === before) this.#categoryIds.push(id);
    return number;
  }

  /** The id of a category number. */
  categoryIdOf(number: number): string {
    return this.#categoryIds[number]!;
  }

  /** The number of a brand as the products spell it, or -1 when no product has had it. */
  brandNumber(brand: string): number {
    return this.#brandNumbers.get(brand) ?? -1;
  }

  #brandOf(brand: string | null): number {
    // As the database's facet, a blank brand is none.
    if (brand === null || brand === '') return -1;
    const before = this.#brandNumbers.size;
    const number = this.#numberOf(this.#brandNumbers, brand);
    if (number === before) this.brands.push(brand);
    return number;
  }

  /** Whether the values name an attribute this store does not know (then the whole index is read again). */
  knowsAttributesOf(values: readonly IndexedValueRow[]): boolean {
    return values.every((value) => this.#attributeNumbers.has(value.attributeId));
  }

  /**
   * Makes the named products as the rows say: `ids` were asked for; those without a row are no
   * longer live and leave the index. Values must name only known attributes (`knowsAttributesOf`).
   */
  apply(ids: readonly string[], rows: readonly IndexedProductRow[], values: readonly IndexedValueRow[]): void {
    this.version += 1;
    const valuesOf = new Map<string, PackedValue[]>();
    for (const value of values) {
      const list = valuesOf.get(value.productId) ?? [];
      const attribute = this.#attributeNumbers.get(value.attributeId)!;
      const { position } = this.attributes[attribute]!;
      const group = this.#groupOf(this.attributes[attribute]!, value);
      const boolean = value.booleanValue === null ? -1 : value.booleanValue ? 1 : 0;
      list.push({ group, key: this.attributeKeyNo[attribute]!, position, number: value.numberValue ?? Number.NaN, boolean });
      valuesOf.set(value.productId, list);
    }
    const live = new Set<string>();
    for (const row of rows) {
      live.add(row.id);
      this.#put(row, valuesOf.get(row.id) ?? []);
    }
    for (const id of ids) if (!live.has(id)) this.#remove(id);
  }

  /** Makes what the first search would otherwise make, so that no search waits for it. */
  prepare(): void {
    this.#sortedPartNumbers.prepare();
    this.#sortedEans.prepare();
  }

  /**
   * The slots whose part number or manufacturer number (as `sku_key`, `mpn_key`: lower case
   * letters and digits) is `key`, or starts with it when `prefix`; a slot may come twice.
   */
  partNumbersStartingWith(key: string, prefix: boolean): number[] {
    return this.#sortedPartNumbers.find(key, prefix).map((place) => place >> 1);
  }

  /** The slots whose EAN is `key`. */
  eanSlotsOf(key: string): number[] {
    return this.#sortedEans.find(key, false);
  }

  /** Makes `place`'s key `key`, keeping its sorted list true. */
  #setKey(keys: PackedKeys, sorted: SortedKeys, place: number, key: string) {
    if (keys.is(place, key)) return;
    sorted.remove(place);
    keys.set(place, key);
    sorted.add(place);
  }

  #setCategory(slot: number, category: number, wasLive: boolean) {
    const before = this.categoryNo[slot]!;
    if (wasLive && before === category) return;
    if (wasLive) this.categorySlots.get(before)?.remove(slot);
    postingsAdd(this.categorySlots, category, slot);
    this.categoryNo[slot] = category;
  }

  #put(row: IndexedProductRow, values: readonly PackedValue[]) {
    const existing = this.ids.slotOf(row.id);
    const slot = existing ?? this.#freeSlots.pop() ?? this.#grow();
    this.#setKey(this.#partNumbers, this.#sortedPartNumbers, slot * 2, row.skuKey);
    this.#setKey(this.#partNumbers, this.#sortedPartNumbers, slot * 2 + 1, row.mpnKey);
    this.#setCategory(slot, row.categoryId === null ? -1 : this.categoryNumber(row.categoryId), existing !== undefined);
    const document = parseTextSearchVector(row.document, this.dictionary);
    const trigrams = this.#trigramsOf(row.name);
    // Most changes (price, stock, category, values) keep the words: their postings stay as they are.
    const sameWords =
      existing !== undefined &&
      this.texts.same(slot, document) &&
      (trigrams === null ? this.namesNotReproduced.has(slot) : !this.namesNotReproduced.has(slot) && this.names.same(slot, trigrams));
    if (existing === undefined) this.ids.set(slot, row.id);
    else if (!sameWords) this.#unpost(slot);
    this.#setKey(this.#eans, this.#sortedEans, slot, row.ean ?? '');
    this.priceCents[slot] = row.priceCents;
    this.unitsSoldRecently[slot] = row.unitsSoldRecently;
    this.ratingCount[slot] = row.ratingCount;
    this.ratingTotal[slot] = row.ratingTotal;
    this.brandNo[slot] = this.#brandOf(row.brand);
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.createdAt[slot] = Number(row.createdAt);
    this.values.set(slot, values);
    if (sameWords) return;
    if (trigrams === null) this.namesNotReproduced.add(slot);
    else this.namesNotReproduced.delete(slot);
    this.names.set(slot, trigrams ?? NO_TRIGRAMS);
    this.texts.set(slot, document);
    this.#post(slot);
  }

  /** The name's trigrams, or null when it holds a character the database did not say how it reads. */
  #trigramsOf(name: string): Int32Array | null {
    try {
      return trigramsOf(name, this.characters);
    } catch (error) {
      if (!(error instanceof UnlearnedCharacterError)) throw error;
      return null;
    }
  }

  #remove(id: string) {
    const slot = this.ids.slotOf(id);
    if (slot === undefined) return;
    this.#unpost(slot);
    this.#setKey(this.#partNumbers, this.#sortedPartNumbers, slot * 2, '');
    this.#setKey(this.#partNumbers, this.#sortedPartNumbers, slot * 2 + 1, '');
    this.#setKey(this.#eans, this.#sortedEans, slot, '');
    this.categorySlots.get(this.categoryNo[slot]!)?.remove(slot);
    this.ids.clear(slot);
    this.texts.clear(slot);
    this.names.clear(slot);
    this.values.clear(slot);
    this.namesNotReproduced.delete(slot);
    this.#freeSlots.push(slot);
  }

  #post(slot: number) {
    const document = this.texts.read(slot, new DocumentWindow());
    for (let entry = 0; entry < document.entryCount; entry += 1) this.lexemePostings.add(entryLexeme(document, entry), slot, weightSumOf(document, entry));
    for (const trigram of distinct(this.names.trigramsOf(slot))) postingsAdd(this.trigramPostings, trigram, slot);
  }

  #unpost(slot: number) {
    const document = this.texts.read(slot, new DocumentWindow());
    for (let entry = 0; entry < document.entryCount; entry += 1) this.lexemePostings.remove(entryLexeme(document, entry), slot);
    for (const trigram of distinct(this.names.trigramsOf(slot))) this.trigramPostings.get(trigram)?.remove(slot);
  }

  #grow(): number {
    const slot = this.ids.addSlot();
    if (slot >= this.priceCents.length) {
      const capacity = Math.max(64, this.priceCents.length * 2);
      this.categoryNo = grownArray(this.categoryNo, capacity);
      this.brandNo = grownArray(this.brandNo, capacity);
      this.priceCents = grownArray(this.priceCents, capacity);
      this.unitsSoldRecently = grownArray(this.unitsSoldRecently, capacity);
      this.ratingCount = grownArray(this.ratingCount, capacity);
      this.ratingTotal = grownArray(this.ratingTotal, capacity);
      this.inStock = grownArray(this.inStock, capacity);
      this.createdAt = grownArray(this.createdAt, capacity);
    }
    return slot;
  }
}
