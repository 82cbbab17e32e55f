import type { Log } from '../log.js';

/**
 * Runs `job` every `intervalMs` in this process, never two runs at once; a failure is logged and
 * the next run comes as usual. Returns the function that stops it and waits for a run under way.
 */
export function every(intervalMs: number, name: string, job: () => Promise<unknown>, log: Pick<Log, 'error'>): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'a periodic job failed'))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
