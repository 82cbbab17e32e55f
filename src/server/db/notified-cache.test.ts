import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifiedCache } from './notified-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const untilChanged = <V>(maxEntries = 100) => new NotifiedCache<V>({ maxEntries });

describe('NotifiedCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads a value once and serves it until the data changes', async () => {
    const cache = untilChanged<{ stock: number }>();
    const load = vi.fn(async () => ({ stock: 5 }));
    const first = await cache.get('p', load);
    expect(await cache.get('p', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    cache.invalidate();
    load.mockResolvedValueOnce({ stock: 4 });
    expect(await cache.get('p', load)).toEqual({ stock: 4 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value whose load started before a change', async () => {
    const cache = untilChanged<{ stock: number }>();
    const stale = deferred<{ stock: number }>();
    const pending = cache.get('p', () => stale.promise);
    cache.invalidate(); // the data changed while the old version was being read
    stale.resolve({ stock: 5 });
    expect(await pending).toEqual({ stock: 5 }); // that reader still gets its answer
    expect(await cache.get('p', async () => ({ stock: 4 }))).toEqual({ stock: 4 });
    expect(cache.size).toBe(1);
  });

  it('forgets only the values a change concerns, and keeps no load that was under way', async () => {
    const cache = untilChanged<{ owner: string }>();
    await cache.get('a', async () => ({ owner: 'ann' }));
    await cache.get('b', async () => ({ owner: 'bob' }));
    const slow = deferred<{ owner: string }>();
    const pending = cache.get('c', () => slow.promise);
    cache.forget((value) => value.owner === 'ann');
    slow.resolve({ owner: 'cy' });
    await pending;
    const load = vi.fn(async () => ({ owner: 'reloaded' }));
    expect(await cache.get('b', load)).toEqual({ owner: 'bob' });
    expect(await cache.get('a', load)).toEqual({ owner: 'reloaded' });
    expect(await cache.get('c', load)).toEqual({ owner: 'reloaded' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets simultaneous misses share one load', async () => {
    const cache = untilChanged<{ stock: number }>();
    const gate = deferred<{ stock: number }>();
    const load = vi.fn(() => gate.promise);
    const answers = Promise.all([cache.get('p', load), cache.get('p', load), cache.get('p', load)]);
    gate.resolve({ stock: 1 });
    const [a, b, c] = await answers;
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('does not keep failures', async () => {
    const cache = untilChanged<number>();
    await expect(cache.get('p', async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(cache.size).toBe(0);
    expect(await cache.get('p', async () => 1)).toBe(1);
  });

  it('keeps at most its limit, dropping the least recently used', async () => {
    const cache = untilChanged<string>(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recently used
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps nothing while suspended (changes could go unheard) and keeps values again once resumed', async () => {
    const cache = untilChanged<number>();
    await cache.get('p', async () => 1);
    cache.suspend();
    expect(cache.size).toBe(0);
    const load = vi.fn(async () => 2);
    await cache.get('p', load);
    await cache.get('p', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    cache.resume();
    await cache.get('p', load);
    await cache.get('p', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('serves a value only for the lifetime it was given, and keeps none with a lifetime of 0', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const cache = new NotifiedCache<number | null>({ maxEntries: 10, lifetimeMs: (value) => (value === null ? 0 : 60_000) });
    const load = vi.fn(async () => 7);
    await cache.get('p', load);
    vi.advanceTimersByTime(59_999);
    await cache.get('p', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('p', load);
    expect(load).toHaveBeenCalledTimes(2);

    const none = vi.fn(async () => null);
    await cache.get('q', none);
    await cache.get('q', none);
    expect(none).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });

  describe('getMany', () => {
    const loader = (values: Record<string, string>) => vi.fn(async (keys: string[]) => new Map(keys.flatMap((key) => (values[key] === undefined ? [] : [[key, values[key]] as const]))));

    it('reads the keys it does not hold in one load, keeps them, and leaves out keys of nothing', async () => {
      const cache = untilChanged<string>();
      await cache.get('a', async () => 'a kept');
      const load = loader({ a: 'a read', b: 'b read', c: 'c read' });
      expect([...(await cache.getMany(['b', 'a', 'x', 'c', 'b'], load))]).toEqual([
        ['a', 'a kept'],
        ['b', 'b read'],
        ['c', 'c read'],
      ]);
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith(['b', 'x', 'c']);
      expect([...(await cache.getMany(['c', 'b'], load))]).toEqual([
        ['c', 'c read'],
        ['b', 'b read'],
      ]);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('keeps nothing it read while a change came, yet answers with it', async () => {
      const cache = untilChanged<string>();
      const gate = deferred<Map<string, string>>();
      const pending = cache.getMany(['a'], () => gate.promise);
      cache.forget(() => false); // some other value changed while this one was being read
      gate.resolve(new Map([['a', 'a, before the change']]));
      expect((await pending).get('a')).toBe('a, before the change');
      expect(cache.size).toBe(0);
    });

    it('keeps nothing while suspended', async () => {
      const cache = untilChanged<string>();
      cache.suspend();
      await cache.getMany(['a'], loader({ a: 'a' }));
      expect(cache.size).toBe(0);
    });
  });
});
