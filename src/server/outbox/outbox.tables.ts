import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Work that calls an outside service (a refund at the payment provider, an email...), written in
 * the same transaction as the change that needs it and carried out after that commits, by
 * whichever app process claims it first; retried with back-off until it succeeds. `key` makes
 * recording the same intent twice a no-op, and is what the handler passes on as the outside
 * service's idempotency key, so a task that runs again (a crash after the call) acts once.
 */
export const outboxTasks = pgTable(
  'outbox_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time (back-off after a failure). */
    runAfter: at('run_after').notNull().defaultNow(),
    /** A process that claimed the task owns it until then; after that (it crashed) another may. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  (t) => [
    check('outbox_tasks_attempts_not_negative', sql`${t.attempts} >= 0`),
    index('outbox_tasks_due_idx').on(t.runAfter).where(sql`${t.doneAt} is null`),
  ],
);
