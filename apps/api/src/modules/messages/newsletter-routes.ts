import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@atelier/contract/shared';
import { NewsletterResponse, NewsletterSignup, UNSUBSCRIBED_REDIRECT, UnsubscribeQuery } from '@atelier/contract/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { newsletterService } from './newsletter-service.ts';

export const newsletterModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = newsletterService(db, clock, fastify.mailer, config.publicUrl);
  const tags = ['newsletter'];

  app.post(
    '/newsletter',
    {
      schema: {
        tags,
        summary: 'Join the mailing list (signing up again is also a success)',
        body: NewsletterSignup,
        response: { 200: NewsletterResponse, 201: NewsletterResponse, 400: ErrorBody, 429: ErrorBody },
      },
      // Per address and per client IP (R8.1).
      preHandler: rateLimit({ name: 'newsletter' }),
    },
    async (req, reply) => {
      const result = await service.subscribe(req.body.email);
      return reply.status(result.created ? 201 : 200).send({ message: result.message });
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Leave the mailing list from the link in a newsletter mail; redirects to the home page',
        querystring: UnsubscribeQuery,
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      await service.unsubscribe(req.query.token);
      return reply.redirect(UNSUBSCRIBED_REDIRECT, 303);
    },
  );
};
