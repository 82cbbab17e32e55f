/**
 * Builds the server into one ES module, dist/node/server/main.js (see docs/decisions/0005).
 * Loading one file instead of ~1 700 modules from node_modules takes the start-up from about
 * 1.1 s to 0.4 s of module loading. Type checking is `npm run check`'s job.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { trimServerSourceMap, type SourceMap } from './server-source-map.js';

// Packages that find files of their own next to their code at run time (WebAssembly, native
// binaries, worker scripts, static pages, font metrics), so they stay in node_modules.
const external = ['@electric-sql/pglite', 'sharp', 'pg-native', 'pino', 'pino-pretty', 'thread-stream', '@fastify/swagger-ui', 'pdfkit'];

await rm('dist/node', { recursive: true, force: true });
const result = await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/node/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // For stack traces only, and trimmed to what they need after the build (server-source-map.ts).
  sourcemap: true,
  sourcesContent: false,
  minifySyntax: true,
  // V8 keeps a script's whole source text in memory, two bytes a character as soon as one character
  // is above U+00FF. Dependencies' comments carried a few ("—", "→"), which doubled 7.7 MB of source
  // to 15.5 MB in every process. Without whitespace and comments the bundle is 5.3 MB, one byte a
  // character (esbuild writes strings and names in ASCII; the check below catches the rest).
  minifyWhitespace: true,
  external,
  // CommonJS packages inside an ES module still call require() for Node's own modules.
  banner: { js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
const wide = /[\u0100-\uffff]/.exec(await readFile('dist/node/server/main.js', 'utf8'));
if (wide) {
  throw new Error(`dist/node/server/main.js holds "${wide[0]}" near "${wide.input.slice(Math.max(0, wide.index - 60), wide.index + 20)}": write it as an escape (\\u${wide[0].codePointAt(0)!.toString(16).padStart(4, '0')}) so the bundle stays one byte a character`);
}
const mapFile = 'dist/node/server/main.js.map';
await writeFile(mapFile, JSON.stringify(trimServerSourceMap(JSON.parse(await readFile(mapFile, 'utf8')) as SourceMap)));
const inputs = Object.keys(result.metafile.inputs).length;
console.log(`bundled the server from ${inputs} modules into dist/node/server/main.js`);
