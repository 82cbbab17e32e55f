import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../test/discovery-fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { loadCatalogStructure } from '../modules/catalog/catalog-structure.js';
import { sitemapIndexXml, sitemapPlan, sitemapUrls } from './sitemap.service.js';

const ORIGIN = 'https://shop.example';

/** What the shop tells crawlers (issue 13): the sitemap of its public pages and robots.txt. */
describe.each(testDatabaseKinds())('the sitemap and robots.txt on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let catalog: Awaited<ReturnType<typeof buildDiscoveryCatalog>>;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: `${ORIGIN}/` } });
    admin = await signUpAdmin(t.app, t.database.db);
    catalog = await buildDiscoveryCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it('lists the fixed pages, live categories and live products in /sitemap.xml, with absolute addresses', async () => {
    const gone = await insertProduct(t.database.db, { name: 'Withdrawn Lamp' });
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${ORIGIN}/product/${gone.slug}</loc>`);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${gone.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    for (const page of ['/', '/allProduct', '/blogs', '/category/power-tools', '/category/drills', '/category/cable']) expect(xml).toContain(`<loc>${ORIGIN}${page}</loc>`);
    for (const product of Object.values(catalog.products)) expect(xml).toContain(`<loc>${ORIGIN}/product/${product.slug}</loc><lastmod>`);
    expect(xml).not.toContain(`/product/${gone.slug}<`);
    expect(xml).not.toContain('/api/');
  });

  it('splits a sitemap too large for one file into files listed by a sitemap index, each address in exactly one file', async () => {
    const db = t.database.db;
    const perFile = 4;
    const { tree } = await loadCatalogStructure(db);
    const plan = await sitemapPlan(db, tree, perFile);
    expect(plan.files).toBe(Math.ceil(plan.urls / perFile));
    expect(plan.files).toBeGreaterThan(2);
    const files = await Promise.all(Array.from({ length: plan.files }, (_, index) => sitemapUrls(db, tree, index + 1, perFile)));
    for (const file of files) expect(file.urls.length).toBeLessThanOrEqual(perFile);
    const all = files.flatMap((file) => file.urls.map((url) => url.path));
    expect(all).toHaveLength(plan.urls);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 4)).toEqual(['/', '/allProduct', '/blogs', '/allReview']);
    for (const product of Object.values(catalog.products)) expect(all).toContain(`/product/${product.slug}`);
    const index = sitemapIndexXml(ORIGIN, plan.files);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap-${plan.files}.xml</loc></sitemap>`);
    // Everything fits in one file here: /sitemap.xml is the urlset itself and there are no numbered files.
    const numbered = await get('/sitemap-1.xml');
    expect(numbered.statusCode).toBe(404);
    expect(numbered.body).toBe('No such sitemap file');
  });

  it('asks crawlers to leave the signed-in pages and the API alone, and points them to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/api/', '/login', '/register', '/order/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /product/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemap without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('still serve the sitemap and robots.txt; browser paths keep their JSON 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/product/anything' })).statusCode).toBe(404);
  });
});
