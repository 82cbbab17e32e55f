import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SHELL = '<!doctype html><title>shop</title><div id="root"></div>';

/** A dist/web with the app shell and a script with its source map. */
async function webBuild(): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await writeFile(path.join(webDir, 'index.html'), SHELL);
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("shop");\n');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['../../src/web/main.tsx'], sourcesContent: ['secret source'], mappings: '' }));
  return webDir;
}

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDir: await webBuild() });
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

  it('sends the app shell for pages the server does not render, with a 404 status for paths the app has no page for', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(SHELL);
    expect(login.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/allProducts' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SHELL);
  });

  it('answers unknown API paths with a JSON problem, not the shell', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
  });
});
