import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as balanceEndpoints from '@atelier/contract/balances/endpoints';
import { getSession } from '../../plumbing/session/session.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import type { GiftCardSalesService } from './gift-card-sales.ts';

/** A shopper buys a gift card and reads the confirmation (R23.11-R23.13). */
export const giftCardSaleRoutes: FastifyPluginAsync<{ sales: GiftCardSalesService }> = async (fastify, { sales }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(
    app,
    balanceEndpoints.giftCardPurchase,
    {
      preHandler: rateLimit({
        name: 'gift-card-purchase',
        address: (req) => (req.body as { buyerEmail?: string }).buyerEmail?.toLowerCase(),
      }),
    },
    async (req) => {
      const session = await getSession(req);
      return sales.purchase(req.body, { userId: session?.user.id ?? null });
    },
  );
  registerEndpoint(app, balanceEndpoints.giftCardPurchaseStatus, (req) => sales.status(req.params.sessionId));
};
