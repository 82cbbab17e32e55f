import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of every limit the shop keeps (route rate limits, sign-in failures), shared by all
 * app processes on the database: one row per key and window. A row whose window has ended counts
 * as zero (the next use restarts it); such rows are swept now and then. Keys are namespaced by
 * what counts them (`route:…`, `sign-in:…`). Written only through rate-limit-counters.ts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('rate_limit_counters_count_not_negative', sql`${t.count} >= 0`), index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
