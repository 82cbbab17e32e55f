import type { IndexedAttributeRow, IndexedProductRow, IndexedValueRow } from './search-index-rows.js';
import { LexemeDictionary, parseTextSearchVector, type TextSearchDocument } from './text-search-vector.js';
import { trigramsOf, type CharacterRules } from './trigram-similarity.js';

/** One specification value of a product, by the number of its attribute in the store. */
export interface StoredValue {
  attribute: number;
  number: number | null;
  choice: string | null;
  boolean: boolean | null;
}

/** What a value's attribute is for filters and facets. */
export type StoredAttribute = Omit<IndexedAttributeRow, 'id'>;

/** A list of slots that grows, with removal by swapping in the last (order does not matter). */
class SlotList {
  slots: number[] = [];
  add(slot: number) {
    this.slots.push(slot);
  }
  remove(slot: number) {
    const at = this.slots.lastIndexOf(slot);
    if (at < 0) return;
    const last = this.slots.pop()!;
    if (at < this.slots.length) this.slots[at] = last;
  }
}

function postingsAdd(postings: Map<number, SlotList>, key: number, slot: number) {
  let list = postings.get(key);
  if (!list) postings.set(key, (list = new SlotList()));
  list.add(slot);
}

const distinct = (values: ArrayLike<number>): number[] => [...new Set(Array.from(values))];

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

  ids: (string | undefined)[] = [];
  categoryNo = new Int32Array(0);
  priceCents = new Int32Array(0);
  inStock = new Uint8Array(0);
  createdAt = new Float64Array(0);
  skuKey: string[] = [];
  mpnKey: string[] = [];
  ean: (string | null)[] = [];
  nameTrigrams: Int32Array[] = [];
  documents: (TextSearchDocument | undefined)[] = [];
  values: StoredValue[][] = [];

  readonly #slotById = new Map<string, number>();
  readonly #freeSlots: number[] = [];
  readonly lexemePostings = new Map<number, SlotList>();
  readonly trigramPostings = new Map<number, SlotList>();
  readonly eanSlots = new Map<string, SlotList>();
  /** Grows whenever products come or go, or a price, date or part number changes: what orders them. */
  orderVersion = 0;

  constructor(
    attributes: readonly IndexedAttributeRow[],
    readonly characters: CharacterRules,
  ) {
    this.attributes = attributes.map(({ id, ...attribute }, number) => {
      this.#attributeNumbers.set(id, number);
      return attribute;
    });
  }

  /** Slots in use or free: the length of every per-slot array. */
  get capacity(): number {
    return this.ids.length;
  }

  get size(): number {
    return this.#slotById.size;
  }

  slotOf(id: string): number | undefined {
    return this.#slotById.get(id);
  }

  /** The number of a category id (numbers are given on first sight and never reused). */
  categoryNumber(id: string): number {
    let number = this.#categoryNumbers.get(id);
    if (number === undefined) this.#categoryNumbers.set(id, (number = this.#categoryNumbers.size));
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
    const valuesOf = new Map<string, StoredValue[]>();
    for (const value of values) {
      const list = valuesOf.get(value.productId) ?? [];
      list.push({ attribute: this.#attributeNumbers.get(value.attributeId)!, number: value.numberValue, choice: value.choiceValue, boolean: value.booleanValue });
      valuesOf.set(value.productId, list);
    }
    const live = new Set<string>();
    for (const row of rows) {
      live.add(row.id);
      this.#put(row, valuesOf.get(row.id) ?? []);
    }
    for (const id of ids) if (!live.has(id)) this.#remove(id);
  }

  #partNumbers: { keys: string[]; slots: Int32Array; version: number } | null = null;

  /**
   * The slots whose part number or manufacturer number (as `sku_key`, `mpn_key`: lower case
   * letters and digits) is `key`, or starts with it when `prefix`; a slot may come twice.
   */
  partNumbersStartingWith(key: string, prefix: boolean): number[] {
    const { keys, slots } = this.#sortedPartNumbers();
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    const hits: number[] = [];
    for (let at = low; at < keys.length && (prefix ? keys[at]!.startsWith(key) : keys[at] === key); at += 1) hits.push(slots[at]!);
    return hits;
  }

  #sortedPartNumbers() {
    if (this.#partNumbers?.version === this.orderVersion) return this.#partNumbers;
    const entries: [string, number][] = [];
    for (let slot = 0; slot < this.capacity; slot += 1) {
      if (this.ids[slot] === undefined) continue;
      if (this.skuKey[slot]) entries.push([this.skuKey[slot]!, slot]);
      if (this.mpnKey[slot]) entries.push([this.mpnKey[slot]!, slot]);
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.#partNumbers = { keys: entries.map(([key]) => key), slots: Int32Array.from(entries, ([, slot]) => slot), version: this.orderVersion };
    return this.#partNumbers;
  }

  #put(row: IndexedProductRow, values: StoredValue[]) {
    const existing = this.#slotById.get(row.id);
    const slot = existing ?? this.#freeSlots.pop() ?? this.#grow();
    const createdAt = Number(row.createdAt);
    if (existing === undefined || this.priceCents[slot] !== row.priceCents || this.createdAt[slot] !== createdAt || this.skuKey[slot] !== row.skuKey || this.mpnKey[slot] !== row.mpnKey) this.orderVersion += 1;
    if (existing !== undefined) this.#unpost(slot);
    else this.#slotById.set(row.id, slot);
    this.ids[slot] = row.id;
    this.categoryNo[slot] = row.categoryId === null ? -1 : this.categoryNumber(row.categoryId);
    this.priceCents[slot] = row.priceCents;
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.createdAt[slot] = createdAt;
    this.skuKey[slot] = row.skuKey;
    this.mpnKey[slot] = row.mpnKey;
    this.ean[slot] = row.ean;
    this.nameTrigrams[slot] = trigramsOf(row.name, this.characters);
    this.documents[slot] = parseTextSearchVector(row.document, this.dictionary);
    this.values[slot] = values;
    this.#post(slot);
  }

  #remove(id: string) {
    const slot = this.#slotById.get(id);
    if (slot === undefined) return;
    this.#unpost(slot);
    this.#slotById.delete(id);
    this.ids[slot] = undefined;
    this.documents[slot] = undefined;
    this.nameTrigrams[slot] = new Int32Array(0);
    this.values[slot] = [];
    this.ean[slot] = null;
    this.#freeSlots.push(slot);
    this.orderVersion += 1;
  }

  #post(slot: number) {
    const { entries } = this.documents[slot]!;
    for (let at = 0; at < entries.length; at += 2) postingsAdd(this.lexemePostings, entries[at]!, slot);
    for (const trigram of distinct(this.nameTrigrams[slot]!)) postingsAdd(this.trigramPostings, trigram, slot);
    const ean = this.ean[slot];
    if (ean) {
      let list = this.eanSlots.get(ean);
      if (!list) this.eanSlots.set(ean, (list = new SlotList()));
      list.add(slot);
    }
  }

  #unpost(slot: number) {
    const entries = this.documents[slot]?.entries ?? [];
    for (let at = 0; at < entries.length; at += 2) this.lexemePostings.get(entries[at]!)?.remove(slot);
    for (const trigram of distinct(this.nameTrigrams[slot] ?? [])) this.trigramPostings.get(trigram)?.remove(slot);
    const ean = this.ean[slot];
    if (ean) this.eanSlots.get(ean)?.remove(slot);
  }

  #grow(): number {
    const slot = this.ids.length;
    if (slot >= this.priceCents.length) {
      const capacity = Math.max(64, this.priceCents.length * 2);
      const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T, make: (n: number) => T): T => {
        const next = make(capacity);
        next.set(array);
        return next;
      };
      this.categoryNo = grown(this.categoryNo, (n) => new Int32Array(n));
      this.priceCents = grown(this.priceCents, (n) => new Int32Array(n));
      this.inStock = grown(this.inStock, (n) => new Uint8Array(n));
      this.createdAt = grown(this.createdAt, (n) => new Float64Array(n));
    }
    this.ids.push(undefined);
    this.skuKey.push('');
    this.mpnKey.push('');
    this.ean.push(null);
    this.nameTrigrams.push(new Int32Array(0));
    this.documents.push(undefined);
    this.values.push([]);
    return slot;
  }
}
