import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { storeSettings } from '../db/schema/store.ts';
import { DEMO_ADMIN, ensureAdmin } from '../modules/staff/accounts.ts';
import { passwordHasher, type Argon2Params } from '../plumbing/session/passwords.ts';
import { seedDemo } from './demo.ts';

/** The production hashing cost; the demo admin signs in with it like any account. */
const DEFAULT_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** store_settings key marking that the demo was seeded; `db:seed --reset` clears it to seed again. */
export const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo catalogue on the very first start only. The marker is written in the same
 * transaction, so a restart (or an owner who later deletes the demo data) never seeds again,
 * and two instances starting together seed once.
 */
export async function seedIfEmpty(
  db: Db,
  logger: Pick<Logger, 'info'>,
  now: Date = new Date(),
  argon2: Argon2Params = DEFAULT_ARGON2,
): Promise<boolean> {
  const started = Date.now();
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7230412)`);
    const inserted = await tx
      .insert(storeSettings)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: storeSettings.key });
    if (inserted.length === 0) return undefined;
    const summary = await seedDemo(tx as unknown as Db);
    // The demo shop comes with an admin whose password the README gives, for local use only.
    const admin = await ensureAdmin(tx as unknown as Db, passwordHasher(argon2), { ...DEMO_ADMIN, now });
    return { ...summary, demoAdmin: admin.created ? 1 : 0 };
  });
  if (!summary) return false;
  logger.info({ ...summary, ms: Date.now() - started }, 'demo catalogue seeded');
  return true;
}
