import { z } from 'zod';
import { AdminDiscount, AdminDiscountInput, AdminDiscountList, AdminDiscountParams } from '@atelier/contract/discounts';
import type { DiscountAdminService } from './service.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';

/** What changed, field by field, for the audit log. */
function changes(before: AdminDiscount, after: AdminDiscount): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(after) as Array<keyof AdminDiscount>) {
    if (k === 'used' || k === 'held' || k === 'createdAt') continue;
    if (before[k] !== after[k]) out[k] = `${String(before[k])} -> ${String(after[k])}`;
  }
  return out;
}

/** Discount codes (R20.1): list, create, edit, deactivate; every change audited. */
export function discountRoutes(app: AdminApp, { recorded }: AdminRouteKit, discounts: DiscountAdminService): void {
  app.get(
    '/discounts',
    {
      schema: {
        tags,
        summary: 'Discount codes with their uses (paid, and held by unpaid checkouts)',
        response: { 200: AdminDiscountList, ...errors },
      },
    },
    async () => ({ discounts: await discounts.list() }),
  );
  app.post(
    '/discounts',
    {
      schema: {
        tags,
        summary: 'Create a discount code (409 when the code is taken)',
        body: AdminDiscountInput,
        response: { 200: AdminDiscount, ...errors },
      },
    },
    async (req) => {
      const created = await discounts.create(req.body);
      return (
        await recorded(req, {
          created,
          audit: { action: 'discount.create', target: `discount ${created.code}`, detail: { kind: created.kind, value: created.value } },
        })
      ).created;
    },
  );
  app.get(
    '/discounts/:guid',
    { schema: { tags, summary: 'One discount code', params: AdminDiscountParams, response: { 200: AdminDiscount, ...errors } } },
    (req) => discounts.detail(req.params.guid),
  );
  app.put(
    '/discounts/:guid',
    {
      schema: {
        tags,
        summary: 'Edit a discount code; orders keep the discount they were given',
        params: AdminDiscountParams,
        body: AdminDiscountInput,
        response: { 200: AdminDiscount, ...errors },
      },
    },
    async (req) => {
      const { before, after } = await discounts.update(req.params.guid, req.body);
      return (
        await recorded(req, {
          after,
          audit: { action: 'discount.update', target: `discount ${after.code}`, detail: changes(before, after) },
        })
      ).after;
    },
  );
  app.post(
    '/discounts/:guid/active',
    {
      schema: {
        tags,
        summary: 'Deactivate (or reactivate) a discount code: an inactive code is unknown to shoppers',
        params: AdminDiscountParams,
        body: z.strictObject({ active: z.boolean() }),
        response: { 200: AdminDiscount, ...errors },
      },
    },
    async (req) => {
      const after = await discounts.setActive(req.params.guid, req.body.active);
      return (
        await recorded(req, {
          after,
          audit: { action: req.body.active ? 'discount.activate' : 'discount.deactivate', target: `discount ${after.code}` },
        })
      ).after;
    },
  );
}
