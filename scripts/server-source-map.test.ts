import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimServerSourceMap, type SourceMap } from './server-source-map.js';

/**
 * A small bundle built the way scripts/bundle-server.ts builds the server (one line of code, with
 * a dependency from node_modules), its map trimmed, and run with `--enable-source-maps`.
 */
describe('the trimmed source map of the server bundle', () => {
  let dir: string;
  let fullMap: SourceMap;
  let trimmed: SourceMap;
  let stack: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-source-map-'));
    await mkdir(path.join(dir, 'node_modules/dependency'), { recursive: true });
    await mkdir(path.join(dir, 'src'));
    await writeFile(path.join(dir, 'node_modules/dependency/package.json'), JSON.stringify({ name: 'dependency', type: 'module', main: 'index.js' }));
    await writeFile(
      path.join(dir, 'node_modules/dependency/index.js'),
      ['export function callBack(work) {', '  const result = work();', '  return result;', '}', ''].join('\n'),
    );
    // The shop's module first: its code comes before the dependency's in the bundle.
    await writeFile(path.join(dir, 'src/orders.ts'), ['export function placeOrder(): never {', "  throw new Error('out of stock');", '}', ''].join('\n'));
    await writeFile(
      path.join(dir, 'src/main.ts'),
      [
        "import { placeOrder } from './orders';",
        "import { callBack } from 'dependency';",
        '',
        'try {',
        '  callBack(placeOrder);',
        '} catch (error) {',
        '  console.log((error as Error).stack);',
        '}',
        '',
      ].join('\n'),
    );
    const outfile = path.join(dir, 'out/main.js');
    await build({ entryPoints: [path.join(dir, 'src/main.ts')], outfile, bundle: true, platform: 'node', format: 'esm', sourcemap: true, sourcesContent: false, minifyWhitespace: true, logLevel: 'silent' });
    fullMap = JSON.parse(await readFile(`${outfile}.map`, 'utf8')) as SourceMap;
    trimmed = trimServerSourceMap(fullMap);
    await writeFile(`${outfile}.map`, JSON.stringify(trimmed));
    const { stdout } = await promisify(execFile)(process.execPath, ['--enable-source-maps', outfile]);
    stack = stdout.split('\n').map((line) => line.trim());
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("points a frame in the shop's own code at its file and line", () => {
    expect(stack[0]).toBe('Error: out of stock');
    expect(stack.find((line) => line.startsWith('at placeOrder'))).toMatch(/src\/orders\.ts:2:\d+\)$/);
  });

  it("leaves a frame in a dependency at its place in the bundle, not at the shop's line before it", () => {
    expect(stack.find((line) => line.startsWith('at callBack'))).toMatch(/out\/main\.js:\d+:\d+\)$/);
  });

  it('keeps only the sources still mapped, without their text or names', () => {
    expect(fullMap.sources.some((source) => source.includes('node_modules/dependency'))).toBe(true);
    expect(trimmed.sources.map((source) => source.replace(/^.*\/src\//, 'src/')).sort()).toEqual(['src/main.ts', 'src/orders.ts']);
    expect(trimmed.sourcesContent).toBeUndefined();
    expect(trimmed.names).toEqual([]);
    expect(trimmed.mappings.length).toBeLessThan(fullMap.mappings.length);
  });
});
