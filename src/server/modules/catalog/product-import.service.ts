import type { Readable } from 'node:stream';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { totalPages, type PageQuery } from '../../../shared/schemas/common.js';
import {
  MAX_REPORTED_PROBLEMS,
  PRODUCT_FILE_MAX_ROWS,
  productFileMessages,
  REPORTED_STOCK_CHANGES,
  type ImportProblem,
  type ImportStockChange,
  type ProductImport,
} from '../../../shared/schemas/product-files.js';
import { rowsOf, type Database, type Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import type { MediaStorage } from '../media/media-storage.js';
import { checkRow, FileSlugs, type SeenParts, type StagedRow } from './product-import-check.js';
import { loadImportCatalog } from './product-import-context.js';
import { readHeader, type ImportHeader } from './product-import-header.js';
import { FileProblem, readRecords } from './product-import-reader.js';
import { productImportProblems, productImportRows, productImports } from './product-import.tables.js';

/** Rows and problems are written a thousand at a time (one multi-row insert each). */
const BATCH = 1000;

/**
 * Writes the checked rows and the problems of an import in batches, one batch in flight while
 * the next is read, and moves the import's progress (rows read) on with each.
 */
class StagingWriter {
  private rows: { line: number; row: StagedRow }[] = [];
  private problems: ImportProblem[] = [];
  private inFlight: Promise<void> = Promise.resolve();
  problemCount = 0;

  constructor(
    private readonly db: Database,
    private readonly importId: string,
  ) {}

  addRow(line: number, row: StagedRow) {
    this.rows.push({ line, row });
  }

  /** Every problem is counted; the first MAX_REPORTED_PROBLEMS are kept, and always one about the whole file. */
  addProblems(problems: readonly ImportProblem[], wholeFile = false) {
    const room = wholeFile ? problems.length : MAX_REPORTED_PROBLEMS - this.problemCount;
    if (room > 0) this.problems.push(...problems.slice(0, room));
    this.problemCount += problems.length;
  }

  get full() {
    return this.rows.length >= BATCH || this.problems.length >= BATCH;
  }

  /** Starts writing what is collected once the batch before it is written. */
  async flush(rowsRead: number): Promise<void> {
    await this.inFlight;
    const rows = this.rows;
    const problems = this.problems.map((problem) => ({ importId: this.importId, ...problem, field: problem.field.slice(0, 200), message: problem.message.slice(0, 1000) }));
    const problemCount = this.problemCount;
    this.rows = [];
    this.problems = [];
    this.inFlight = (async () => {
      // One parameter per batch (a JSON array), read back by the database: far cheaper than three per row.
      if (rows.length > 0) {
        await this.db.execute(sql`insert into product_import_rows (import_id, line, row)
                                  select ${this.importId}::uuid, (x->>'line')::integer, x->'row' from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) x`);
      }
      if (problems.length > 0) await this.db.insert(productImportProblems).values(problems);
      await this.db.update(productImports).set({ rowsRead, problemCount }).where(eq(productImports.id, this.importId));
    })();
    // Kept from being an unhandled rejection until it is awaited.
    this.inFlight.catch(() => undefined);
  }

  async finish(rowsRead: number): Promise<void> {
    await this.flush(rowsRead);
    await this.inFlight;
  }
}

export interface ProductFileUpload {
  /** The id the client chose to follow the check while it uploads; a new one when left out. */
  id?: string | undefined;
  fileName: string;
  adminUserId: string;
  source: Readable;
}

/**
 * Checks a product file as it arrives (issue 15 §3): each row against the catalog as loaded once
 * up front, valid rows kept as they will be written and problems (line, column, message) for the
 * report. Nothing in the catalog changes. Ends `ready` (no problem) or `refused`; `tooLarge`
 * when the file was over the size limit (the upload is not read to its end).
 */
export async function checkProductFile(db: Database, storage: MediaStorage, upload: ProductFileUpload): Promise<{ id: string; tooLarge: boolean }> {
  const [created] = await db
    .insert(productImports)
    .values({ ...(upload.id ? { id: upload.id } : {}), adminUserId: upload.adminUserId, fileName: upload.fileName })
    .onConflictDoNothing({ target: productImports.id })
    .returning({ id: productImports.id });
  if (!created) {
    upload.source.resume();
    throw new AppError('CONFLICT', productFileMessages.idTaken);
  }
  const id = created.id;
  const writer = new StagingWriter(db, id);
  let header: ImportHeader | undefined;
  let rowsRead = 0;
  let rowsNew = 0;
  let rowsChanged = 0;
  let fileProblem: string | null = null;
  let tooLarge = false;
  try {
    const catalog = await loadImportCatalog(db, storage);
    const seen: SeenParts = new Map();
    const slugs = new FileSlugs();
    for await (const { cells, line } of readRecords(upload.source)) {
      if (!header) {
        const read = readHeader(cells, new Set(catalog.attributeKinds.keys()));
        header = read.header;
        writer.addProblems(read.problems);
        if (!header.fields.has('sku')) break;
        continue;
      }
      rowsRead += 1;
      if (rowsRead > PRODUCT_FILE_MAX_ROWS) {
        rowsRead -= 1;
        fileProblem = productFileMessages.tooManyRows;
        writer.addProblems([{ line, field: 'file', message: fileProblem }], true);
        break;
      }
      const check = await checkRow(catalog, header, cells, line, seen, slugs);
      if (check.ok) {
        writer.addRow(line, check.row);
        if (check.isNew) rowsNew += 1;
        else rowsChanged += 1;
      } else writer.addProblems(check.problems);
      if (writer.full) await writer.flush(rowsRead);
    }
    if (!header || (rowsRead === 0 && writer.problemCount === 0)) {
      fileProblem = productFileMessages.empty;
      writer.addProblems([{ line: 1, field: 'file', message: fileProblem }], true);
    }
  } catch (error) {
    if (!(error instanceof FileProblem)) {
      await writer.finish(rowsRead).catch(() => undefined);
      await db.update(productImports).set({ status: 'failed', fileProblem: 'The file could not be checked', checkedAt: new Date() }).where(eq(productImports.id, id));
      throw error;
    }
    fileProblem = error.message;
    tooLarge = error.tooLarge;
    writer.addProblems([{ line: error.line, field: 'file', message: error.message }], true);
  }
  await writer.finish(rowsRead);
  const refused = writer.problemCount > 0;
  await db
    .update(productImports)
    .set({ status: refused ? 'refused' : 'ready', rowsRead, rowsNew, rowsChanged, problemCount: writer.problemCount, fileProblem, checkedAt: new Date() })
    .where(eq(productImports.id, id));
  // The rows of a refused file are never applied: they are not kept.
  if (refused) await db.delete(productImportRows).where(eq(productImportRows.importId, id));
  return { id, tooLarge };
}

export function importNotFound(): AppError {
  return new AppError('NOT_FOUND', productFileMessages.importNotFound);
}

/**
 * The existing products whose stock a checked file changes: how many, and the first in line
 * order with the stock the check saw and the file's (rows are kept only for a file without problems).
 */
async function stockChangesOf(db: Executor, id: string, status: string): Promise<ProductImport['stockChanges']> {
  if (status === 'checking' || status === 'refused') return { total: 0, first: [] };
  const [changes, [counted]] = await Promise.all([
    rowsOf<ImportStockChange>(
      db,
      sql`select line, row->>'sku' as sku, (row->>'liveStock')::integer as before, (row->>'availableQuantity')::integer as after
            from product_import_rows where import_id = ${id} and row ? 'liveStock' order by line limit ${REPORTED_STOCK_CHANGES}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::integer as total from product_import_rows where import_id = ${id} and row ? 'liveStock'`),
  ]);
  return { total: counted?.total ?? 0, first: changes };
}

/** An import with its counts, a page of its problems in line order, and the stock it changes. */
export async function getProductImport(db: Executor, id: string, query: PageQuery): Promise<ProductImport> {
  if (!isUuid(id)) throw importNotFound();
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
  if (!row) throw importNotFound();
  const [problems, [totals], stockChanges] = await Promise.all([
    db
      .select({ line: productImportProblems.line, field: productImportProblems.field, message: productImportProblems.message })
      .from(productImportProblems)
      .where(eq(productImportProblems.importId, id))
      .orderBy(asc(productImportProblems.line), sql`ctid`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(productImportProblems).where(and(eq(productImportProblems.importId, id))),
    stockChangesOf(db, id, row.status),
  ]);
  const total = totals?.total ?? 0;
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as ProductImport['status'],
    rowsRead: row.rowsRead,
    rowsNew: row.rowsNew,
    rowsChanged: row.rowsChanged,
    problemCount: row.problemCount,
    fileProblem: row.fileProblem,
    createdAt: row.createdAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    problems: { items: problems, page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) },
    stockChanges,
  };
}
