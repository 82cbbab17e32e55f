import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoData } from './demo/seed-demo-data.js';
import { promoteOwners } from './modules/accounts/users.service.js';
import { openMediaStorage } from './modules/media/open-media-storage.js';
import { loadShopConfig } from './modules/shop/shop-config.js';
import { letTheHeapGrow } from './operations/heap-growth.js';
import { contentDir } from './project-root.js';

async function main() {
  letTheHeapGrow();
  const config = loadConfig();
  const shop = await loadShopConfig(contentDir);
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    shop,
    logger:
      config.env === 'development' && process.stdout.isTTY
        ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : undefined,
  });

  const promoted = await promoteOwners(database.db, config.adminEmails);
  if (promoted > 0) app.log.info({ promoted }, 'accounts named in ADMIN_EMAILS (with a confirmed address) are now admins');

  if (config.demoData) {
    const seeded = await seedDemoData(database.db, await openMediaStorage(config, app.log));
    if (seeded.products + seeded.reviews > 0) app.log.info(seeded, 'demo data loaded into the empty shop');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete: server and database closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ address, database: database.kind }, `${shop.name} is open at ${address}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
