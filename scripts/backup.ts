/**
 * `npm run backup [-- --out backups/my-backup]`: the database and the pictures into one folder.
 * With the embedded database, stop the shop first (one process owns its files).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.js';
import { backup } from '../src/server/operations/backup.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const out = path.resolve(values.out ?? path.join('backups', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}`));
const written = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, out);
console.log(`Backup written to ${out}:\n${written.map((file) => `  ${path.relative(out, file)}`).join('\n')}`);
