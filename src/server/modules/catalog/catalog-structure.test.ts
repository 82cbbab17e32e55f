import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryPage, SearchResult, Suggestions } from '../../../shared/schemas/discovery.js';
import type { DatabaseHandle, ListenGaps } from '../../db/database.js';
import { signUpAdmin, type TestUser } from '../../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { CATALOG_CHANGED_CHANNEL } from './catalog-cache.js';
import { categories, categoryAttributes } from './catalog.tables.js';

const announced = { timeout: 5000, interval: 20 };

/**
 * The database as the app sees it, with a hand on its catalog announcements: `deaf` drops them
 * (an announcement still on its way, or lost), and `gaps` are the app's own callbacks for a
 * listening connection that went down and came back.
 */
function catalogAnnouncements() {
  const control = { deaf: false, heard: [] as string[], gaps: undefined as ListenGaps | undefined };
  const wrap = (database: DatabaseHandle): DatabaseHandle => ({
    get db() {
      return database.db;
    },
    kind: database.kind,
    migrate: () => database.migrate(),
    ping: () => database.ping(),
    close: () => database.close(),
    heardUpToNow: (channel) => database.heardUpToNow(channel),
    listen: (channel, onMessage, gaps) => {
      if (channel !== CATALOG_CHANGED_CHANNEL) return database.listen(channel, onMessage, gaps);
      control.gaps = gaps;
      return database.listen(
        channel,
        (payload) => {
          if (control.deaf) return;
          control.heard.push(payload);
          onMessage(payload);
        },
        gaps,
      );
    },
  });
  return { control, wrap };
}

/**
 * The category tree and the attribute definitions are kept in memory (catalog-structure.ts) for
 * searches, suggestions, category and product pages: they are read again after any change to
 * categories or attributes, made through the shop or by hand, and never kept while the
 * announcements of those changes cannot be heard.
 */
describe.each(testDatabaseKinds())('the catalog structure kept in memory on %s', (kind) => {
  const { control, wrap } = catalogAnnouncements();
  let t: TestApp;
  let admin: TestUser;
  let catalog: Awaited<ReturnType<typeof buildDiscoveryCatalog>>;
  /** Each call a search never made before, so its answer cannot come from the catalog cache. */
  let searches = 0;

  const get = async <T>(url: string, status = 200) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const freshSearch = (query: string, status = 200) => get<SearchResult>(`/api/search?${query}&page=${++searches}`, status);
  const facetLabel = (result: SearchResult, key: string) => result.facets.find((facet) => facet.key === key)?.label;
  const admin_ = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  const byHand = {
    relabel: (key: string, label: string) => t.database.db.update(categoryAttributes).set({ label }).where(eq(categoryAttributes.key, key)),
    rename: (id: string, name: string) => t.database.db.update(categories).set({ name }).where(eq(categories.id, id)),
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { wrapDatabase: wrap });
    admin = await signUpAdmin(t.app, t.database.db);
    catalog = await buildDiscoveryCatalog(t.database.db);
    // Announcements arrive in order: once this one is heard, none of the catalog's is still on its way.
    await t.database.db.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, 'C:settled')`);
    await vi.waitFor(() => expect(control.heard).toContain('C:settled'), announced);
  });
  afterEach(() => {
    control.deaf = false;
  });
  afterAll(() => t.close());

  it('keeps the tree between requests: a change nobody announced is not read again', async () => {
    expect((await get<Suggestions>('/api/search/suggestions?q=cable')).categories.map((crumb) => crumb.name)).toEqual(['Cable']);
    await t.database.db.execute(sql`alter table categories disable trigger categories_announce_change`);
    try {
      await byHand.rename(catalog.categories.cable.id, 'Cable and wire');
    } finally {
      await t.database.db.execute(sql`alter table categories enable trigger categories_announce_change`);
    }
    // Other words, so the answer is not the cached one: the name still comes from the kept tree.
    expect((await get<Suggestions>('/api/search/suggestions?q=cabl')).categories.map((crumb) => crumb.name)).toEqual(['Cable']);
    await byHand.rename(catalog.categories.cable.id, 'Cable');
  });

  it('searches a category and filters by an attribute an admin has just added, before any announcement arrives', async () => {
    await freshSearch('category=power-tools');
    control.deaf = true;
    const added = await admin_('POST', '/api/categories', { name: 'Saws', parentId: catalog.categories.powerTools.id });
    expect(added.statusCode, added.body).toBe(201);
    const saws = added.json<{ category: { id: string; slug: string } }>().category;
    expect((await freshSearch(`category=${saws.slug}`)).total).toBe(0);

    const attribute = await admin_('POST', `/api/categories/${saws.id}/attributes`, { key: 'blade', label: 'Blade diameter', kind: 'number', unit: 'mm' });
    expect(attribute.statusCode, attribute.body).toBe(201);
    await freshSearch(`category=${saws.slug}&f=blade:100..200`);
    expect((await get<CategoryPage>(`/api/categories/${saws.slug}`)).attributes.map((item) => item.key)).toEqual(['voltage', 'power', 'cordless', 'platform', 'blade']);

    const relabelled = await admin_('PATCH', `/api/categories/${catalog.categories.powerTools.id}/attributes/voltage`, { label: 'Rated voltage' });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(facetLabel(await freshSearch('category=power-tools'), 'voltage')).toBe('Rated voltage');
  });

  it('shows an attribute or a category changed by hand (SQL) to the next search, suggestion and category page once announced', async () => {
    expect(facetLabel(await freshSearch('category=cable'), 'cores')).toBe('Cores');
    await byHand.relabel('cores', 'Number of cores');
    await vi.waitFor(async () => expect(facetLabel(await freshSearch('category=cable'), 'cores')).toBe('Number of cores'), announced);
    expect((await get<CategoryPage>('/api/categories/cable')).attributes.find((item) => item.key === 'cores')?.label).toBe('Number of cores');

    await byHand.rename(catalog.categories.drills.id, 'Drills and drivers');
    await vi.waitFor(async () => expect((await get<Suggestions>('/api/search/suggestions?q=drivers')).categories.map((crumb) => crumb.name)).toEqual(['Drills and drivers']), announced);

    await t.database.db.update(categories).set({ parentId: catalog.categories.cable.id }).where(eq(categories.id, catalog.categories.drills.id));
    await vi.waitFor(async () => expect((await freshSearch('category=cable')).total).toBe(6), announced);
    await t.database.db.update(categories).set({ archivedAt: new Date() }).where(eq(categories.id, catalog.categories.drills.id));
    await vi.waitFor(() => freshSearch('category=drills', 404), announced);
    await t.database.db.update(categories).set({ archivedAt: null, parentId: catalog.categories.powerTools.id, name: 'Drills' }).where(eq(categories.id, catalog.categories.drills.id));
    await vi.waitFor(async () => expect((await freshSearch('category=drills')).total).toBe(4), announced);
  });

  it('keeps nothing while the announcements cannot be heard, and keeps the structure again once they can', async () => {
    expect(facetLabel(await freshSearch('category=cable'), 'cross-section')).toBe('Cross-section');
    control.gaps?.onLost();
    control.deaf = true;
    await byHand.relabel('cross-section', 'Conductor size');
    expect(facetLabel(await freshSearch('category=cable'), 'cross-section')).toBe('Conductor size');
    await byHand.rename(catalog.categories.cable.id, 'Cables');
    expect((await get<Suggestions>('/api/search/suggestions?q=cables')).categories.map((crumb) => crumb.name)).toEqual(['Cables']);
    expect((await get<CategoryPage>('/api/categories/cable')).category.name).toBe('Cables');

    control.deaf = false;
    control.gaps?.onRestored();
    await t.database.db.execute(sql`alter table categories disable trigger categories_announce_change`);
    try {
      expect((await get<Suggestions>('/api/search/suggestions?q=cabl')).categories.map((crumb) => crumb.name)).toEqual(['Cables']);
      await byHand.rename(catalog.categories.cable.id, 'Cable');
      expect((await get<Suggestions>('/api/search/suggestions?q=cab')).categories.map((crumb) => crumb.name)).toEqual(['Cables']);
    } finally {
      await t.database.db.execute(sql`alter table categories enable trigger categories_announce_change`);
    }
  });
});
