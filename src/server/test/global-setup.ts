import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { adminQuery, quoteIdent, testPostgresUrl, withDatabase } from './postgres-admin.js';
import { closeRedis, connectRedis } from '../http/redis-connection.js';
import { testRedisUrl } from './redis-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgres: { url: string; template: string; prefix: string } | null;
    /** The Redis server for the shared-limit tests, when one answers (always in CI). */
    redis: string | null;
  }
}

/**
 * Runs once before all test files: migrates one PGlite database and dumps it (each test file
 * starts from a copy, far faster than creating a new one), and, when a PostgreSQL server answers,
 * migrates a template database that each test file clones; checks whether Redis answers.
 */
export default async function setup(project: TestProject) {
  // First, so a Redis that must answer and does not leaves no database or directory behind.
  const redis = await findRedis();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-tests-'));
  const pglite = await openPglite();
  await pglite.migrate();
  const dump = await pglite.client.dumpDataDir('gzip');
  await pglite.close();
  const dumpFile = path.join(workDir, 'migrated.tar.gz');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpFile);

  const url = testPostgresUrl();
  const prefix = `shop_test_${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_template`;
  let postgres: { url: string; template: string; prefix: string } | null = null;
  try {
    await adminQuery(url, 'select 1');
    postgres = { url, template, prefix };
  } catch (error) {
    const required = process.env.CI === 'true' || Boolean(process.env.TEST_DATABASE_URL);
    const hint = `PostgreSQL did not answer at ${url} (${(error as Error).message}). Start it (e.g. "sudo pg_ctlcluster 15 main start") or set TEST_DATABASE_URL.`;
    if (required) throw new Error(hint, { cause: error });
    console.warn(`\n⚠ ${hint}\n⚠ API tests run on PGlite only.\n`);
  }
  if (postgres) {
    await adminQuery(url, `create database ${quoteIdent(template)}`);
    const database = await openPostgres({ url: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('postgres', postgres);
  project.provide('redis', redis);

  return async () => {
    if (postgres) {
      const { rows } = await adminQuery(url, `select datname from pg_database where datname like '${prefix}%'`);
      for (const row of rows as { datname: string }[]) {
        await adminQuery(url, `drop database if exists ${quoteIdent(row.datname)} with (force)`);
      }
    }
    await rm(workDir, { recursive: true, force: true });
  };
}

/** The Redis URL when Redis answers; in CI (or with TEST_REDIS_URL) its absence is an error. */
async function findRedis(): Promise<string | null> {
  const url = testRedisUrl();
  try {
    await closeRedis(await connectRedis(url, { error: () => {}, info: () => {} }));
    return url;
  } catch (error) {
    const required = process.env.CI === 'true' || Boolean(process.env.TEST_REDIS_URL);
    const hint = `${(error as Error).message}. Start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no (or set TEST_REDIS_URL).`;
    if (required) throw new Error(hint, { cause: error });
    console.warn(`\n⚠ ${hint}\n⚠ Shared-limit tests count in the database only, not in Redis.\n`);
    return null;
  }
}
