import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { outboxTasks } from '../outbox/outbox.tables.js';

export type OutboxTaskRow = typeof outboxTasks.$inferSelect;

/** The outbox tasks of one kind whose payload names one of `values` under `field` (e.g. the emails of some alerts). */
export async function outboxTasksNaming(db: Database, kind: string, field: string, values: readonly string[]): Promise<OutboxTaskRow[]> {
  const tasks = await db.select().from(outboxTasks).where(eq(outboxTasks.kind, kind));
  return tasks.filter((task) => values.includes(String((task.payload as Record<string, unknown>)[field])));
}
