import { describe, expect, it, vi } from 'vitest';
import { CatalogCache } from './catalog-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('CatalogCache', () => {
  it('serializes an answer once and serves it until the catalog changes', async () => {
    const cache = new CatalogCache();
    const load = vi.fn(async () => ({ stock: 5 }));
    const first = await cache.get('p', load);
    const second = await cache.get('p', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(JSON.parse(first.body.toString())).toEqual({ stock: 5 });
    expect(first.etag).toMatch(/^"[\w-]+"$/);

    cache.invalidate();
    load.mockResolvedValueOnce({ stock: 4 });
    const after = await cache.get('p', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(JSON.parse(after.body.toString())).toEqual({ stock: 4 });
    expect(after.etag).not.toBe(first.etag);
  });

  it('does not keep an answer whose load started before a change', async () => {
    const cache = new CatalogCache();
    const stale = deferred<{ stock: number }>();
    const pending = cache.get('p', () => stale.promise);
    cache.invalidate(); // the catalog changed while the old data was being read
    stale.resolve({ stock: 5 });
    expect(JSON.parse((await pending).body.toString())).toEqual({ stock: 5 }); // that reader still gets its answer
    const fresh = await cache.get('p', async () => ({ stock: 4 }));
    expect(JSON.parse(fresh.body.toString())).toEqual({ stock: 4 });
    expect(cache.size).toBe(1);
  });

  it('lets simultaneous misses share one load', async () => {
    const cache = new CatalogCache();
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
    const cache = new CatalogCache();
    await expect(cache.get('p', async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(cache.size).toBe(0);
    expect(JSON.parse((await cache.get('p', async () => 1)).body.toString())).toBe(1);
  });

  it('keeps at most its limit, dropping the least recently used', async () => {
    const cache = new CatalogCache(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recently used
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(JSON.parse((await cache.get('a', async () => 'reloaded')).body.toString())).toBe('a');
    expect(JSON.parse((await cache.get('b', async () => 'reloaded')).body.toString())).toBe('reloaded');
  });

  it('keeps nothing while suspended (changes could go unheard) and caches again once resumed', async () => {
    const cache = new CatalogCache();
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
});
