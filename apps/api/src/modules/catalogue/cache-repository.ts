import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The channel the catalogue tables' triggers NOTIFY on (migrations 0003 and 0012). */
export const CATALOGUE_CHANNEL = 'atelier_catalogue';

/** The prefix of a marker notice: it says nothing about the catalogue, only that earlier commits were heard. */
export const FENCE_PREFIX = 'fence:';

/**
 * Sends a marker on the catalogue channel in its own transaction. PostgreSQL delivers the notices of
 * committed transactions in commit order, so when a listener hears the marker it has heard every
 * change committed before it was sent.
 */
export async function sendFence(db: Db, token: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${FENCE_PREFIX + token})`);
}
