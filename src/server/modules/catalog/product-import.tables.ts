import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A product file an admin uploaded. It is read and checked row by row first (`checking`), then
 * waits for the admin (`ready` when every row is right, `refused` when a row is wrong), and is
 * applied all or nothing (`applied`). Nothing in the catalog changes before `applied`.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('checking'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsNew: integer('rows_new').notNull().default(0),
    rowsChanged: integer('rows_changed').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    /** Why the whole file was refused (not one row: wrong columns, not a CSV, too large). */
    fileProblem: text('file_problem'),
    createdAt: at('created_at').notNull().defaultNow(),
    checkedAt: at('checked_at'),
    appliedAt: at('applied_at'),
  },
  (t) => [
    check('product_imports_status_known', sql`${t.status} in ('checking', 'ready', 'refused', 'applied', 'failed')`),
    index('product_imports_newest_idx').on(t.createdAt),
  ],
);

/** A row of an import that passed its checks, as it will be written (the file's line number kept for the report). */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/** What is wrong with a row of an import: the report the admin reads before anything changes. */
export const productImportProblems = pgTable(
  'product_import_problems',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    field: text('field').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('product_import_problems_import_idx').on(t.importId, t.line)],
);
