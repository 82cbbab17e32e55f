import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/schemas/discovery.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';

describe('search answers on every database', () => {
  const apps: { kind: string; t: TestApp }[] = [];

  beforeAll(async () => {
    for (const kind of testDatabaseKinds()) {
      const t = await createTestApp(kind);
      await buildDiscoveryCatalog(t.database.db);
      apps.push({ kind, t });
    }
  });
  afterAll(() => Promise.all(apps.map(({ t }) => t.close())));

  /** An answer without what differs between two databases by chance (ids, addresses, dates). */
  const comparable = (result: SearchResult) => ({
    ...result,
    items: result.items.map((item) => [item.name, item.sku, item.price]),
    nearest: result.nearest.map((item) => item.name),
  });

  it.each([
    ['q=drill', 4],
    ['q=cordles+dril', 1],
    ['q=grindr', 1],
    ['q=ts-1000', 5],
    ['q=hd18b', 1],
    ['q=voltek&sort=price-asc', 3],
    ['q=compact+drill+hammer+kit', 0],
    ['category=power-tools&f=platform:18+V+system', 2],
    ['category=drills&f=power:..1kW&f=platform:12+V+system&f=platform:18+V+system', 3],
    ['f=cross-section:2.5mm2', 1],
    ['category=power-tools&inStock=true&sort=price-desc&pageSize=2&page=2', 4],
    ['sort=newest', 7],
  ])('gives the same answer to %s on PGlite and PostgreSQL', async (query, total) => {
    const answers = await Promise.all(apps.map(async ({ t }) => comparable((await t.app.inject({ method: 'GET', url: `/api/search?${query}` })).json<SearchResult>())));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.total).toBe(total);
  });
});
