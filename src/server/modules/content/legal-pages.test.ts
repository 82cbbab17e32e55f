import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppPath, legalPath } from '../../../shared/routes.js';
import { contentMessages, legalPageSlugs, type LegalPage } from '../../../shared/schemas/content.js';
import { contentDir } from '../../project-root.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { loadLegalPages } from './content.service.js';

/** Each page's title and one heading of its sections, as the footer and visitors know them. */
const EXPECTED: Record<(typeof legalPageSlugs)[number], { title: string; section: string }> = {
  'terms-of-use': { title: 'Terms of use', section: 'Prices and orders' },
  'privacy-policy': { title: 'Privacy policy', section: 'Your rights' },
  'cookie-policy': { title: 'Cookie policy', section: 'The cookies we set' },
  'delivery-and-returns': { title: 'Delivery &amp; returns', section: 'Returns within 30 days' },
};

describe.each(testDatabaseKinds())('legal pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(legalPageSlugs)('answers /api/legal/%s with its title and its sections as HTML', async (slug) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/legal/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const page = response.json<LegalPage>();
    expect(Object.keys(page).sort()).toEqual(['html', 'slug', 'title']);
    expect(page.slug).toBe(slug);
    expect(page.title).toBe(EXPECTED[slug].title.replace('&amp;', '&'));
    expect(page.html).toContain(`<h2>${EXPECTED[slug].section}</h2>`);
    expect(page.html).toMatch(/^<p>Last updated: \d{1,2} \w+ \d{4}<\/p>/);
    // The title is the page's h1, shown by the web page: it is not repeated in the body.
    expect(page.html).not.toContain('<h1');
  });

  it('answers an unknown page with a readable 404 problem', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/legal/refund-policy' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: contentMessages.unknownLegalPage });
  });

  it.each([
    ['a NUL', '%00'],
    ['a NUL after a real slug', 'terms-of-use%00'],
    ['a path out of the folder', '..%2F..%2Fshop.json'],
    ['dots', '..'],
    ['a file name', 'terms-of-use.md'],
    ['another case', 'Terms-Of-Use'],
    ['a trailing space', 'terms-of-use%20'],
    ['a name every object has', 'constructor'],
    ['the prototype', '__proto__'],
    ['quotes and a semicolon', `'%3B%20drop%20table%20x%3B--`],
    ['an emoji', '%F0%9F%94%A7'],
    ['a long text', 'x'.repeat(90)],
  ])('answers a slug with %s with a 404, never a 500', async (_label, slug) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/legal/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('has a page behind every footer link to /legal/, titled as the link, and one such link for every page', async () => {
    const links = t.shop.footer.columns.flatMap((column) => column.links).filter((link) => link.href?.startsWith('/legal/'));
    expect(links.map((link) => link.href).sort()).toEqual(legalPageSlugs.map(legalPath).sort());
    for (const link of links) {
      const href = link.href ?? '';
      expect(isAppPath(href), href).toBe(true);
      const response = await t.app.inject({ method: 'GET', url: `/api/legal/${href.slice('/legal/'.length)}` });
      expect(response.statusCode, href).toBe(200);
      expect(response.json<LegalPage>().title).toBe(link.label);
    }
    const legal = t.shop.footer.columns.find((column) => column.title === 'Legal');
    expect(legal?.links.map((link) => link.label)).toEqual(['Terms of use', 'Privacy policy', 'Cookie policy', 'Delivery & returns']);
  });

  it('lists the legal pages in the sitemap', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } })).body;
    for (const slug of legalPageSlugs) expect(xml).toContain(`<loc>http://shop.example${legalPath(slug)}</loc>`);
  });
});

describe('loading the legal pages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-legal-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A copy of content/legal with `change` applied to it. */
  async function contentWith(name: string, change: (legalDir: string) => Promise<void>): Promise<string> {
    const copy = path.join(dir, name);
    await cp(path.join(contentDir, 'legal'), path.join(copy, 'legal'), { recursive: true });
    await change(path.join(copy, 'legal'));
    return copy;
  }

  it('reads every page of the footer from content/legal', async () => {
    const pages = await loadLegalPages(contentDir);
    expect([...pages.keys()]).toEqual([...legalPageSlugs]);
  });

  it('refuses to start with a page that does not begin with "# Title", naming the file', async () => {
    const content = await contentWith('untitled', (legal) => writeFile(path.join(legal, 'cookie-policy.md'), 'Last updated: today\n\n## The cookies we set\n\nNone.\n'));
    await expect(loadLegalPages(content)).rejects.toThrow('content/legal/cookie-policy.md must start with "# Title"');
  });

  it('refuses to start with a page missing, naming the file', async () => {
    const content = await contentWith('missing', (legal) => rm(path.join(legal, 'delivery-and-returns.md')));
    await expect(loadLegalPages(content)).rejects.toThrow('content/legal/delivery-and-returns.md is missing');
  });

  it('takes a reworded page without code, with Windows line ends, and shows raw HTML in it as text', async () => {
    const content = await contentWith('reworded', (legal) => writeFile(path.join(legal, 'terms-of-use.md'), '# Terms of sale\r\n\r\nLast updated: today\r\n\r\n## Orders <script>alert(1)</script>\r\n'));
    const terms = (await loadLegalPages(content)).get('terms-of-use');
    expect(terms?.title).toBe('Terms of sale');
    expect(terms?.html).toContain('<h2>Orders &lt;script&gt;alert(1)&lt;/script&gt;</h2>');
  });
});
