import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresTestDatabase, testDatabaseKinds } from '../test/test-database.js';
import { rowsOf, type DatabaseHandle } from './database.js';
import { openPostgres } from './postgres.js';

const soon = { timeout: 10_000, interval: 25 };

/**
 * A TCP relay to PostgreSQL that can go silent: the connections it carries stay open, but nothing
 * passes any more in either direction, as when a NAT or a failed-over host drops them without a
 * reset. New connections are relayed normally.
 */
async function silenceableRelay(target: URL): Promise<{ port: number; silence(): void; close(): Promise<void> }> {
  const all = new Set<Socket>();
  const open = new Set<Socket>();
  const server: Server = createServer((incoming) => {
    const outgoing = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [[incoming, outgoing], [outgoing, incoming]] as const) {
      all.add(from);
      open.add(from);
      from.on('data', (chunk) => {
        if (!from.destroyed && open.has(from)) to.write(chunk);
      });
      from.on('error', () => undefined);
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  return {
    port: address.port,
    silence: () => open.clear(),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of all) socket.destroy();
      }),
  };
}

describe.runIf(testDatabaseKinds().includes('postgres'))('listening for announcements on PostgreSQL', () => {
  let database: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    ({ database, url } = await createPostgresTestDatabase());
  });
  afterAll(() => database.close());

  const announce = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

  it('notices a connection that was ended, keeps nothing meanwhile, and listens again', async () => {
    const heard: string[] = [];
    const gaps = { onLost: vi.fn(), onRestored: vi.fn() };
    const unlisten = await database.listen('test_ended', (payload) => heard.push(payload), gaps);
    try {
      await announce('test_ended', 'one');
      await vi.waitFor(() => expect(heard).toEqual(['one']), soon);
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'shop-listen-test_ended'`);
      await vi.waitFor(() => expect(gaps.onLost).toHaveBeenCalledTimes(1), soon);
      await vi.waitFor(() => expect(gaps.onRestored).toHaveBeenCalledTimes(1), soon);
      await announce('test_ended', 'two');
      await vi.waitFor(() => expect(heard).toEqual(['one', 'two']), soon);
    } finally {
      await unlisten();
    }
  });

  it('leaves no connection behind when it stops while reconnecting', async () => {
    // The reconnect is run by the test, once the listener has stopped: no waiting for the clock.
    const attempts: (() => Promise<void>)[] = [];
    const own = await openPostgres({ url, scheduleListenRetry: (attempt) => void attempts.push(attempt) });
    const gaps = { onLost: vi.fn(), onRestored: vi.fn() };
    const unlisten = await own.listen('test_stopped', () => undefined, gaps);
    const listening = async () =>
      Number((await rowsOf<{ n: string }>(database.db, sql`select count(*) as n from pg_stat_activity where application_name = 'shop-listen-test_stopped'`))[0]?.n);
    try {
      expect(await listening()).toBe(1);
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop-listen-test_stopped'`);
      await vi.waitFor(() => expect(gaps.onLost).toHaveBeenCalledTimes(1), soon);
      expect(attempts).toHaveLength(1);
      await unlisten();
      await attempts[0]!();
      expect(gaps.onRestored).not.toHaveBeenCalled();
      expect(await listening()).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('notices a connection that went silent without being closed', async () => {
    const target = new URL(url);
    const relay = await silenceableRelay(target);
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const throughRelay = await openPostgres({ url: relayed.toString(), listenHeartbeatMs: 200 });
    const heard: string[] = [];
    const gaps = { onLost: vi.fn(), onRestored: vi.fn() };
    const unlisten = await throughRelay.listen('test_silent', (payload) => heard.push(payload), gaps);
    try {
      await announce('test_silent', 'before');
      await vi.waitFor(() => expect(heard).toEqual(['before']), soon);
      relay.silence();
      await announce('test_silent', 'unheard');
      await vi.waitFor(() => expect(gaps.onLost).toHaveBeenCalledTimes(1), soon);
      await vi.waitFor(() => expect(gaps.onRestored).toHaveBeenCalledTimes(1), soon);
      await announce('test_silent', 'after');
      await vi.waitFor(() => expect(heard).toEqual(['before', 'after']), soon);
    } finally {
      await unlisten();
      await throughRelay.close();
      await relay.close();
    }
  });
});
