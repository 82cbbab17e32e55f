import { createHash } from 'node:crypto';
import type { SerializedAnswer } from '../../http/cached-answer.js';

/** PostgreSQL channel on which a trigger announces every committed change to products. */
export const CATALOG_CHANGED_CHANNEL = 'shop_catalog_changed';

export type CachedAnswer = SerializedAnswer;

/**
 * Serialized answers of the public catalog reads, kept until the catalog changes. Each answer is
 * stamped with the generation current when its load STARTED; `invalidate()` moves to a new
 * generation, so an answer loaded from data older than the latest change is never kept. Misses
 * for the same key share one load. At most `maxEntries` answers are kept (least recently used go).
 */
export class CatalogCache {
  #generation = 0;
  #suspended = false;
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #loading = new Map<string, Promise<CachedAnswer>>();

  constructor(private readonly maxEntries = 2000) {}

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** Stops keeping answers (every read loads) until `resume()`; for when changes may go unheard. */
  suspend(): void {
    this.#suspended = true;
    this.invalidate();
  }

  resume(): void {
    this.invalidate();
    this.#suspended = false;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const pending = this.#loading.get(key);
    if (pending) return pending;
    if (this.#suspended) return this.#serialize(await load());

    const generation = this.#generation;
    const loading = load().then((value) => {
      const answer = this.#serialize(value);
      if (generation === this.#generation && !this.#suspended) this.#keep(key, answer);
      return answer;
    });
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  #serialize(value: unknown): CachedAnswer {
    const body = Buffer.from(JSON.stringify(value));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  #keep(key: string, answer: CachedAnswer) {
    this.#entries.set(key, answer);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
