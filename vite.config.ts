import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // React Router's package exports point at its development build, which keeps its dev-only
    // warnings (ENABLE_DEV_WARNINGS = true); the production build beside it drops them.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      // Zod without its eval probe, which the CSP forbids (see the file).
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/web/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps stay on disk for whoever debugs a release (no sourceMappingURL in the scripts); the
    // server never serves them, so the shop's source is not published (static-web.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    // scripts/page-assets.ts reads it to find the scripts of each page the server renders.
    manifest: true,
    // The browser build; the server's render (--ssr render-page.tsx) has its own entry.
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('src/web/index.html', import.meta.url)),
            // Loaded by the server-rendered pages instead of the entry (see the file).
            'start-after-paint': fileURLToPath(new URL('src/web/start-after-paint.ts', import.meta.url)),
          },
        },
  },
  // The server's render (dist/ssr) carries React, React Router and TanStack Query in their
  // production builds, whatever NODE_ENV the server runs with: the markup is the browser's, and the
  // development builds are several times slower.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin, '/healthz': apiOrigin },
  },
}));
