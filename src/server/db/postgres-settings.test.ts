import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testDatabaseKinds } from '../test/test-database.js';
import { rowsOf, type DatabaseHandle } from './database.js';

describe.runIf(testDatabaseKinds().includes('postgres'))("the shop's PostgreSQL connections", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ database } = await createPostgresTestDatabase());
  });
  afterAll(() => database.close());

  it('do not compile statements just in time (compiling took longer than a search ran)', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => rowsOf<{ jit: string }>(database.db, sql`select current_setting('jit') as jit`)));
    expect(answers.map(([row]) => row?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
