import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ACCOUNTS_CHANGED_CHANNEL } from '../modules/accounts/session-cache.js';
import { CATALOG_CHANGED_CHANNEL } from '../modules/catalog/catalog-cache.js';
import { PGLITE_EXTENSIONS } from '../db/pglite.js';

const run = promisify(execFile);

/**
 * Backups of the whole shop: the database (a PGlite data-directory dump, or pg_dump's custom
 * format for PostgreSQL) and the stored pictures, in one folder.
 */
export interface BackupTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

const PGLITE_FILE = 'database.pglite.tar.gz';
const POSTGRES_FILE = 'database.pgdump';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes a backup into `outDir` (created). On PGlite the shop must be stopped: one process owns the files. */
export async function backup(target: BackupTarget, outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  if (target.databaseUrl) {
    const file = path.join(outDir, POSTGRES_FILE);
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    written.push(file);
  } else {
    const pgliteDir = path.join(target.dataDir, 'pglite');
    if (!(await exists(path.join(pgliteDir, 'PG_VERSION')))) throw new Error(`No embedded database in ${pgliteDir}`);
    const client = await PGlite.create(pgliteDir, { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const file = path.join(outDir, PGLITE_FILE);
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      written.push(file);
    } finally {
      await client.close();
    }
  }
  const media = path.join(target.dataDir, 'media');
  if (await exists(media)) {
    await cp(media, path.join(outDir, 'media'), { recursive: true });
    written.push(path.join(outDir, 'media'));
  }
  return written;
}

/**
 * Puts a backup back. PostgreSQL: pg_restore replaces the shop's tables. PGlite: the current
 * data directory is kept aside as pglite.before-restore-<time>, then the dump is loaded.
 * Pictures from the backup are copied back (existing ones are kept: names are content hashes).
 */
export async function restore(target: BackupTarget, fromDir: string): Promise<void> {
  if (target.databaseUrl) {
    const file = path.join(fromDir, POSTGRES_FILE);
    if (!(await exists(file))) throw new Error(`${file} not found: is this a PostgreSQL backup?`);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.databaseUrl}`, file]);
    await announceRestored(target.databaseUrl);
  } else {
    const file = path.join(fromDir, PGLITE_FILE);
    if (!(await exists(file))) throw new Error(`${file} not found: is this an embedded-database backup?`);
    const pgliteDir = path.join(target.dataDir, 'pglite');
    if (await exists(pgliteDir)) await rename(pgliteDir, `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const client = await PGlite.create(pgliteDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([await readFile(file)]) });
    await client.close();
  }
  const media = path.join(fromDir, 'media');
  if (await exists(media)) await cp(media, path.join(target.dataDir, 'media'), { recursive: true, force: false });
}

/**
 * A restore loads tables without the updates and deletes the change triggers watch, so the shop
 * processes still running are told directly to forget what they keep from the old data.
 */
async function announceRestored(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_notify($1, $3), pg_notify($2, $3)', [CATALOG_CHANGED_CHANNEL, ACCOUNTS_CHANGED_CHANNEL, '']);
  } finally {
    await client.end();
  }
}

export async function removeBackup(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
