import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/store.ts';

/** Reads of store_settings values an admin saved; the shape is checked by whoever reads them. */
export function settingsRepository(db: Db) {
  return {
    async value(key: string): Promise<unknown> {
      const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key)).limit(1);
      return row?.value;
    },
  };
}
