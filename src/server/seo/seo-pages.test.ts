import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAdmin, type TestUser } from '../test/accounts-helpers.js';
import { buildDiscoveryCatalog } from '../test/discovery-fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { smallPdf, uploadDocument } from '../test/document-helpers.js';
import type { ProductDocumentReply } from '../../shared/schemas/product-documents.js';
import { fileSizeLabel } from '../../shared/product-documents.js';
import { importProductReview } from '../modules/reviews/product-reviews.service.js';
import { pageRenderBuild, TEST_SHELL } from '../test/page-render-build.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDatabaseKinds } from '../test/test-database.js';
import { setProductCatalogData } from '../modules/catalog/product-catalog-data.service.js';

const ORIGIN = 'https://shop.example';

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

function ofType(html: string, type: string): Record<string, unknown> {
  const found = jsonLdOf(html).find((data) => data['@type'] === type);
  if (!found) throw new Error(`No ${type} in the page's JSON-LD`);
  return found;
}

/** The content attribute of a meta tag, or the href of a link tag. */
function headValue(html: string, tag: RegExp): string | undefined {
  return tag.exec(html)?.[1];
}
const metaTag = (html: string, key: string) => headValue(html, new RegExp(`<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`));
const canonicalOf = (html: string) => headValue(html, /<link rel="canonical" href="([^"]*)">/);
/** What the server wrote inside #root: React's markup of the page. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-data">/.exec(html)?.[1] ?? '';
/** The text a reader sees in #root, its elements' tags taken out and its spaces collapsed. */
const textOf = (html: string) => rootOf(html).replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The data the page was rendered with, as the browser takes it. */
const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rootOf(html))?.[1];

describe.each(testDatabaseKinds())('pages for search engines and link previews on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let catalog: Awaited<ReturnType<typeof buildDiscoveryCatalog>>;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** The shop's name as HTML text ("Volt &amp; Bolt"). */
  const shopName = () => t.shop.name.replace(/&/g, '&amp;');

  beforeAll(async () => {
    t = await createTestApp(kind, { ...(await pageRenderBuild()), env: { PUBLIC_URL: `${ORIGIN}/` } });
    admin = await signUpAdmin(t.app, t.database.db);
    catalog = await buildDiscoveryCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it('answers a product page rendered by the app inside #root, with its data, its own head and the scripts that take it over', async () => {
    const { drill } = catalog.products;
    const response = await get(`/product/${drill.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    // One script at once (it starts the app once the page has painted); the app's scripts, the page's own among them, listed for it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/start-after-paint-abc123.js"></script>');
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-abc123.js /assets/product-route-abc123.js">');
    expect(html).not.toContain('src="/assets/index-abc123.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    expect(html).not.toContain('Tools and electrical parts</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    expect(html).toContain(`<title>Cordless Drill Driver DD-18 · ${shopName()}</title>`);
    expect(metaTag(html, 'description')).toBe('Compact 18 V drill driver with two speeds.');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/product/${drill.slug}`);
    expect(metaTag(html, 'og:type')).toBe('product');
    expect(metaTag(html, 'og:title')).toBe(`Cordless Drill Driver DD-18 · ${shopName()}`);
    expect(metaTag(html, 'og:url')).toBe(`${ORIGIN}/product/${drill.slug}`);
    expect(metaTag(html, 'og:image')).toBe(`${ORIGIN}${drill.image.src}`);
    expect(metaTag(html, 'product:price:amount')).toBe('129.99');
    expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');

    // The app's own product page, as a visitor sees it before any script runs.
    const content = rootOf(html);
    expect(heading(html)).toBe('Cordless Drill Driver DD-18');
    expect(content).toMatch(/<nav aria-label="Breadcrumb"[^>]*>[\s\S]*href="\/"[^>]*>Home<\/a>[\s\S]*href="\/category\/power-tools"[^>]*>Power tools<\/a>[\s\S]*href="\/category\/drills"[^>]*>Drills<\/a>/);
    expect(content).toContain(`src="${drill.image.src}"`);
    expect(content).toMatch(/<th scope="row"[^>]*>Voltage<\/th><td[^>]*>18 V<\/td>/);
    const text = textOf(html);
    for (const shown of ['Price: $129.99 incl. Sales tax', 'In stock: 100 pcs', 'Part number (SKU): TS-10001', 'Compact 18 V drill driver with two speeds.', 'Add to cart']) expect(text).toContain(shown);
    // Its header and footer are the app's too.
    expect(content).toContain('<nav aria-label="Main"');
    expect(content).toContain('<footer');

    // The data it was rendered with, for the browser to take over the page without asking again: the shop's, for anyone.
    const keys = dataOf(html).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes(drill.slug))).toBe(true);
    expect(keys.filter((key) => /session|cart|account|order/i.test(key))).toEqual([]);
  });

  it('renders the same page for everyone: a signed-in admin\'s request gets nothing of theirs', async () => {
    const url = `/product/${catalog.products.grinder.slug}?from=admin`;
    const asAdmin = await get(url, { cookie: admin.cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).not.toContain(admin.email);
    expect(textOf(asAdmin.body)).not.toMatch(/Dashboard|Log ?out|Sign out/i);
    expect((await get(url)).body).toBe(asAdmin.body);
  });

  it('describes the product in JSON-LD exactly as the shop holds it, and its availability follows the stock', async () => {
    const { drill } = catalog.products;
    const product = ofType((await get(`/product/${drill.slug}`)).body, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Cordless Drill Driver DD-18',
      description: 'Compact 18 V drill driver with two speeds.',
      sku: 'TS-10001',
      mpn: 'DD-18',
      gtin13: '4006381100012',
      brand: { '@type': 'Brand', name: 'Voltek' },
      url: `${ORIGIN}/product/${drill.slug}`,
      image: [`${ORIGIN}${drill.image.src}`],
      offers: { '@type': 'Offer', price: '129.99', priceCurrency: t.shop.currency, availability: 'https://schema.org/InStock', url: `${ORIGIN}/product/${drill.slug}` },
    });
    const breadcrumbs = ofType((await get(`/product/${drill.slug}`)).body, 'BreadcrumbList');
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Power tools', item: `${ORIGIN}/category/power-tools` },
      { '@type': 'ListItem', position: 3, name: 'Drills', item: `${ORIGIN}/category/drills` },
      { '@type': 'ListItem', position: 4, name: 'Cordless Drill Driver DD-18', item: `${ORIGIN}/product/${drill.slug}` },
    ]);

    // Stock below the minimum order: nothing can be ordered. The cached page is forgotten with the change.
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/products/${drill.id}`, headers: { cookie: admin.cookie }, payload: { availableQuantity: 4, minOrderQuantity: 5, price: 12050 } });
    expect(changed.statusCode).toBe(200);
    const after = (await get(`/product/${drill.slug}`)).body;
    expect(ofType(after, 'Product').offers).toMatchObject({ price: '120.50', availability: 'https://schema.org/OutOfStock' });
    expect(textOf(after)).toContain('Out of stock');
    expect(textOf(after)).toContain('Price: $120.50 incl. Sales tax');
    const restocked = await t.app.inject({ method: 'PATCH', url: `/api/products/${drill.id}`, headers: { cookie: admin.cookie }, payload: { availableQuantity: 5 } });
    expect(restocked.statusCode).toBe(200);
    expect(ofType((await get(`/product/${drill.slug}`)).body, 'Product').offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('gives the product its address by name as canonical when it is opened by id', async () => {
    const { hammer } = catalog.products;
    const response = await get(`/product/${hammer.id}`);
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toBe(`${ORIGIN}/product/${hammer.slug}`);
    expect(metaTag(response.body, 'og:url')).toBe(`${ORIGIN}/product/${hammer.slug}`);
  });

  it('answers unknown and removed products and categories with the plain app shell and status 404', async () => {
    const removed = await insertProduct(t.database.db, { name: 'Discontinued Saw' });
    expect((await get(`/product/${removed.slug}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${removed.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    for (const url of [`/product/${removed.slug}`, `/product/${removed.id}`, '/product/no-such-product', '/product/4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11', '/category/no-such-category', '/search?q=drill&category=no-such-category']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(TEST_SHELL);
    }
  });

  it('carries the product’s AggregateRating and newest reviews in JSON-LD, and none before it has a review', async () => {
    const { hammer } = catalog.products;
    expect(ofType((await get(`/product/${hammer.slug}`)).body, 'Product')).not.toHaveProperty('aggregateRating');
    await importProductReview(t.database.db, hammer.id, { authorName: 'Sam Reyes', rating: 5, title: 'Bores brick like butter', body: 'Drilled forty holes in engineering brick.', createdAt: new Date('2026-11-02T10:00:00Z') });
    await importProductReview(t.database.db, hammer.id, { authorName: 'Ada Quinn', rating: 2, body: 'Heavy for overhead work, and loud.', createdAt: new Date('2026-11-03T10:00:00Z') });
    // Written straight into the database, the reviews reach the cached page by the catalog announcements, a moment later on PostgreSQL.
    const pageWith = (count: number) =>
      vi.waitFor(
        async () => {
          const body = (await get(`/product/${hammer.slug}`)).body;
          expect(ofType(body, 'Product').aggregateRating).toMatchObject({ reviewCount: count });
          return body;
        },
        { timeout: 5000, interval: 20 },
      );
    const page = await pageWith(2);
    const product = ofType(page, 'Product');
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(product.review).toEqual([
      { '@type': 'Review', author: { '@type': 'Person', name: 'Ada Quinn' }, datePublished: '2026-11-03', reviewBody: 'Heavy for overhead work, and loud.', reviewRating: { '@type': 'Rating', ratingValue: 2, bestRating: 5, worstRating: 1 } },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Sam Reyes' },
        datePublished: '2026-11-02',
        name: 'Bores brick like butter',
        reviewBody: 'Drilled forty holes in engineering brick.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);

    // A review's words cannot close the JSON-LD block; a hidden review is in no JSON-LD.
    const sneaky = await importProductReview(t.database.db, hammer.id, { authorName: 'Mallory', rating: 1, body: 'Bad </script><script>alert(1)</script> drill', createdAt: new Date('2026-11-04T10:00:00Z') });
    const withScript = await pageWith(3);
    expect(withScript.match(/<script/gi)).toHaveLength(2 + jsonLdOf(withScript).length);
    expect(withScript.match(/<\/script>/gi)).toHaveLength(2 + jsonLdOf(withScript).length);
    expect((ofType(withScript, 'Product').review as { reviewBody: string }[])[0]?.reviewBody).toBe('Bad </script><script>alert(1)</script> drill');
    const hidden = await t.app.inject({ method: 'PATCH', url: `/api/admin/product-reviews/${sneaky.id}`, headers: { cookie: admin.cookie }, payload: { hidden: true } });
    expect(hidden.statusCode).toBe(200);
    const after = ofType((await get(`/product/${hammer.slug}`)).body, 'Product');
    expect(after.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    expect((after.review as { author: { name: string } }[]).map((review) => review.author.name)).toEqual(['Ada Quinn', 'Sam Reyes']);
    expect(rootOf(page)).toContain('Rated 3.5 out of 5 from 2 reviews');
  });

  it('escapes HTML and script in product names, descriptions and part numbers, and keeps them exact in JSON-LD', async () => {
    const name = '</script><script>alert(1)</script> Drill "Pro" & <b>bold</b> $& \u2028';
    const description = '<img src=x onerror=alert(2)> Works </SCRIPT> <!-- too';
    const product = await insertProduct(t.database.db, { name, description });
    await setProductCatalogData(t.database.db, product.id, { categoryId: catalog.categories.drills.id, sku: '<i>SKU</i>', mpn: null, brand: '"/><script>alert(3)</script>', ean: null, attributes: {} });
    const html = (await get(`/product/${product.slug}`)).body;
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toContain('<b>bold</b>');
    expect(html).not.toContain('<i>SKU</i>');
    // Only the app's script, the page's data and the JSON-LD blocks are scripts: no value closed one early.
    expect(html.match(/<script/gi)).toHaveLength(2 + jsonLdOf(html).length);
    expect(html.match(/<\/script>/gi)).toHaveLength(2 + jsonLdOf(html).length);
    expect(heading(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Drill &quot;Pro&quot; &amp; &lt;b&gt;bold&lt;/b&gt; $&amp;');
    expect(ofType(html, 'Product')).toMatchObject({ name, description, sku: '<i>SKU</i>', brand: { name: '"/><script>alert(3)</script>' } });
    // The page's data holds the values exactly, for the browser to show as text.
    expect(JSON.stringify(dataOf(html))).toContain(JSON.stringify(name).slice(1, -1));
  });

  it('lists the product’s documents as download links, their titles escaped', async () => {
    const product = await insertProduct(t.database.db, { name: 'Documented Breaker' });
    const documentsHeading = /<h2[^>]*>Documents<\/h2>/;
    expect(rootOf((await get(`/product/${product.slug}`)).body)).not.toMatch(documentsHeading);
    const fields = { kind: 'datasheet', language: 'de', title: '<b>Datenblatt</b> & more' };
    const uploaded = await uploadDocument(t.app, admin.cookie, product.id, { data: await smallPdf(), fields });
    expect(uploaded.statusCode).toBe(201);
    const { document } = uploaded.json<ProductDocumentReply>();
    // The page was cached before the upload: the upload forgets it.
    const html = (await get(`/product/${product.slug}`)).body;
    expect(rootOf(html)).toMatch(documentsHeading);
    expect(rootOf(html)).toContain(`href="${document.url}"`);
    expect(rootOf(html)).toContain('&lt;b&gt;Datenblatt&lt;/b&gt; &amp; more');
    expect(rootOf(html)).not.toContain('<b>Datenblatt');
    expect(textOf(html)).toContain(fileSizeLabel(document.size));
  });

  it('answers a category page with its trail, description, subcategories and products, and BreadcrumbList', async () => {
    const response = await get('/category/power-tools');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>Power tools · ${shopName()}</title>`);
    expect(metaTag(html, 'description')).toBe('Tools with a motor.');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/category/power-tools`);
    expect(metaTag(html, 'og:type')).toBe('website');
    const content = rootOf(html);
    expect(heading(html)).toBe('Power tools');
    expect(textOf(html)).toContain('Tools with a motor.');
    expect(content).toContain('href="/category/drills"');
    expect(content).toContain(`href="/product/${catalog.products.grinder.slug}"`);
    expect(content).toContain(`href="/product/${catalog.products.hammer.slug}"`);
    expect(textOf(html)).toContain('Price: $59.99 incl. Sales tax');
    expect(content).not.toContain('Flexible Cable');
    expect(ofType(html, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Power tools', item: `${ORIGIN}/category/power-tools` },
    ]);
    const drills = (await get('/category/drills?page=1')).body;
    expect(canonicalOf(drills)).toBe(`${ORIGIN}/category/drills`);
    expect(ofType(drills, 'BreadcrumbList').itemListElement).toHaveLength(3);

    // The kept page shows a product's new price as soon as it is changed: its cards are of the products it shows.
    const { grinder } = catalog.products;
    expect(textOf((await get('/')).body)).toContain('$59.99');
    const repriced = await t.app.inject({ method: 'PATCH', url: `/api/products/${grinder.id}`, headers: { cookie: admin.cookie }, payload: { price: 5450 } });
    expect(repriced.statusCode).toBe(200);
    const after = textOf((await get('/category/power-tools')).body);
    expect(after).toContain('Price: $54.50 incl. Sales tax');
    expect(after).not.toContain('$59.99');
    // So does the home page, whose head names no products: the products are those its render read.
    const home = textOf((await get('/')).body);
    expect(home).toContain('$54.50');
    expect(home).not.toContain('$59.99');
  });

  it('answers a search landing page with its results, a canonical address that keeps only the words, and escapes the words', async () => {
    const response = await get('/search?q=drill&sort=price-asc&inStock=true&page=1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>Search results for “drill” · ${shopName()}</title>`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/search?q=drill`);
    // Words anyone can type never make a listed page (spam under the shop's name); its links are followed.
    expect(metaTag(html, 'robots')).toBe('noindex, follow');
    expect(heading(html)).toBe('Results for “drill”');
    expect(rootOf(html)).toContain(`href="/product/${catalog.products.hammer.slug}"`);
    expect(textOf(html)).toContain('Brushless Hammer Drill HD-18B');
    expect(rootOf(html)).not.toContain('Flexible Cable');

    const injected = await get(`/search?q=${encodeURIComponent('"></title><svg onload=qqzzx()>')}`);
    expect(injected.statusCode).toBe(200);
    expect(injected.body).not.toContain('<svg onload');
    expect(heading(injected.body)).toBe('Results for “&quot;&gt;&lt;/title&gt;&lt;svg onload=qqzzx()&gt;”');
    expect(canonicalOf(injected.body)).toBe(`${ORIGIN}/search?q=%22%3E%3C%2Ftitle%3E%3Csvg+onload%3Dqqzzx%28%29%3E`);
    expect(metaTag(injected.body, 'robots')).toBe('noindex, follow');

    const sql = await get(`/search?q=${encodeURIComponent("drill'; drop table products; --")}`);
    expect(sql.statusCode).toBe(200);
    expect((await get(`/product/${catalog.products.hammer.slug}`)).statusCode).toBe(200);
  });

  it('answers searches it refuses with the plain app shell and status 400, never a 5xx', async () => {
    for (const url of [`/search?q=${'a'.repeat(2000)}`, '/search?q=drill&f=voltage:30..10', '/search?q=drill&f=nonsense', '/search?q=drill&sort=cheapest', '/search?q=a&q=b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toBe(TEST_SHELL);
    }
  });

  it('answers a page again with 304 when the client holds the same version', async () => {
    const first = await get(`/product/${catalog.products.grinder.slug}`);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`/product/${catalog.products.grinder.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('pages for search engines without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', await pageRenderBuild());
    await buildDiscoveryCatalog(t.database.db);
  });
  afterAll(() => t.close());

  it('use the address the request came to, and no cached page carries another visitor\'s host', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/category/cable', headers: { host: 'shop.local:8080' } });
    expect(canonicalOf(first.body)).toBe('http://shop.local:8080/category/cable');
    const second = await t.app.inject({ method: 'GET', url: '/category/cable', headers: { host: 'other.local' } });
    expect(canonicalOf(second.body)).toBe('http://other.local/category/cable');
    const forged = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil"><script>' } });
    expect(forged.body).toContain('Sitemap: http://localhost/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.local:8080' } });
    expect(sitemap.body).toContain('<loc>http://shop.local:8080/category/cable</loc>');
  });
});
