import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as balanceEndpoints from '@atelier/contract/balances/endpoints';
import { balanceState, STORE_CREDIT_ENTRY_LABELS } from '@atelier/contract/balances';
import { penceToPounds } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plumbing/session/session.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { entriesOf } from './admin-service.ts';
import { giftCodeHash } from './codes.ts';
import { balanceRepository } from './repository.ts';

/** The shopper's side (R23.9, R23.10): a gift card's balance by its code, and a customer's store credit. */
export const balanceShopRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, balanceEndpoints.giftCardBalance, { preHandler: rateLimit({ name: 'gift-card-balance' }) }, async (req) => {
    const card = await balanceRepository(db).byCodeHash(giftCodeHash(req.body.code));
    if (!card) throw notFound('We do not recognise that gift card code. Please check it and try again.', 'GIFT_CARD_UNKNOWN');
    const state = balanceState(card, clock.now());
    return {
      last4: card.codeLast4 ?? '',
      balance: state === 'active' ? penceToPounds(card.balancePence) : 0,
      state,
      expiresAt: card.expiresAt?.toISOString() ?? null,
    };
  });
  registerEndpoint(app, balanceEndpoints.storeCredit, async (req) => {
    const { user } = await requireSession(req);
    const account = await balanceRepository(db).storeCreditOf(user.id);
    if (!account) return { balancePence: 0, entries: [] };
    // The customer's own words for each entry (R23.19); who made it is the owner's business.
    const entries = (await entriesOf(db, account.id)).map(({ actor: _actor, ...e }) => ({
      ...e,
      label: STORE_CREDIT_ENTRY_LABELS[e.kind],
    }));
    return { balancePence: account.balancePence, entries };
  });
};
