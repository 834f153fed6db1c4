import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '../shared/admin.ts';
import { DEFAULT_REGION_RULES, DELIVERY_REGIONS } from '../checkout/uk-postcode.ts';

/**
 * The shop's settings an owner edits in the admin (R22.9), one store_settings row per key, and the
 * only shapes those rows have: the API reads them through one service (R22.20). Every field is
 * optional: a missing one falls back to the environment variable or built-in default.
 */

const Pence = z.number().int().min(0, 'Amounts cannot be negative.').max(10_000_000, 'That amount is too large.');
const line = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

/** 'shipping': R2.2. */
export const ShippingSetting = z.strictObject({ freeThresholdPence: Pence.optional(), feePence: Pence.optional() });
/** A region's delivery (R20.22): delivered with a surcharge (pence, VAT included), or not at all. */
export const RegionSetting = z.strictObject({ delivered: z.boolean(), surchargePence: Pence.max(100_000, 'At most £1,000.') });

/** 'delivery': next-day delivery, its fee and the Europe/London time after which it no longer leaves the same day. */
export const DeliverySetting = z.strictObject({
  nextDayFeePence: Pence.optional(),
  nextDayCutoff: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The cut-off must be a time such as 14:00.')
    .optional(),
  /** Where Click & collect orders are picked up; unset means the shop's own address. */
  collectionAddressLines: z.array(line('An address line', 120)).max(6, 'At most 6 address lines.').optional(),
  collectionHours: line('The collection hours', 120).optional(),
  /** Days a Click & collect order waits at the studio before the customer is reminded (R20.19). */
  collectReminderDays: z.number().int().min(1, 'At least 1 day.').max(60, 'At most 60 days.').optional(),
  /** R20.22: per region beyond mainland Great Britain, a surcharge in pence or not delivered; a region left out is delivered at no extra. */
  regions: z.partialRecord(z.enum(DELIVERY_REGIONS), RegionSetting).optional(),
});
/** 'shop': what the packing slip, mails and pages say about the shop. */
export const ShopSetting = z.strictObject({
  name: line('The shop name', 80).optional(),
  legalName: line('The legal name', 120).optional(),
  addressLines: z.array(line('An address line', 120)).max(6, 'At most 6 address lines.').optional(),
  vatNumber: z
    .string()
    .trim()
    .regex(/^(GB)?\s?\d{3}\s?\d{4}\s?\d{2}(\s?\d{3})?$/i, 'A UK VAT number is GB followed by 9 or 12 digits.')
    .or(z.literal(''))
    .optional(),
  companyNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}$/i, 'A company number is 8 letters or digits, such as 01234567 or SC123456.')
    .or(z.literal(''))
    .optional(),
  contactEmail: z.email('Please enter a valid email address.').or(z.literal('')).optional(),
});
/** 'returns': how many days after delivery a refund may be asked for (R6). */
export const ReturnsSetting = z.strictObject({
  returnWindowDays: z.number().int().min(1, 'At least 1 day.').max(365, 'At most 365 days.').optional(),
});
/** 'inventory': a size with this many units or fewer is low on stock on the dashboard. */
export const InventorySetting = z.strictObject({
  lowStockThreshold: z.number().int().min(0, 'Cannot be negative.').max(1000, 'At most 1000.').optional(),
});

/** 'reminders': the one reminder of a checkout left unpaid (R24.1), off until the owner turns it on, and its delay. */
export const RemindersSetting = z.strictObject({
  checkoutReminders: z.boolean().optional(),
  /** Minutes after the checkout started; the owner may go from 1 minute to 3 days. */
  checkoutReminderMinutes: z.number().int().min(1, 'At least 1 minute.').max(4320, 'At most 4320 minutes (3 days).').optional(),
});

export const SETTING_KEYS = ['shop', 'shipping', 'delivery', 'returns', 'inventory', 'reminders'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** PUT /api/admin/settings: every group, as the page's form sends it; a missing field means "use the default". */
export const SettingsInput = z.strictObject({
  shop: ShopSetting,
  shipping: ShippingSetting,
  delivery: DeliverySetting,
  returns: ReturnsSetting,
  inventory: InventorySetting,
  // Optional (added later, 0050): a client that sends only the older groups sets the reminders back to their defaults, as any empty group does.
  reminders: RemindersSetting.default({}),
});
export type SettingsInput = z.input<typeof SettingsInput>;
export type StoredSettings = z.output<typeof SettingsInput>;

/** The values in force, with the defaults that apply where the owner set nothing. */
export const EffectiveSettings = z
  .object({
    shop: z.object({
      name: z.string(),
      legalName: z.string(),
      addressLines: z.array(z.string()),
      vatNumber: z.string(),
      companyNumber: z.string(),
      contactEmail: z.string(),
    }),
    shipping: z.object({ freeThresholdPence: z.number().int(), feePence: z.number().int() }),
    delivery: z.object({
      nextDayFeePence: z.number().int(),
      nextDayCutoff: z.string(),
      collectionAddressLines: z.array(z.string()),
      collectionHours: z.string(),
      collectReminderDays: z.number().int(),
      regions: z.record(z.enum(DELIVERY_REGIONS), z.object({ delivered: z.boolean(), surchargePence: z.number().int() })),
    }),
    returns: z.object({ returnWindowDays: z.number().int() }),
    inventory: z.object({ lowStockThreshold: z.number().int() }),
    reminders: z.object({ checkoutReminders: z.boolean(), checkoutReminderMinutes: z.number().int() }),
  })
  .meta({ id: 'AdminEffectiveSettings' });
export type EffectiveSettings = z.infer<typeof EffectiveSettings>;

export const SettingsResponse = z
  .object({ stored: SettingsInput, effective: EffectiveSettings, defaults: EffectiveSettings })
  .meta({ id: 'AdminSettings' });
export type SettingsResponse = z.infer<typeof SettingsResponse>;

/** Built-in defaults of the settings no environment variable sets (the address: when SHOP_ADDRESS is empty too). */
export const BUILT_IN_SETTINGS = {
  shop: {
    name: 'Atelier',
    companyNumber: '14829307',
    addressLines: ['12 Marylebone Lane', 'London W1U 2NE', 'United Kingdom'],
  },
  delivery: { collectionHours: 'Monday to Friday, 9am-5pm', collectReminderDays: 3, regions: DEFAULT_REGION_RULES },
  inventory: { lowStockThreshold: LOW_STOCK_THRESHOLD },
  reminders: { checkoutReminders: false, checkoutReminderMinutes: 240 },
};
