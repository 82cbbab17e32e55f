import { describe, expect, it } from 'vitest';
import { loadWhenNeeded } from './load-when-needed.js';

describe('loadWhenNeeded', () => {
  it('loads nothing until first asked, then once for every caller', async () => {
    let loads = 0;
    const load = loadWhenNeeded(async () => ({ module: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again at the next use after a load that failed', async () => {
    let attempts = 0;
    const load = loadWhenNeeded(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('not installed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not installed');
    await expect(load()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
