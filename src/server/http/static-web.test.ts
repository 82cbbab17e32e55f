import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../modules/shop/shop-config.js';
import { contentDir } from '../project-root.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PRERENDERED_DIR, PRERENDERED_MANIFEST, shopConfigFingerprint, type PrerenderedManifest } from './prerendered-pages.js';

const SHELL = '<!doctype html><title>shop</title><div id="root"></div>';
const HOME = '<!doctype html><title>Home</title><div id="root"><h1>Best Tools And Sales Available</h1></div>';
const ALL_PRODUCTS = '<!doctype html><title>All Tools</title><div id="root"><h1>All Tools</h1></div>';

/** A dist/web with the app shell and two prerendered pages, rendered for `shopFingerprint`. */
async function webBuild(shopFingerprint: string): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  const dir = path.join(webDir, PRERENDERED_DIR);
  await mkdir(dir);
  await writeFile(path.join(webDir, 'index.html'), SHELL);
  await writeFile(path.join(dir, 'home.html'), HOME);
  await writeFile(path.join(dir, 'home.html.br'), brotliCompressSync(HOME));
  await writeFile(path.join(dir, 'all-products.html'), ALL_PRODUCTS);
  const manifest: PrerenderedManifest = { pages: { '/': 'home.html', '/allProduct': 'all-products.html' }, shopConfig: shopFingerprint };
  await writeFile(path.join(dir, PRERENDERED_MANIFEST), JSON.stringify(manifest));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("shop");\n');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['../../src/web/main.tsx'], sourcesContent: ['secret source'], mappings: '' }));
  return webDir;
}

describe('prerendered public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDir: await webBuild(shopConfigFingerprint(await loadShopConfig(contentDir))) });
  });
  afterAll(() => t.close());

  it('serves the scripts but never their source maps', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.MAP', '/assets/index-abc123.js.map?x=1', '/assets/%69ndex-abc123.js.map']) {
      const map = await t.app.inject({ method: 'GET', url });
      expect(map.statusCode, url).toBe(404);
      expect(map.body, url).not.toContain('secret source');
    }
  });

  it('sends the page rendered at build time for its path, query and trailing slash aside', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(HOME);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    for (const url of ['/allProduct', '/allProduct/', '/allProduct?page=2']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(ALL_PRODUCTS);
    }
  });

  it('sends the brotli file made at build time to clients that accept it', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(HOME);
    const refused = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(HOME);
  });

  it('sends the app shell for the other pages, with a 404 status for paths the app has no page for', async () => {
    const blogs = await t.app.inject({ method: 'GET', url: '/blogs' });
    expect(blogs.statusCode).toBe(200);
    expect(blogs.body).toBe(SHELL);
    const missing = await t.app.inject({ method: 'GET', url: '/allProducts' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SHELL);
  });
});

describe('prerendered pages of another shop configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDir: await webBuild('rendered-for-another-configuration') });
  });
  afterAll(() => t.close());

  it('are not sent: the browser would have to redraw them, so the app shell goes instead', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(SHELL);
  });
});
