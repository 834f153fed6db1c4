import * as balanceEndpoints from '@atelier/contract/balances/endpoints';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import type { BalanceAdminService } from './admin-service.ts';

const target = (a: { last4: string | null; kind: string; customerEmail?: string | null }) =>
  a.kind === 'gift_card' ? `ending ${a.last4}` : `store credit of ${a.customerEmail ?? 'a customer'}`;

/** Gift cards and store credit (R23.7): list with the liability, issue, top up, extend, void; every change audited. */
export function balanceAdminRoutes(app: AdminApp, { recorded, adminId }: AdminRouteKit, balances: BalanceAdminService): void {
  registerEndpoint(app, balanceEndpoints.adminBalances, () => balances.list());
  registerEndpoint(app, balanceEndpoints.adminBalance, (req) => balances.detail(req.params.guid));
  registerEndpoint(app, balanceEndpoints.adminIssueGiftCard, async (req) => {
    const issued = await balances.issue(req.body, await adminId(req));
    const detail = { amountPence: String(req.body.amountPence), to: req.body.recipientEmail };
    return (await recorded(req, { issued, audit: { action: 'gift-card.issue', target: target(issued.account), detail } })).issued;
  });
  registerEndpoint(app, balanceEndpoints.adminTopUpBalance, async (req) => {
    const after = await balances.topUp(req.params.guid, req.body.amountPence, req.body.note, await adminId(req));
    const detail = { amountPence: String(req.body.amountPence) };
    return (await recorded(req, { after, audit: { action: 'gift-card.top-up', target: target(after), detail } })).after;
  });
  registerEndpoint(app, balanceEndpoints.adminExtendBalance, async (req) => {
    const after = await balances.extend(req.params.guid, new Date(req.body.expiresAt), await adminId(req));
    const detail = { expiresAt: req.body.expiresAt.slice(0, 10) };
    return (await recorded(req, { after, audit: { action: 'gift-card.extend', target: target(after), detail } })).after;
  });
  registerEndpoint(app, balanceEndpoints.adminResendGiftCard, async (req) => {
    const after = await balances.resend(req.params.guid, req.body.recipientEmail, await adminId(req));
    const detail = { to: req.body.recipientEmail };
    return (await recorded(req, { after, audit: { action: 'gift-card.resend', target: target(after), detail } })).after;
  });
  registerEndpoint(app, balanceEndpoints.adminVoidBalance, async (req) => {
    const after = await balances.voidAccount(req.params.guid, req.body.note, await adminId(req));
    return (await recorded(req, { after, audit: { action: 'gift-card.void', target: target(after) } })).after;
  });
}
