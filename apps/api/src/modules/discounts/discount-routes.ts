import { type AdminDiscount } from '@atelier/contract/discounts';
import type { DiscountAdminService } from './service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as discountsEndpoints from '@atelier/contract/discounts/endpoints';

/** What changed, field by field, for the audit log. */
function changes(before: AdminDiscount, after: AdminDiscount): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(after) as Array<keyof AdminDiscount>) {
    if (k === 'used' || k === 'held' || k === 'createdAt') continue;
    if (before[k] !== after[k]) out[k] = `${String(before[k])} -> ${String(after[k])}`;
  }
  // The offer reads whole in the log ("20% off"): its kind and amount go together when either changes.
  if (out.kind || out.value) Object.assign(out, { kind: `${before.kind} -> ${after.kind}`, value: `${before.value} -> ${after.value}` });
  return out;
}

/** Discount codes (R20.1): list, create, edit, deactivate; every change audited. */
export function discountRoutes(app: AdminApp, { recorded }: AdminRouteKit, discounts: DiscountAdminService): void {
  registerEndpoint(app, discountsEndpoints.adminDiscounts, async () => ({ discounts: await discounts.list() }));
  registerEndpoint(app, discountsEndpoints.adminCreateDiscount, async (req) => {
    const created = await discounts.create(req.body);
    return (
      await recorded(req, {
        created,
        audit: { action: 'discount.create', target: `discount ${created.code}`, detail: { kind: created.kind, value: created.value } },
      })
    ).created;
  });
  registerEndpoint(app, discountsEndpoints.adminDiscount, (req) => discounts.detail(req.params.guid));
  registerEndpoint(app, discountsEndpoints.adminUpdateDiscount, async (req) => {
    const { before, after } = await discounts.update(req.params.guid, req.body);
    return (
      await recorded(req, {
        after,
        audit: { action: 'discount.update', target: `discount ${after.code}`, detail: changes(before, after) },
      })
    ).after;
  });
  registerEndpoint(app, discountsEndpoints.adminSetDiscountActive, async (req) => {
    const after = await discounts.setActive(req.params.guid, req.body.active);
    return (
      await recorded(req, {
        after,
        audit: { action: req.body.active ? 'discount.activate' : 'discount.deactivate', target: `discount ${after.code}` },
      })
    ).after;
  });
}
