import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { storeSettings } from '../db/schema/store.ts';
import { wipeCatalogue } from './demo.ts';
import { SEEDED_KEY, seedIfEmpty } from './index.ts';

/**
 * npm run db:seed: opens the configured database (DATABASE_URL, or PGlite in DATA_DIR), migrates it
 * and seeds the demo catalogue unless it was seeded before. --reset removes the catalogue (products,
 * variants, images, categories, collections) and seeds it again; orders keep their snapshots.
 * From the repository root the flag needs a second separator: npm run db:seed -- -- --reset.
 */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const reset = process.argv.includes('--reset');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), poolMax: 4 });
  try {
    await migrateDatabase(database, config.databaseUrl);
    if (reset) {
      await wipeCatalogue(database.db);
      await database.db.delete(storeSettings).where(eq(storeSettings.key, SEEDED_KEY));
      logger.info('catalogue removed');
    }
    const seeded = await seedIfEmpty(database.db, logger);
    if (!seeded) logger.info('the demo catalogue was seeded before; nothing to do (use --reset to start again)');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
