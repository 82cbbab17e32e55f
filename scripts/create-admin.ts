/**
 * `npm run admin:create -- --email boss@example.com --password 'a long secret' [--name 'Shop Admin']`
 * Creates an admin account, or makes an existing account an admin (and sets its password when
 * one is given). Works on the database the shop is configured for (DATABASE_URL or DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { emailSchema, nameSchema, passwordSchema } from '../src/shared/schemas/accounts.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/open-database.js';
import { createMailer } from '../src/server/mail/mailer.js';
import { authAccounts, users } from '../src/server/modules/accounts/accounts.tables.js';
import { createAuth } from '../src/server/modules/accounts/auth.js';
import { recordRoleChange } from '../src/server/modules/accounts/role-changes.service.js';
import { resolveAuthSecret } from '../src/server/modules/accounts/auth-secret.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir } from '../src/server/project-root.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${email.error.issues[0]?.message}`);
const password = values.password === undefined ? undefined : passwordSchema.safeParse(values.password);
if (password && !password.success) fail(`--password: ${password.error.issues[0]?.message}`);
const name = nameSchema.safeParse(values.name ?? 'Shop Admin');
if (!name.success) fail(`--name: ${name.error.issues[0]?.message}`);

const config = loadConfig();

/** Makes the account an admin and records it in the role history, as "command line". */
async function promoteFromCommandLine(user: { id: string; email: string; role: string }) {
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordRoleChange(tx, { user, to: 'admin', by: 'command line' });
  });
}

const database = await openDatabase(config);
try {
  await database.migrate();
  const shop = await loadShopConfig(contentDir);
  const log = { info: (_: object, message: string) => console.log(message) };
  const auth = createAuth({
    config,
    db: database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: `${config.dataDir}/outbox`, log }),
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    shopName: shop.name,
  });
  const [existing] = await database.db.select().from(users).where(eq(users.email, email.data));
  if (existing) {
    if (existing.role !== 'admin') await promoteFromCommandLine(existing);
    if (password?.success) {
      const hash = await (await auth.$context).password.hash(password.data);
      const updated = await database.db
        .update(authAccounts)
        .set({ password: hash, updatedAt: new Date() })
        .where(and(eq(authAccounts.userId, existing.id), eq(authAccounts.providerId, 'credential')))
        .returning({ id: authAccounts.id });
      if (updated.length === 0) {
        // The account signed in with Google only: give it a password sign-in too.
        await database.db.insert(authAccounts).values({ id: crypto.randomUUID(), accountId: existing.id, providerId: 'credential', userId: existing.id, password: hash });
      }
    }
    console.log(`${email.data} is now an admin${password?.success ? ' with the new password' : ''}.`);
  } else {
    if (!password?.success) fail('--password is required to create a new account');
    const created = await auth.api.signUpEmail({ body: { name: name.data, email: email.data, password: password.data } });
    await promoteFromCommandLine({ id: created.user.id, email: created.user.email, role: 'customer' });
    console.log(`Created admin account ${email.data}.`);
  }
} finally {
  await database.close();
}
