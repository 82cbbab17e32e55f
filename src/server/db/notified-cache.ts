import type { DatabaseHandle } from './database.js';

export interface NotifiedCacheOptions<V> {
  /** At most this many values are kept; the least recently used go first. */
  maxEntries: number;
  /**
   * For how many milliseconds a freshly loaded value may be served (0 or less: not kept at all).
   * Without it a value is kept until the next change is announced.
   */
  lifetimeMs?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  /** Date.now() after which the value is loaded again. */
  until: number;
}

/**
 * Values read from the database, kept in this process until a change to the tables they come
 * from is announced (see `forgetOnNotify`). Each load is stamped with the generation current when
 * it STARTED; `invalidate()` moves to a new generation, so a value loaded from data older than the
 * latest change is never kept. Misses for the same key share one load; failures are not kept.
 */
export class NotifiedCache<V> {
  #generation = 0;
  #suspended = false;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();

  constructor(private readonly options: NotifiedCacheOptions<V>) {}

  /** Forgets every value (the data behind them changed). */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** Forgets the values `which` picks (the data behind them changed); no load under way is kept. */
  forget(which: (value: V) => boolean): void {
    this.#generation += 1;
    this.#loading.clear();
    for (const [key, entry] of this.#entries) if (which(entry.value)) this.#entries.delete(key);
  }

  /** Stops keeping values (every read loads) until `resume()`; for when changes may go unheard. */
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

  /** The kept value of `key` if it is still to be served (then the most recently used), else undefined. */
  #served(key: string, now: number): Entry<V> | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (!(hit.until > now)) return undefined;
    this.#entries.set(key, hit);
    return hit;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#served(key, Date.now());
    if (hit) return hit.value;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    if (this.#suspended) return load();

    const generation = this.#generation;
    const loading = load().then((value) => {
      if (generation === this.#generation && !this.#suspended) this.#keep(key, value);
      return value;
    });
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /**
   * The values of several keys: those kept, and the others loaded together by one call of
   * `loadMissing` (which leaves out the keys it finds nothing for). What it loads is kept as `get`
   * keeps it: only when no change came while it was loading.
   */
  async getMany(keys: readonly string[], loadMissing: (missing: string[]) => Promise<ReadonlyMap<string, V>>): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    const now = Date.now();
    for (const key of new Set(keys)) {
      const hit = this.#served(key, now);
      if (hit) found.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const generation = this.#generation;
    const loaded = await loadMissing(missing);
    const keep = generation === this.#generation && !this.#suspended;
    for (const [key, value] of loaded) {
      found.set(key, value);
      if (keep) this.#keep(key, value);
    }
    return found;
  }

  #keep(key: string, value: V) {
    const lifetime = this.options.lifetimeMs ? this.options.lifetimeMs(value) : Number.POSITIVE_INFINITY;
    if (!(lifetime > 0)) return;
    this.#entries.set(key, { value, until: Date.now() + lifetime });
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

/**
 * What an announcement means for one cache: the values it concerns, `null` for all of them, or
 * `false` for none (that cache is left as it is, loads under way included).
 */
export type Concerned<V> = (payload: string) => ((value: V) => boolean) | null | false;

/** A cache kept true by `forgetEachOnNotify`; without `concerned`, every announcement concerns all of it. */
export interface NotifiedListener<V> {
  cache: NotifiedCache<V>;
  concerned?: Concerned<V>;
}

/**
 * Keeps `cache` true to the database: every process forgets values when a NOTIFY arrives on
 * `channel` (sent by a trigger once a change commits, whoever made it) — those the payload
 * concerns when `concerned` can tell, else all — and keeps nothing while the listening connection
 * is down, since changes made meanwhile would go unheard. Returns the function that stops listening.
 */
export function forgetOnNotify<V>(
  database: DatabaseHandle,
  channel: string,
  cache: NotifiedCache<V>,
  concerned?: Concerned<V>,
): Promise<() => Promise<void>> {
  return forgetEachOnNotify(database, channel, [{ cache, concerned }]);
}

/**
 * Something else kept true by the same announcements, beside caches (the search index): told of
 * each announcement, of the channel lost, and of it heard (once listening starts, and again after
 * each loss), when what it holds must be read again.
 */
export interface AnnouncementFollower {
  announced(payload: string): void;
  lost(): void;
  heard(): void;
}

/**
 * `forgetOnNotify` for several caches fed by the same announcements: one listening connection
 * serves them all, each forgets what the payload concerns in it, and all of them keep nothing
 * while that connection is down; `followers` are told the same (after the caches). Returns the
 * function that stops listening.
 */
export async function forgetEachOnNotify<Values extends unknown[]>(
  database: DatabaseHandle,
  channel: string,
  listeners: { [I in keyof Values]: NotifiedListener<Values[I]> },
  followers: readonly AnnouncementFollower[] = [],
): Promise<() => Promise<void>> {
  const all: NotifiedListener<unknown>[] = listeners;
  const forget = (payload: string) => {
    for (const { cache, concerned } of all) {
      const which = concerned ? concerned(payload) : null;
      if (which === false) continue;
      if (which) cache.forget(which);
      else cache.invalidate();
    }
    for (const follower of followers) follower.announced(payload);
  };
  const stop = await database.listen(channel, forget, {
    onLost: () => {
      all.forEach(({ cache }) => cache.suspend());
      followers.forEach((follower) => follower.lost());
    },
    onRestored: () => {
      all.forEach(({ cache }) => cache.resume());
      followers.forEach((follower) => follower.heard());
    },
  });
  followers.forEach((follower) => follower.heard());
  return async () => {
    followers.forEach((follower) => follower.lost());
    await stop();
  };
}
