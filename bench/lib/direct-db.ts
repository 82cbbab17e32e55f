import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/database.js';
import { openPglite } from '../../src/server/db/pglite.js';
import { openPostgres } from '../../src/server/db/postgres.js';
import type { BenchDatabase } from './databases.js';
import { APP_POOL_SIZE, type DirectSql } from './direct-sql.js';

/**
 * The benchmark's database opened in the benchmark's own process exactly as the shop opens it
 * (src/server/db: the same driver, pool size and connection settings, the query builder with the
 * shop's schema), so a baseline can run the shop's own service functions with no HTTP, session,
 * validation or JSON in front of them: the same statements, sent through the driver.
 */
export interface DirectDatabase {
  db: Database;
  /** Plain SQL on the same connections (set-up and checks, not measured). */
  query: DirectSql['query'];
  /** How many transactions can run at once (the shop's pool size; 1 for PGlite). */
  parallelism: number;
  close(): Promise<void>;
}

export async function openDirectDatabase(database: BenchDatabase): Promise<DirectDatabase> {
  if (database.databaseUrl) {
    const handle = await openPostgres({ url: database.databaseUrl, poolSize: APP_POOL_SIZE });
    return {
      db: handle.db,
      query: async <Row>(text: string, params?: unknown[]) => (await handle.pool.query(text, params)).rows as Row[],
      parallelism: APP_POOL_SIZE,
      close: () => handle.close(),
    };
  }
  // PGlite allows one process per data directory: the shop must be stopped while this is open.
  const handle = await openPglite({ dataDir: `${database.dataDir}/pglite` });
  return {
    db: handle.db,
    query: async <Row>(text: string, params?: unknown[]) => (await handle.client.query<Row>(text, params)).rows,
    parallelism: 1,
    close: () => handle.close(),
  };
}

/** A customer as the order services take it. */
export interface DirectCustomer {
  id: string;
  name: string;
  email: string;
  /** Written confirmed, as a customer who may pay cash on delivery. */
  emailVerified: true;
}

/**
 * Customers written straight into the accounts table, for a baseline that calls the services
 * without signing in. Each side of a benchmark gets customers of its own who start with no
 * orders, as the unpaid-order limits read every unpaid order of the customer.
 */
export async function insertCustomers(sql: Pick<DirectSql, 'query'>, count: number, prefix: string): Promise<DirectCustomer[]> {
  const customers = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return { id, name: `Bench ${prefix} customer ${i}`, email: `bench-${prefix}-${id}@example.com`, emailVerified: true as const };
  });
  for (const customer of customers) {
    await sql.query('insert into users (id, name, email, email_verified) values ($1, $2, $3, true)', [customer.id, customer.name, customer.email]);
  }
  return customers;
}
