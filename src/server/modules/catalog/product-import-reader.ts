import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { PRODUCT_FILE_MAX_BYTES, PRODUCT_FILE_MAX_LINE_BYTES, productFileMessages } from '../../../shared/schemas/product-files.js';

/** Why reading a product file stopped at a line: the rest of the file is not checked. */
export class FileProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'FileProblem';
  }
}

const NEWLINE = 0x0a;

function newlinesIn(chunk: Buffer, end = chunk.length): number {
  let count = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1 && at < end; at = chunk.indexOf(NEWLINE, at + 1)) count += 1;
  return count;
}

/** Where the first byte that cannot be UTF-8 is (a lead byte without its continuation bytes, or a stray one); -1 when none shows in this chunk. */
function firstNonUtf8(chunk: Buffer): number {
  for (let at = 0; at < chunk.length; ) {
    const byte = chunk[at]!;
    if (byte < 0x80) {
      at += 1;
      continue;
    }
    const following = byte >= 0xc2 && byte <= 0xdf ? 1 : byte >= 0xe0 && byte <= 0xef ? 2 : byte >= 0xf0 && byte <= 0xf4 ? 3 : -1;
    if (following < 0) return at;
    for (let next = 1; next <= following; next += 1) {
      if (at + next >= chunk.length) return -1;
      if ((chunk[at + next]! & 0xc0) !== 0x80) return at;
    }
    at += following + 1;
  }
  return -1;
}

/**
 * Passes the file's bytes on while they are at most PRODUCT_FILE_MAX_BYTES and UTF-8 (checked as
 * they stream, with a decoder that refuses what is not), counting lines for the report.
 */
class FileGuard extends Transform {
  private bytes = 0;
  private line = 1;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > PRODUCT_FILE_MAX_BYTES) return done(new FileProblem(this.line, productFileMessages.tooLarge, true));
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      const at = firstNonUtf8(chunk);
      return done(new FileProblem(this.line + newlinesIn(chunk, at === -1 ? 0 : at), productFileMessages.notUtf8));
    }
    this.line += newlinesIn(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
      done();
    } catch {
      done(new FileProblem(this.line, productFileMessages.notUtf8));
    }
  }
}

function csvProblem(error: CsvError): FileProblem {
  const line = Number((error as CsvError & { lines?: number }).lines ?? 1) || 1;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return new FileProblem(line, productFileMessages.lineTooLong);
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new FileProblem(line, `${productFileMessages.notCsv}: a quote opened here is never closed. ${productFileMessages.notStopped}`);
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') {
    return new FileProblem(line, `${productFileMessages.notCsv}: a quoted cell has text after its closing quote (write a quote inside a quoted cell twice: ""). ${productFileMessages.notStopped}`);
  }
  return new FileProblem(line, `${productFileMessages.notCsv}. ${productFileMessages.notStopped}`);
}

export interface FileRecord {
  cells: string[];
  /** The line of the file the record ends on (the header is line 1). */
  line: number;
}

/**
 * The records of a CSV file as they arrive, never the whole file in memory: csv-parse reads a
 * record of at most PRODUCT_FILE_MAX_LINE_BYTES (`max_record_size`; a longer one stops the read
 * with a FileProblem at its line before more of it is held), after a UTF-8 byte-order mark is
 * taken off. Stopping early (a problem, or the caller leaving the loop) lets the rest of the
 * upload drain, so the answer still reaches the client.
 */
export async function* readRecords(source: Readable): AsyncGenerator<FileRecord> {
  const guard = new FileGuard();
  const parser = parse({ bom: true, relax_column_count: true, max_record_size: PRODUCT_FILE_MAX_LINE_BYTES, skip_empty_lines: true, info: true });
  const fail = (error: Error) => parser.destroy(error instanceof FileProblem ? error : new FileProblem(1, productFileMessages.interrupted));
  source.on('error', fail);
  guard.on('error', fail);
  source.pipe(guard).pipe(parser);
  let tooLarge = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) yield { cells: record, line: info.lines };
  } catch (error) {
    if (error instanceof FileProblem) {
      tooLarge = error.tooLarge;
      throw error;
    }
    if (error instanceof CsvError) throw csvProblem(error);
    throw error;
  } finally {
    source.unpipe(guard);
    guard.destroy();
    source.off('error', fail);
    // The rest of an upload is read and dropped, so the client gets its answer; a file over the
    // limit is not read further (its answer closes the connection).
    if (!tooLarge && !source.readableEnded && !source.destroyed) {
      source.on('error', () => undefined);
      source.resume();
    }
  }
}
