import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';

/** The parts of a version 3 source map that the server bundle's map has. */
export interface SourceMap {
  version: 3;
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
  [field: string]: unknown;
}

const isDependency = (source: string) => source.includes('node_modules/');

/**
 * The server bundle's source map, cut to what a stack trace needs: with `--enable-source-maps`,
 * Node decodes every mapping into an object of its own and keeps them for the life of the process.
 * esbuild's map of the whole bundle (every token of 1,900 files) cost about 100 MB of RSS a
 * process, two thirds of what the shop needs otherwise. What is kept:
 * - the shop's own code, one mapping per original line (a frame gets its file and line, and the
 *   column of the line's first token);
 * - for dependencies, a mark where their code begins, so a frame in them keeps its place in the
 *   bundle instead of taking the line of the shop's code before it.
 * Names and the sources' text are dropped; only sources still mapped stay listed.
 */
export function trimServerSourceMap(map: SourceMap): SourceMap {
  const keptSources: string[] = [];
  const newIndexOf = new Map<number, number>();
  const indexOf = (source: number) => {
    let index = newIndexOf.get(source);
    if (index === undefined) {
      index = keptSources.push(map.sources[source]!) - 1;
      newIndexOf.set(source, index);
    }
    return index;
  };
  const dependency = map.sources.map(isDependency);
  const lines = decode(map.mappings).map((segments) => {
    const kept: SourceMapSegment[] = [];
    let last: SourceMapSegment | undefined;
    for (const segment of segments) {
      if (segment.length === 1 || dependency[segment[1]]) {
        if (last === undefined || last.length !== 1) kept.push((last = [segment[0]]));
        continue;
      }
      const [column, source, line, originalColumn] = segment;
      const index = indexOf(source);
      if (last !== undefined && last.length === 4 && last[1] === index && last[2] === line) continue;
      kept.push((last = [column, index, line, originalColumn]));
    }
    return kept;
  });
  const { sourcesContent: _content, ...rest } = map;
  return { ...rest, sources: keptSources, names: [], mappings: encode(lines) };
}
