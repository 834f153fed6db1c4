import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '@atelier/contract/admin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settingsRepository } from './settings-repository.ts';

/**
 * The settings an admin may store (store_settings keys 'shop', 'returns', 'inventory'), each
 * falling back to the environment (R21.11, R21.12). A stored value of the wrong shape is ignored
 * rather than breaking receipts or returns.
 */

const ShopValue = z.object({
  name: z.string().optional(),
  legalName: z.string().optional(),
  addressLines: z.array(z.string()).optional(),
  vatNumber: z.string().optional(),
  contactEmail: z.email().optional(),
});
const ReturnsValue = z.object({ returnWindowDays: z.number().int().min(1).max(365).optional() });
const InventoryValue = z.object({ lowStockThreshold: z.number().int().min(0).optional() });

export interface ShopIdentity {
  name: string;
  legalName: string;
  addressLines: string[];
  vatNumber: string;
  /** Where the owner's notices go. */
  ownerEmail: string;
}

async function read<T extends z.ZodType>(db: Db, key: string, schema: T): Promise<z.infer<T> | undefined> {
  const parsed = schema.safeParse(await settingsRepository(db).value(key));
  return parsed.success ? parsed.data : undefined;
}

export async function shopIdentity(db: Db, config: Config): Promise<ShopIdentity> {
  const s = await read(db, 'shop', ShopValue);
  const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  return {
    name: nonEmpty(s?.name) ?? 'Atelier',
    legalName: nonEmpty(s?.legalName) ?? config.shop.legalName,
    addressLines: s?.addressLines?.filter((l) => l.trim()).length ? s.addressLines.filter((l) => l.trim()) : config.shop.addressLines,
    vatNumber: nonEmpty(s?.vatNumber) ?? config.shop.vatNumber,
    ownerEmail: nonEmpty(s?.contactEmail) ?? config.storeEmail,
  };
}

export async function returnWindowDays(db: Db, config: Config): Promise<number> {
  return (await read(db, 'returns', ReturnsValue))?.returnWindowDays ?? config.returnWindowDays;
}

export async function lowStockThreshold(db: Db): Promise<number> {
  return (await read(db, 'inventory', InventoryValue))?.lowStockThreshold ?? LOW_STOCK_THRESHOLD;
}
