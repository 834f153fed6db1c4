import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { freshDatabase } from './database.ts';

export interface TestContext {
  app: App;
  database: Database;
  clock: ManualClock;
  close(): Promise<void>;
}

/** The whole API on a fresh database, driven through inject(); never listens. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await freshDatabase();
  const clock = new ManualClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
