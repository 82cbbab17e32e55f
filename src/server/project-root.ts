import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, whether running from src/ (tsx) or dist/ (built). */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const contentDir = path.join(projectRoot, 'content');
export const webDistDir = path.join(projectRoot, 'dist', 'web');
/** The server side of the web build: the page render bundle and the assets of its pages (src/server/pages). */
export const ssrDistDir = path.join(projectRoot, 'dist', 'ssr');
