import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type DatabaseHandle } from '../db/database.js';
import type { Log } from '../log.js';
import { OUTBOX_CHANNEL } from './outbox.js';

export interface ClaimedTask {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempts: number;
}

/** Carries out one kind of task. It may run more than once for the same task, so it must be idempotent. */
export type TaskHandler = (task: ClaimedTask) => Promise<void>;

export interface OutboxWorkerOptions {
  handlers: Record<string, TaskHandler>;
  log: Pick<Log, 'info' | 'error'>;
  /** Due tasks are also looked for this often, in case an announcement was missed (ms). */
  pollMs?: number;
  /** A claimed task not finished by then (its process died) may be claimed again (ms). */
  leaseMs?: number;
  /** The first retry waits this long, doubling with each failure up to an hour (ms). */
  retryBaseMs?: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const BATCH = 10;

/**
 * Runs the outbox's tasks in this process (every app process runs one): it claims due tasks
 * with `FOR UPDATE SKIP LOCKED`, so no two processes run the same task at once, carries each out
 * outside any transaction, then marks it done, or due again later with back-off after a failure.
 * A process that dies mid-task leaves a lease that runs out, and the task is run again: hence
 * idempotent handlers, keyed by the task's key.
 */
export class OutboxWorker {
  readonly #db: Database;
  readonly #options: Required<Omit<OutboxWorkerOptions, 'log' | 'handlers'>> & Pick<OutboxWorkerOptions, 'log' | 'handlers'>;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #timer: NodeJS.Timeout | undefined;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(db: Database, options: OutboxWorkerOptions) {
    this.#db = db;
    this.#options = { pollMs: 5_000, leaseMs: 60_000, retryBaseMs: 1_000, ...options };
  }

  async start(database: DatabaseHandle): Promise<void> {
    this.#unlisten = await database.listen(OUTBOX_CHANNEL, () => this.kick(), { onLost: () => undefined, onRestored: () => this.kick() });
    this.#timer = setInterval(() => this.kick(), this.#options.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Looks for due tasks now (again after the current round, if one is under way). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#rounds().finally(() => (this.#running = null));
  }

  /** Runs every task that is due, until none is left and no round is under way (for tests and scripts). */
  async drain(): Promise<void> {
    for (;;) {
      while (this.#running) await this.#running;
      if ((await this.#round()) === 0 && !this.#running) return;
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#unlisten?.();
    await this.#running;
  }

  async #rounds(): Promise<void> {
    do {
      this.#again = false;
      try {
        while (!this.#stopped && (await this.#round()) === BATCH);
      } catch (error) {
        this.#options.log.error({ err: error }, 'outbox: could not claim tasks');
      }
    } while (this.#again && !this.#stopped);
  }

  /**
   * Claims and runs one batch of due tasks; returns how many were claimed. The tasks that
   * succeeded are marked done together, in one statement: under a rush of orders each statement
   * waits for a pooled connection behind the shoppers' own.
   */
  async #round(): Promise<number> {
    const tasks = await rowsOf<ClaimedTask>(
      this.#db,
      sql`update outbox_tasks set locked_until = now() + ${this.#options.leaseMs} * interval '1 millisecond', attempts = attempts + 1
           where id in (select id from outbox_tasks
                         where done_at is null and run_after <= now() and (locked_until is null or locked_until < now())
                         order by run_after limit ${BATCH} for update skip locked)
       returning id, kind, key, payload, attempts`,
    );
    const succeeded = (await Promise.all(tasks.map(async (task) => ((await this.#run(task)) ? task : null)))).filter((task) => task !== null);
    await this.#markDone(succeeded);
    return tasks.length;
  }

  /** Carries out one claimed task; true when it succeeded, false when its failure was recorded for a retry. */
  async #run(task: ClaimedTask): Promise<boolean> {
    const handler = this.#options.handlers[task.kind];
    try {
      if (!handler) throw new Error(`no handler for outbox tasks of kind "${task.kind}"`);
      await handler(task);
      return true;
    } catch (error) {
      const delayMs = Math.min(this.#options.retryBaseMs * 2 ** (task.attempts - 1), MAX_RETRY_DELAY_MS);
      const message = error instanceof Error ? error.message : String(error);
      this.#options.log.error({ err: error, task: task.kind, key: task.key, attempts: task.attempts, retryInMs: delayMs }, 'outbox task failed; it will be tried again');
      await this.#db
        .execute(sql`update outbox_tasks set locked_until = null, last_error = ${message.slice(0, 2000)}, run_after = now() + ${delayMs} * interval '1 millisecond' where id = ${task.id}`)
        .catch((markError: unknown) => this.#options.log.error({ err: markError, key: task.key }, 'outbox: could not record a failure (the lease will run out)'));
      // Look again when the retry is due, rather than at the next poll.
      setTimeout(() => this.kick(), delayMs).unref();
      return false;
    }
  }

  /** Marks tasks that succeeded done; if that fails, their leases run out and they run again (handlers are idempotent). */
  async #markDone(tasks: readonly ClaimedTask[]): Promise<void> {
    if (tasks.length === 0) return;
    const ids = tasks.map((task) => task.id);
    try {
      await this.#db.execute(sql`update outbox_tasks set done_at = now(), locked_until = null, last_error = null where id = any(${sql.param(ids)}::uuid[])`);
    } catch (error) {
      this.#options.log.error({ err: error, keys: tasks.map((task) => task.key) }, 'outbox: could not mark tasks done (they run again once their leases run out)');
      return;
    }
    for (const task of tasks) this.#options.log.info({ task: task.kind, key: task.key, attempts: task.attempts }, 'outbox task done');
  }
}
