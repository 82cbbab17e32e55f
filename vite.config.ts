import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // React Router's package exports point at its development build, which keeps its dev-only
    // warnings (ENABLE_DEV_WARNINGS = true); the production build beside it drops them.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/media': apiOrigin, '/healthz': apiOrigin },
  },
});
