import { z } from 'zod';
import { IdNumber } from '../shared/edge.ts';

/**
 * What a member of staff may do in the back office (R13.7). Each admin route needs one of these
 * (apps/api/src/kit/permissions.ts); the owner holds them all, and ownership itself is none of them.
 */
export const PERMISSIONS = ['orders', 'refunds', 'catalogue', 'discounts', 'customers', 'content', 'settings', 'staff'] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

/** How the staff pages name each permission. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  orders: 'Orders and fulfilment',
  refunds: 'Refunds',
  catalogue: 'Catalogue and stock',
  discounts: 'Discounts',
  customers: 'Customers (personal data)',
  content: 'Content and messages',
  settings: 'Settings',
  staff: 'Staff',
};

/** The ready-made roles (migration 0024 makes them); an owner edits custom roles only. */
export const BUILT_IN_ROLES = {
  admin: { name: 'Admin', permissions: [...PERMISSIONS] },
  fulfilment: { name: 'Fulfilment', permissions: ['orders'] },
  catalogue: { name: 'Catalogue', permissions: ['catalogue'] },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;

/** True when `held` includes every permission of `wanted`: no one grants what they do not hold (R13.9). */
export function holdsAll(held: readonly Permission[], wanted: readonly Permission[]): boolean {
  return wanted.every((p) => held.includes(p));
}

export const StaffRole = z
  .object({
    id: z.number().int(),
    name: z.string(),
    permissions: z.array(Permission),
    builtIn: z.boolean(),
    members: z.number().int(),
  })
  .meta({ id: 'StaffRole' });
export type StaffRole = z.infer<typeof StaffRole>;

export const RoleBody = z.strictObject({
  name: z.string().trim().min(2).max(40),
  permissions: z.array(Permission).max(PERMISSIONS.length),
});
export type RoleBody = z.infer<typeof RoleBody>;

export const AssignRoleBody = z.strictObject({ roleId: IdNumber });

/** The owner hands the shop to another member of staff, proving it is them with their password. */
export const TransferOwnershipBody = z.strictObject({ toUserId: IdNumber, password: z.string().min(1).max(200) });

/** Owner-only rules for the whole back office (R13.12, R13.14). */
export const StaffPolicy = z
  .object({
    requireTwoStep: z.boolean(),
    /** Refunds above this many pence ask for the password or a code again; null: none do. */
    stepUpRefundOverPence: z.number().int().min(0).max(100_000_000).nullable(),
  })
  .meta({ id: 'StaffPolicy' });
export type StaffPolicy = z.infer<typeof StaffPolicy>;
