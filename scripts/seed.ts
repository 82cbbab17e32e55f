/** `npm run seed`: loads the demo catalog and reviews into an empty shop (see seedDemoData). */
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/open-database.js';
import { seedDemoData } from '../src/server/demo/seed-demo-data.js';
import { openMediaStorage } from '../src/server/modules/media/open-media-storage.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await seedDemoData(database.db, await openMediaStorage(config, console));
  console.log(`Seeded ${result.products} products and ${result.reviews} reviews (existing data is never doubled).`);
} finally {
  await database.close();
}
