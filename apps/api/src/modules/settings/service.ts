import {
  BUILT_IN_SETTINGS,
  DeliverySetting,
  InventorySetting,
  ReturnsSetting,
  SETTING_KEYS,
  ShippingSetting,
  ShopSetting,
  type EffectiveSettings,
  type SettingsResponse,
  type StoredSettings,
} from '@atelier/contract/settings';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditEntry } from '../admin/audit.ts';
import { settingsRepository } from './repository.ts';

const SHAPES = {
  shop: ShopSetting,
  shipping: ShippingSetting,
  delivery: DeliverySetting,
  returns: ReturnsSetting,
  inventory: InventorySetting,
} as const;

/** Drops what the owner left empty, so "empty" means "the default" rather than "nothing". */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/**
 * The owner's settings (R22.9), read from the database on every call: an admin's change reaches
 * every instance with its next request, and there is no cache to keep in step (decision 0023).
 */
export function settingsService(db: Db, config: Config, clock: Clock) {
  const repo = settingsRepository(db);

  function defaults(): EffectiveSettings {
    return {
      shop: { ...BUILT_IN_SETTINGS.shop, contactEmail: config.storeEmail },
      shipping: { ...config.shipping },
      delivery: { nextDayFeePence: null, nextDayCutoff: null },
      returns: { ...BUILT_IN_SETTINGS.returns },
      inventory: { ...BUILT_IN_SETTINGS.inventory },
    };
  }

  /** What is stored, each group checked again: a row that no longer fits its shape counts as unset. */
  async function stored(): Promise<StoredSettings> {
    const rows = await repo.read(SETTING_KEYS);
    const out = {} as Record<string, object>;
    for (const key of SETTING_KEYS) {
      const parsed = SHAPES[key].safeParse(rows.get(key) ?? {});
      out[key] = parsed.success ? compact(parsed.data) : {};
    }
    return out as StoredSettings;
  }

  function effective(s: StoredSettings): EffectiveSettings {
    const d = defaults();
    return {
      shop: { ...d.shop, ...s.shop },
      shipping: { ...d.shipping, ...s.shipping },
      delivery: { ...d.delivery, ...s.delivery },
      returns: { ...d.returns, ...s.returns },
      inventory: { ...d.inventory, ...s.inventory },
    };
  }

  return {
    async current(): Promise<EffectiveSettings> {
      return effective(await stored());
    },

    async read(): Promise<SettingsResponse> {
      const s = await stored();
      return { stored: s, effective: effective(s), defaults: defaults() };
    },

    async save(input: StoredSettings): Promise<{ settings: SettingsResponse; audit: AuditEntry }> {
      const before = await stored();
      const next = Object.fromEntries(SETTING_KEYS.map((k) => [k, compact(input[k])])) as StoredSettings;
      const changed = SETTING_KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
      await repo.write(Object.fromEntries(changed.map((k) => [k, next[k]])), clock.now());
      const detail: Record<string, string> = {};
      for (const k of changed) detail[k] = `${JSON.stringify(before[k])} -> ${JSON.stringify(next[k])}`;
      return { settings: await this.read(), audit: { action: 'settings.update', target: 'shop settings', detail } };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
