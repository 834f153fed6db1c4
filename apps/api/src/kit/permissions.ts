import type { Permission } from '@atelier/contract/staff';

/**
 * What each back-office route needs (R13.7), in one table keyed by method and route as Fastify
 * registers it. The back-office guard enforces it on every request; an /api/admin route that is not
 * here stops the app at start (checkRouteDeclared) and fails kit/permissions.test.ts.
 *
 * - a Permission: staff whose role holds it (the owner holds all);
 * - 'staff-self': any member of staff, for their own account (profile, sessions, two-step);
 * - 'owner': the owner alone (transfer, the staff policy).
 * `stepUp` asks for the password or a code again within the last few minutes (R13.13):
 * 'always', or 'refund-over-limit' when the body's expectedPence is over the owner's amount.
 * `beforeSecondStep` routes stay open to a session that has not passed its second step yet.
 */
export type Need = Permission | 'staff-self' | 'owner';
export interface RouteRule {
  need: Need;
  stepUp?: 'always' | 'refund-over-limit';
  beforeSecondStep?: true;
}

const p = (need: Need, extra: Omit<RouteRule, 'need'> = {}): RouteRule => ({ need, ...extra });

export const ROUTE_PERMISSIONS: Record<string, RouteRule> = {
  // Sales figures and the day's orders.
  'GET /api/admin/dashboard': p('orders'),
  // What checkout reminders sent and recovered (R24.8).
  'GET /api/admin/checkout-reminders': p('orders'),
  'GET /api/admin/low-stock': p('catalogue'),

  // Catalogue and stock.
  'GET /api/admin/products': p('catalogue'),
  'POST /api/admin/products': p('catalogue'),
  'POST /api/admin/products/bulk': p('catalogue'),
  'GET /api/admin/products/export': p('catalogue'),
  'POST /api/admin/products/import': p('catalogue'),
  'GET /api/admin/products/:id': p('catalogue'),
  'PUT /api/admin/products/:id': p('catalogue'),
  'POST /api/admin/products/:id/colours': p('catalogue'),
  'GET /api/admin/colour-families': p('catalogue'),
  'PUT /api/admin/colour-families': p('catalogue'),
  'POST /api/admin/products/:id/archive': p('catalogue'),
  'POST /api/admin/products/:id/restore': p('catalogue'),
  'POST /api/admin/products/:id/duplicate': p('catalogue'),
  'POST /api/admin/products/:id/images': p('catalogue'),
  'PUT /api/admin/products/:id/images/order': p('catalogue'),
  'PATCH /api/admin/products/:id/images/:imageId': p('catalogue'),
  'DELETE /api/admin/products/:id/images/:imageId': p('catalogue'),
  'POST /api/admin/products/:id/images/:imageId/cover': p('catalogue'),
  'POST /api/admin/styles': p('catalogue'),
  'GET /api/admin/categories': p('catalogue'),
  'POST /api/admin/categories': p('catalogue'),
  'PUT /api/admin/categories/:id': p('catalogue'),
  'DELETE /api/admin/categories/:id': p('catalogue'),
  'POST /api/admin/categories/:id/image': p('catalogue'),
  'GET /api/admin/collections': p('catalogue'),
  'POST /api/admin/collections': p('catalogue'),
  'PUT /api/admin/collections/order': p('catalogue'),
  'GET /api/admin/collections/:id': p('catalogue'),
  'PUT /api/admin/collections/:id': p('catalogue'),
  'DELETE /api/admin/collections/:id': p('catalogue'),
  'POST /api/admin/collections/:id/image': p('catalogue'),
  'GET /api/admin/search-synonyms': p('catalogue'),
  'POST /api/admin/search-synonyms': p('catalogue'),
  'PUT /api/admin/search-synonyms/:id': p('catalogue'),
  'DELETE /api/admin/search-synonyms/:id': p('catalogue'),
  'GET /api/admin/search-insights': p('catalogue'),
  'GET /api/admin/back-in-stock': p('catalogue'),
  'GET /api/admin/variants/:id/stock-history': p('catalogue'),

  // Orders and fulfilment.
  'GET /api/admin/orders': p('orders'),
  'GET /api/admin/orders/export': p('orders'),
  'GET /api/admin/orders/:guid': p('orders'),
  'POST /api/admin/orders/:guid/:action': p('orders'),
  'GET /api/admin/orders/:guid/notes': p('orders'),
  'POST /api/admin/orders/:guid/notes': p('orders'),
  'GET /api/admin/orders/:guid/packing-slip': p('orders'),
  'POST /api/admin/orders/:guid/returns/:id/reject': p('orders'),

  // Refunds: money going back.
  'POST /api/admin/orders/:guid/refund-quote': p('refunds'),
  'POST /api/admin/orders/:guid/refund': p('refunds', { stepUp: 'refund-over-limit' }),
  // Every path that sends money back carries the confirmed amount and asks for a step-up over the owner's (R13.13, R22.19).
  'POST /api/admin/orders/:guid/cancel': p('refunds', { stepUp: 'refund-over-limit' }),
  'POST /api/admin/orders/:guid/approve-cancel': p('refunds', { stepUp: 'refund-over-limit' }),
  'POST /api/admin/orders/:guid/approve-refund': p('refunds', { stepUp: 'refund-over-limit' }),
  'POST /api/admin/orders/:guid/goodwill-refund': p('refunds', { stepUp: 'refund-over-limit' }),
  'POST /api/admin/orders/:guid/returns/:id/approve': p('refunds', { stepUp: 'refund-over-limit' }),

  // Gift cards and store credit: money the shop owes (R23.7).
  'GET /api/admin/gift-cards': p('refunds'),
  'POST /api/admin/gift-cards': p('refunds'),
  'GET /api/admin/gift-cards/:guid': p('refunds'),
  'POST /api/admin/gift-cards/:guid/top-up': p('refunds'),
  'POST /api/admin/gift-cards/:guid/expiry': p('refunds'),
  'POST /api/admin/gift-cards/:guid/resend': p('refunds'),
  'POST /api/admin/gift-cards/:guid/void': p('refunds'),

  // Discounts.
  'GET /api/admin/discounts': p('discounts'),
  'POST /api/admin/discounts': p('discounts'),
  'GET /api/admin/discounts/:guid': p('discounts'),
  'PUT /api/admin/discounts/:guid': p('discounts'),
  'POST /api/admin/discounts/:guid/active': p('discounts'),

  // Customers: personal data (R13.15).
  'GET /api/admin/customers': p('customers'),
  'GET /api/admin/customers/export': p('customers', { stepUp: 'always' }),
  'GET /api/admin/customers/exports': p('customers'),
  'GET /api/admin/customers/:id': p('customers'),
  'GET /api/admin/subscribers/export': p('customers'),

  // Content and messages.
  'GET /api/admin/subscribers': p('content'),
  'GET /api/admin/messages': p('content'),
  'POST /api/admin/messages/:id/handled': p('content'),
  // Reviews are what buyers say in public, moderated with the shop's other words (R25.5).
  'GET /api/admin/reviews': p('content'),
  'POST /api/admin/reviews/:id/moderate': p('content'),

  // Settings.
  'GET /api/admin/settings': p('settings'),
  'PUT /api/admin/settings': p('settings'),

  // Staff: who works here, and what they did.
  'GET /api/admin/audit': p('staff'),
  'GET /api/admin/staff': p('staff'),
  'POST /api/admin/staff/invitations': p('staff', { stepUp: 'always' }),
  'DELETE /api/admin/staff/invitations/:id': p('staff'),
  'DELETE /api/admin/staff/:id': p('staff', { stepUp: 'always' }),
  'PUT /api/admin/staff/:id/role': p('staff', { stepUp: 'always' }),
  'DELETE /api/admin/staff/:id/two-step': p('staff', { stepUp: 'always' }),
  'GET /api/admin/staff/roles': p('staff'),
  'POST /api/admin/staff/roles': p('staff', { stepUp: 'always' }),
  'PUT /api/admin/staff/roles/:id': p('staff', { stepUp: 'always' }),
  'DELETE /api/admin/staff/roles/:id': p('staff', { stepUp: 'always' }),

  // The owner's alone.
  'POST /api/admin/staff/transfer-ownership': p('owner'),
  'GET /api/admin/staff/policy': p('owner'),
  'PUT /api/admin/staff/policy': p('owner', { stepUp: 'always' }),

  // Every member of staff, about themselves.
  'GET /api/admin/me': p('staff-self', { beforeSecondStep: true }),
  'POST /api/admin/me/two-step/verify': p('staff-self', { beforeSecondStep: true }),
  'POST /api/admin/me/two-step/enrol': p('staff-self', { beforeSecondStep: true }),
  'POST /api/admin/me/two-step/confirm': p('staff-self', { beforeSecondStep: true }),
  'POST /api/admin/me/two-step/recovery-codes': p('staff-self', { stepUp: 'always' }),
  'POST /api/admin/me/step-up': p('staff-self'),
  'GET /api/admin/me/sessions': p('staff-self'),
  'DELETE /api/admin/me/sessions/:sessionId': p('staff-self'),
};

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The rule for a route; HEAD shares its GET's. */
export function ruleFor(method: string, url: string | undefined): RouteRule | undefined {
  if (!url) return undefined;
  return ROUTE_PERMISSIONS[routeKey(method === 'HEAD' ? 'GET' : method, url)];
}

/** For an onRoute hook: an admin route without a rule is a programming error, caught at start. */
export function checkRouteDeclared(route: { method: string | string[]; url: string }): void {
  if (!route.url.startsWith('/api/admin')) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    if (!ruleFor(method, route.url))
      throw new Error(`${method} ${route.url} has no entry in kit/permissions.ts: say which permission it needs (R13.7)`);
  }
}
