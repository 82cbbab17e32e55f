import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database.js';

/** PostgreSQL channel on which a new task is announced once it commits, so a worker starts at once. */
export const OUTBOX_CHANNEL = 'shop_outbox';

export interface NewTask {
  /** Which handler carries it out (see OutboxWorker). */
  kind: string;
  /** Unique per intent: recording the same key again changes nothing. Handlers pass it on as the idempotency key. */
  key: string;
  payload: Record<string, unknown>;
}

/**
 * Records work for after the caller's transaction commits (and nothing if it rolls back). One
 * statement: the task and its announcement, which listeners hear only once the transaction commits.
 */
export async function enqueueTask(tx: Executor, task: NewTask): Promise<void> {
  await tx.execute(sql`
    with task as (
      insert into outbox_tasks (kind, key, payload) values (${task.kind}, ${task.key}, ${JSON.stringify(task.payload)}::jsonb)
      on conflict (key) do nothing
      returning id
    )
    select pg_notify(${OUTBOX_CHANNEL}, '') from task`);
}

/**
 * `enqueueTask` as part of a larger statement: the insert, as a CTE body, records the task once
 * for each row of `source` (none: nothing). The statement must also call
 * `pg_notify(OUTBOX_CHANNEL, '')` for a worker to start at once.
 */
export function taskInsertFrom(task: NewTask, source: SQL): SQL {
  return sql`insert into outbox_tasks (kind, key, payload)
             select ${task.kind}, ${task.key}, ${JSON.stringify(task.payload)}::jsonb from ${source}
             on conflict (key) do nothing`;
}
