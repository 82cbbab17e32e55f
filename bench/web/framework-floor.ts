import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type ConfigEnv, type UserConfig } from 'vite';
import shopViteConfig from '../../vite.config.js';

/** The smallest app with the shop's two frameworks: hydrate one React Router route. */
const MINIMAL_APP = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '/', Component: () => null }]);
hydrateRoot(document.getElementById('root'), createElement(RouterProvider, { router }));
`;

async function shopResolveOptions(): Promise<UserConfig['resolve']> {
  const env: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false };
  const config = typeof shopViteConfig === 'function' ? await shopViteConfig(env) : await shopViteConfig;
  return config.resolve;
}

/**
 * Gzipped kB of React DOM + React Router alone: a minimal app built by Vite with the shop's
 * settings (production mode, same target and aliases). No page of the shop can load less.
 */
export async function measureFrameworkFloor(): Promise<number> {
  // Inside the project, so the app resolves the shop's own node_modules.
  const dir = path.resolve('node_modules/.cache/bench-web-floor');
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, 'minimal-app.js');
  await writeFile(entry, MINIMAL_APP);
  const output = await build({
    configFile: false,
    root: dir,
    mode: 'production',
    logLevel: 'silent',
    resolve: await shopResolveOptions(),
    build: { write: false, target: 'es2022', modulePreload: false, rollupOptions: { input: entry } },
  });
  const results = Array.isArray(output) ? output : [output];
  let bytes = 0;
  for (const result of results) {
    if (!('output' in result)) throw new Error('Vite returned a watcher instead of a build result');
    for (const file of result.output) if (file.type === 'chunk') bytes += gzipSync(file.code, { level: 9 }).length;
  }
  return bytes / 1000;
}
