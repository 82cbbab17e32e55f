import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openPostgres } from '../db/postgres.js';
import { createPostgresTestDatabase, createTestDatabase, testDatabaseKinds } from '../test/test-database.js';
import { enqueueTask } from './outbox.js';
import { OutboxWorker, type ClaimedTask, type TaskHandler } from './outbox-worker.js';
import { outboxTasks } from './outbox.tables.js';

const silent = { info: () => undefined, error: () => undefined };
let keys = 0;
const key = () => `test-${Date.now()}-${(keys += 1)}`;

describe.each(testDatabaseKinds())('outbox: work recorded in a transaction, done after it commits, on %s', (kind) => {
  let database: DatabaseHandle;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  // One worker at a time (one app process), each test with its own handlers.
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
  });
  afterAll(() => database.close());

  async function startWorker(handlers: Record<string, TaskHandler>, options: { leaseMs?: number; retryBaseMs?: number } = {}) {
    const worker = new OutboxWorker(database.db, { handlers, log: silent, ...options });
    await worker.start(database);
    workers.push(worker);
    return worker;
  }
  const taskRow = async (taskKey: string) => (await database.db.select().from(outboxTasks).where(eq(outboxTasks.key, taskKey)))[0];

  it('runs a task once its transaction commits, and never one whose transaction rolled back', async () => {
    const done: string[] = [];
    await startWorker({ 'note-committed': async (task) => void done.push(task.key) });
    const committed = key();
    const rolledBack = key();
    await database.db.transaction(async (tx) => enqueueTask(tx, { kind: 'note-committed', key: committed, payload: {} }));
    await database.db
      .transaction(async (tx) => {
        await enqueueTask(tx, { kind: 'note-committed', key: rolledBack, payload: {} });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // Announced on commit: the worker starts at once, without waiting for its next poll.
    await vi.waitFor(() => expect(done).toContain(committed), { timeout: 30_000 });
    expect(await taskRow(rolledBack)).toBeUndefined();
    // The worker marks the task done just after its handler returns.
    await vi.waitFor(async () => expect((await taskRow(committed))?.doneAt).toBeInstanceOf(Date), { timeout: 30_000 });
  });

  it('records the same intent once', async () => {
    const runs: string[] = [];
    const worker = await startWorker({ 'count-intents': async (task) => void runs.push(task.key) });
    const same = key();
    for (let i = 0; i < 3; i += 1) await enqueueTask(database.db, { kind: 'count-intents', key: same, payload: { i } });
    await worker.drain();
    await vi.waitFor(() => expect(runs).toEqual([same]), { timeout: 30_000 });
    expect((await taskRow(same))?.payload).toEqual({ i: 0 });
  });

  it('retries a failing task with back-off until it succeeds, keeping the last error meanwhile', async () => {
    const attempts: number[] = [];
    const errorsSeen: (string | null | undefined)[] = [];
    const flaky = key();
    const worker = await startWorker(
      {
        flaky: async (task: ClaimedTask) => {
          attempts.push(task.attempts);
          // What the outbox recorded of the attempt before this one.
          errorsSeen.push((await taskRow(flaky))?.lastError);
          if (attempts.length < 3) throw new Error(`outside service down (${attempts.length})`);
        },
      },
      { retryBaseMs: 20 },
    );
    await enqueueTask(database.db, { kind: 'flaky', key: flaky, payload: {} });
    await vi.waitFor(async () => expect((await taskRow(flaky))?.doneAt).toBeInstanceOf(Date), { timeout: 30_000 });
    await worker.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(errorsSeen).toEqual([null, 'outside service down (1)', 'outside service down (2)']);
    expect(await taskRow(flaky)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('marks the tasks of a batch that succeeded done, and leaves the one that failed due again later', async () => {
    const batch = Array.from({ length: 5 }, () => key());
    const failing = batch[2]!;
    const worker = await startWorker(
      {
        'in-a-batch': async (task) => {
          if (task.key === failing) throw new Error('mail server refused it');
        },
      },
      // The retry falls well after the test, so the failure stays as recorded.
      { retryBaseMs: 10 * 60_000 },
    );
    const before = Date.now();
    // Committed together, so the worker finds them together and claims them in one batch.
    await database.db.transaction(async (tx) => {
      for (const taskKey of batch) await enqueueTask(tx, { kind: 'in-a-batch', key: taskKey, payload: {} });
    });
    await worker.drain();
    for (const taskKey of batch.filter((k) => k !== failing)) {
      expect(await taskRow(taskKey)).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null, doneAt: expect.any(Date) });
    }
    const failed = await taskRow(failing);
    expect(failed).toMatchObject({ attempts: 1, lockedUntil: null, lastError: 'mail server refused it', doneAt: null });
    expect(failed!.runAfter.getTime()).toBeGreaterThan(before + 5 * 60_000);
  });

  it('runs again a task whose process died while running it, once its lease has run out', async () => {
    const runs: string[] = [];
    const orphan = key();
    await enqueueTask(database.db, { kind: 'orphaned', key: orphan, payload: {} });
    // A process claimed it, then died: the task is locked by a lease that has already run out.
    await database.db.execute(sql`update outbox_tasks set attempts = 1, locked_until = now() - interval '1 second' where key = ${orphan}`);
    const worker = await startWorker({ orphaned: async (task) => void runs.push(task.key) });
    await worker.drain();
    expect(runs).toEqual([orphan]);
    expect((await taskRow(orphan))?.attempts).toBe(2);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('outbox with several app processes on one PostgreSQL', () => {
  it('runs each task in exactly one process', async () => {
    const { database, url } = await createPostgresTestDatabase();
    const second = await openPostgres({ url });
    const runs = new Map<string, number>();
    const handlers = { shared: async (task: ClaimedTask) => void runs.set(task.key, (runs.get(task.key) ?? 0) + 1) };
    const workers = [new OutboxWorker(database.db, { handlers, log: silent }), new OutboxWorker(second.db, { handlers, log: silent })];
    try {
      await Promise.all([workers[0]!.start(database), workers[1]!.start(second)]);
      const taskKeys = Array.from({ length: 40 }, () => key());
      await Promise.all(taskKeys.map((k) => enqueueTask(database.db, { kind: 'shared', key: k, payload: {} })));
      await vi.waitFor(() => expect(runs.size).toBe(40), { timeout: 30_000 });
      await Promise.all(workers.map((w) => w.drain()));
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      for (const worker of workers) await worker.stop();
      await second.close();
      await database.close();
    }
  });
});
