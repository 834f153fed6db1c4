import { inArray, sql } from 'drizzle-orm';
import type { SettingKey } from '@atelier/contract/settings';
import type { Db } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/store.ts';

/** The settings rows of store_settings (R22.9); other keys of that table belong to other modules. */
export function settingsRepository(db: Db) {
  return {
    async read(keys: readonly SettingKey[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: storeSettings.key, value: storeSettings.value })
        .from(storeSettings)
        .where(inArray(storeSettings.key, [...keys]));
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async write(values: Partial<Record<SettingKey, object>>, now: Date): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: now }));
      if (!rows.length) return;
      await db
        .insert(storeSettings)
        .values(rows)
        .onConflictDoUpdate({ target: storeSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
    },
  };
}
