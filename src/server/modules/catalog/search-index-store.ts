import { grownArray } from './grown-array.js';
import { LexemeDictionary } from './lexeme-dictionary.js';
import { StoredNames } from './search-index-names.js';
import { SortedPartNumbers } from './search-index-part-numbers.js';
import { MostlyOneSlot, postingsAdd, type SlotList, WordFormPostings } from './search-index-postings.js';
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
  readonly #keyNumbers = new Map<string, number>();
  readonly #groupNumbers = new Map<string, number>();
  /** Facet values met so far, by number (numbers are never reused). */
  readonly groups: FacetGroup[] = [];

  ids: (string | undefined)[] = [];
  categoryNo = new Int32Array(0);
  priceCents = new Int32Array(0);
  inStock = new Uint8Array(0);
  createdAt = new Float64Array(0);
  skuKey: string[] = [];
  mpnKey: string[] = [];
  ean: (string | null)[] = [];
  /** Each product's name, as its trigrams. */
  readonly names = new StoredNames();
  /** Each product's text (`search_document`), read through a `DocumentWindow`. */
  readonly texts = new StoredTexts();
  readonly values = new PackedValues();

  readonly #slotById = new Map<string, number>();
  readonly #freeSlots: number[] = [];
  readonly lexemePostings = new WordFormPostings();
  readonly trigramPostings = new Map<number, SlotList>();
  readonly eanSlots = new MostlyOneSlot<string>();
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
    return this.#numberOf(this.#categoryNumbers, id);
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

  /** Sorted part numbers: made at the first search (or by `prepare`), then kept sorted as products change. */
  #partNumbers: SortedPartNumbers | null = null;

  /** Makes what the first search would otherwise make, so that no search waits for it. */
  prepare(): void {
    this.#sortedPartNumbers();
  }

  /**
   * The slots whose part number or manufacturer number (as `sku_key`, `mpn_key`: lower case
   * letters and digits) is `key`, or starts with it when `prefix`; a slot may come twice.
   */
  partNumbersStartingWith(key: string, prefix: boolean): number[] {
    return this.#sortedPartNumbers().find(key, prefix);
  }

  #sortedPartNumbers(): SortedPartNumbers {
    if (this.#partNumbers) return this.#partNumbers;
    const entries: [string, number][] = [];
    for (let slot = 0; slot < this.capacity; slot += 1) {
      if (this.ids[slot] === undefined) continue;
      if (this.skuKey[slot]) entries.push([this.skuKey[slot]!, slot]);
      if (this.mpnKey[slot]) entries.push([this.mpnKey[slot]!, slot]);
    }
    return (this.#partNumbers = SortedPartNumbers.of(entries));
  }

  #setPartNumbers(slot: number, sku: string, mpn: string) {
    if (this.#partNumbers && this.skuKey[slot] !== sku) {
      this.#partNumbers.remove(this.skuKey[slot]!, slot);
      this.#partNumbers.add(sku, slot);
    }
    if (this.#partNumbers && this.mpnKey[slot] !== mpn) {
      this.#partNumbers.remove(this.mpnKey[slot]!, slot);
      this.#partNumbers.add(mpn, slot);
    }
    this.skuKey[slot] = sku;
    this.mpnKey[slot] = mpn;
  }

  #setCategory(slot: number, category: number) {
    const before = this.categoryNo[slot]!;
    if (this.ids[slot] !== undefined && before === category) return;
    if (this.ids[slot] !== undefined) this.categorySlots.get(before)?.remove(slot);
    postingsAdd(this.categorySlots, category, slot);
    this.categoryNo[slot] = category;
  }

  #put(row: IndexedProductRow, values: readonly PackedValue[]) {
    const existing = this.#slotById.get(row.id);
    const slot = existing ?? this.#freeSlots.pop() ?? this.#grow();
    if (existing === undefined) {
      this.skuKey[slot] = '';
      this.mpnKey[slot] = '';
    }
    this.#setPartNumbers(slot, row.skuKey, row.mpnKey);
    this.#setCategory(slot, row.categoryId === null ? -1 : this.categoryNumber(row.categoryId));
    const document = parseTextSearchVector(row.document, this.dictionary);
    const trigrams = this.#trigramsOf(row.name);
    // Most changes (price, stock, category, values) keep the words: their postings stay as they are.
    const sameWords =
      existing !== undefined &&
      this.ean[slot] === row.ean &&
      this.texts.same(slot, document) &&
      (trigrams === null ? this.namesNotReproduced.has(slot) : !this.namesNotReproduced.has(slot) && this.names.same(slot, trigrams));
    if (existing === undefined) this.#slotById.set(row.id, slot);
    else if (!sameWords) this.#unpost(slot);
    this.ids[slot] = row.id;
    this.priceCents[slot] = row.priceCents;
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.createdAt[slot] = Number(row.createdAt);
    this.values.set(slot, values);
    if (sameWords) return;
    this.ean[slot] = row.ean;
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
    const slot = this.#slotById.get(id);
    if (slot === undefined) return;
    this.#unpost(slot);
    this.#setPartNumbers(slot, '', '');
    this.categorySlots.get(this.categoryNo[slot]!)?.remove(slot);
    this.#slotById.delete(id);
    this.ids[slot] = undefined;
    this.texts.clear(slot);
    this.names.clear(slot);
    this.values.clear(slot);
    this.ean[slot] = null;
    this.namesNotReproduced.delete(slot);
    this.#freeSlots.push(slot);
  }

  #post(slot: number) {
    const document = this.texts.read(slot, new DocumentWindow());
    for (let entry = 0; entry < document.entryCount; entry += 1) this.lexemePostings.add(entryLexeme(document, entry), slot, weightSumOf(document, entry));
    for (const trigram of distinct(this.names.trigramsOf(slot))) postingsAdd(this.trigramPostings, trigram, slot);
    const ean = this.ean[slot];
    if (ean) this.eanSlots.add(ean, slot);
  }

  #unpost(slot: number) {
    const document = this.texts.read(slot, new DocumentWindow());
    for (let entry = 0; entry < document.entryCount; entry += 1) this.lexemePostings.remove(entryLexeme(document, entry), slot);
    for (const trigram of distinct(this.names.trigramsOf(slot))) this.trigramPostings.get(trigram)?.remove(slot);
    const ean = this.ean[slot];
    if (ean) this.eanSlots.remove(ean, slot);
  }

  #grow(): number {
    const slot = this.ids.length;
    if (slot >= this.priceCents.length) {
      const capacity = Math.max(64, this.priceCents.length * 2);
      this.categoryNo = grownArray(this.categoryNo, capacity);
      this.priceCents = grownArray(this.priceCents, capacity);
      this.inStock = grownArray(this.inStock, capacity);
      this.createdAt = grownArray(this.createdAt, capacity);
    }
    this.ids.push(undefined);
    this.skuKey.push('');
    this.mpnKey.push('');
    this.ean.push(null);
    return slot;
  }
}
