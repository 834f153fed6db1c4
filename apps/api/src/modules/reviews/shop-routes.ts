import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as reviewsEndpoints from '@atelier/contract/reviews/endpoints';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { getSession, requireAuth, requireSession } from '../../plumbing/session/session.ts';
import { reviewService } from './service.ts';

/**
 * The shop's review routes (R25): the product page's reviews for anyone; the buyer's own review for
 * the signed-in buyer, its writing rate-limited per client and per account (R8.4).
 */
export const reviewsModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = reviewService(db, clock);

  registerEndpoint(app, reviewsEndpoints.productReviews, (req) => service.forProduct(req.params.slug, req.query.page));

  registerEndpoint(app, reviewsEndpoints.myReview, async (req) => service.mine((await requireSession(req)).user.id, req.params.slug));

  registerEndpoint(
    app,
    reviewsEndpoints.saveMyReview,
    {
      // The session is checked first, so a signed-out attempt answers 401 and counts nothing per account.
      preHandler: [requireAuth, rateLimit({ name: 'review', address: async (req) => `user:${(await getSession(req))?.user.id}` })],
    },
    async (req) => service.save((await requireSession(req)).user.id, req.params.slug, req.body),
  );
};
