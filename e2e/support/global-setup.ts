import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { confirmAddress } from '../../src/server/test/outbox-folder.js';
import { freePort } from '../../src/server/operations/free-port.js';
import { waitUntilHealthy } from '../../src/server/test/server-process.js';

const serverEntry = path.resolve('dist/node/server/main.js');

/** An owner's admin account (ADMIN_EMAILS, address confirmed) that exists before the first test runs. */
export const E2E_ADMIN = { name: 'Avery Admin', email: 'admin@shop.test', password: 'admin password 123' } as const;

/**
 * Starts the real built shop on a free port with an empty temporary data directory (so the demo
 * data is loaded), for the browser tests. Returns the teardown that stops it.
 */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) throw new Error('The shop is not built. Run: npm run build');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // As `npm run serve` starts it: a failure's stack trace points into src/.
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      ADMIN_EMAILS: E2E_ADMIN.email,
      // Tests that create accounts through the API say which client they are (X-Forwarded-For),
      // so the per-address limits on sign-up and sign-in are not shared by the whole suite.
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilHealthy(baseUrl, server, () => output, { timeoutMs: 90_000 });
  const admin = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': '10.99.0.1' },
    body: JSON.stringify({ name: E2E_ADMIN.name, email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  if (!admin.ok) throw new Error(`Could not create the test admin: ${admin.status} ${await admin.text()}`);
  // As the shop's owner would: the address is confirmed through the link mailed to it (the outbox folder).
  await confirmAddress(baseUrl, dataDir, E2E_ADMIN.email);
  process.env.E2E_BASE_URL = baseUrl;
  /** Mail without SMTP lands in DATA_DIR/outbox, where the password-reset test reads it. */
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
