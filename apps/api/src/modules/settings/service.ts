import {
  BUILT_IN_SETTINGS,
  DeliverySetting,
  InventorySetting,
  RemindersSetting,
  ReturnsSetting,
  SETTING_KEYS,
  ShippingSetting,
  ShopSetting,
  type ShopTerms,
  shopTermsOf,
  type EffectiveSettings,
  type SettingsResponse,
  type StoredSettings,
} from '@atelier/contract/settings';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { settingsRepository } from './repository.ts';

const SHAPES = {
  shop: ShopSetting,
  shipping: ShippingSetting,
  delivery: DeliverySetting,
  returns: ReturnsSetting,
  inventory: InventorySetting,
  reminders: RemindersSetting,
} as const;

/**
 * Drops what the owner left empty (an empty text, a list of blank lines), so "empty" means "the
 * default" rather than "nothing".
 */
function compact<T extends object>(value: T): T {
  const kept = Object.entries(value)
    .map(([k, v]) => [k, Array.isArray(v) ? v.filter((x) => typeof x !== 'string' || x.trim() !== '') : v] as const)
    .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0));
  return Object.fromEntries(kept) as T;
}

/** The values of a shop whose owner stored nothing: the environment variables, then the built-in defaults. */
export function settingsDefaults(config: Config): EffectiveSettings {
  return {
    shop: {
      name: BUILT_IN_SETTINGS.shop.name,
      legalName: config.shop.legalName,
      addressLines: [...(config.shop.addressLines.length ? config.shop.addressLines : BUILT_IN_SETTINGS.shop.addressLines)],
      vatNumber: config.shop.vatNumber,
      companyNumber: BUILT_IN_SETTINGS.shop.companyNumber,
      contactEmail: config.storeEmail,
    },
    shipping: { ...config.shipping },
    delivery: {
      nextDayFeePence: config.delivery.nextDayFeePence,
      nextDayCutoff: config.delivery.nextDayCutoff,
      // Empty: the shop's own address is the collection point (shopTermsOf).
      collectionAddressLines: [],
      collectionHours: BUILT_IN_SETTINGS.delivery.collectionHours,
      collectReminderDays: BUILT_IN_SETTINGS.delivery.collectReminderDays,
      regions: { ...BUILT_IN_SETTINGS.delivery.regions },
    },
    returns: { returnWindowDays: config.returnWindowDays },
    inventory: { ...BUILT_IN_SETTINGS.inventory },
    // Off until the owner turns them on (R24.1).
    reminders: { ...BUILT_IN_SETTINGS.reminders },
  };
}

/**
 * The owner's settings (R22.9), and the one place the shop reads them (R22.20): checkout, returns,
 * receipts, owner mails, packing slips and the dashboard all ask current(). Read from the database
 * on every call, so an admin's change reaches every instance with its next request and there is
 * no cache to keep in step (decision 0023). The environment variables are the defaults.
 */
export function settingsService(db: Db, config: Config, clock: Clock) {
  const defaults = () => settingsDefaults(config);

  /**
   * What is stored, each group checked again: a row that no longer fits its shape counts as unset.
   * `on` is the transaction of a caller that holds one (PGlite has a single connection).
   */
  async function stored(on: Db = db): Promise<StoredSettings> {
    const rows = await settingsRepository(on).read(SETTING_KEYS);
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
      // A region the owner left out keeps its default (R20.22).
      delivery: { ...d.delivery, ...s.delivery, regions: { ...d.delivery.regions, ...s.delivery.regions } },
      returns: { ...d.returns, ...s.returns },
      inventory: { ...d.inventory, ...s.inventory },
      reminders: { ...d.reminders, ...s.reminders },
    };
  }

  async function read(): Promise<SettingsResponse> {
    const s = await stored();
    return { stored: s, effective: effective(s), defaults: defaults() };
  }

  return {
    /** The values in force now; pass the caller's transaction when it holds one. */
    async current(on: Db = db): Promise<EffectiveSettings> {
      return effective(await stored(on));
    },

    read,

    /** What the shop promises customers (R22.21): the one source of every fee, window and legal detail they read. */
    async terms(on: Db = db): Promise<ShopTerms> {
      return shopTermsOf(effective(await stored(on)));
    },

    async save(input: StoredSettings): Promise<{ settings: SettingsResponse; audit: AuditEntry }> {
      const before = await stored();
      const next = Object.fromEntries(SETTING_KEYS.map((k) => [k, compact(input[k])])) as StoredSettings;
      const changed = SETTING_KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
      await settingsRepository(db).write(Object.fromEntries(changed.map((k) => [k, next[k]])), clock.now());
      const detail: Record<string, string> = {};
      for (const k of changed) detail[k] = `${JSON.stringify(before[k])} -> ${JSON.stringify(next[k])}`;
      return { settings: await read(), audit: { action: 'settings.update', target: 'shop settings', detail } };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
