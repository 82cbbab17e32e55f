/**
 * `npm run restore -- backups/my-backup`: puts a backup made by `npm run backup` back, on the
 * database the environment points at. Stop the shop first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { restore } from '../src/server/operations/backup.js';

const { positionals } = parseArgs({ allowPositionals: true });
const from = positionals[0];
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(1);
}
const config = loadConfig();
await restore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, path.resolve(from));
console.log(`Restored ${path.resolve(from)} into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}.`);
