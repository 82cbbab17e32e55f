import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/server/db/pglite.js';
import { roleChanges, users } from '../src/server/modules/accounts/accounts.tables.js';

const run = promisify(execFile);

function createAdmin(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' } });
}

describe('npm run admin:create', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('creates an admin account, and promotes an existing one', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-admin-'));
    dirs.push(dataDir);
    const created = await createAdmin(dataDir, '--email', 'Boss@Example.com', '--password', 'a long passphrase', '--name', 'The Boss');
    expect(created.stdout).toContain('Created admin account boss@example.com.');
    const again = await createAdmin(dataDir, '--email', 'boss@example.com');
    expect(again.stdout).toContain('boss@example.com is now an admin.');

    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row).toMatchObject({ name: 'The Boss', role: 'admin' });
      // Recorded once: the second run found an admin already.
      expect(await database.db.select().from(roleChanges).where(eq(roleChanges.userEmail, 'boss@example.com'))).toMatchObject([{ fromRole: 'customer', toRole: 'admin', changedBy: 'command line' }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses bad input with a message', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-admin-'));
    dirs.push(dataDir);
    await expect(createAdmin(dataDir, '--email', 'nope', '--password', 'a long passphrase')).rejects.toMatchObject({ stderr: expect.stringContaining('--email: Provide a valid email') });
    await expect(createAdmin(dataDir, '--email', 'new@example.com', '--password', 'short')).rejects.toMatchObject({ stderr: expect.stringContaining('--password: Must be 8 characters or longer') });
  }, 60_000);
});
