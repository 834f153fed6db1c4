import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../client.ts';
import { seedDemo } from './demo.ts';

/** Seeds the demo catalogue on the very first start only; a restart keeps whatever is there. */
export async function seedIfEmpty(db: Db, logger: Pick<Logger, 'info'>): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from categories`);
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  const summary = await seedDemo(db);
  logger.info({ ...summary, ms: Date.now() - started }, 'demo catalogue seeded');
  return true;
}
