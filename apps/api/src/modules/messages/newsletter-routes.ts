import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UNSUBSCRIBED_REDIRECT } from '@atelier/contract/messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { newsletterService } from './newsletter-service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as messagesEndpoints from '@atelier/contract/messages/endpoints';

export const newsletterModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = newsletterService(db, clock, fastify.mailer, config.publicUrl);

  registerEndpoint(app, messagesEndpoints.subscribe, { preHandler: rateLimit({ name: 'newsletter' }) }, async (req, reply) => {
    const result = await service.subscribe(req.body.email);
    return reply.status(result.created ? 201 : 200).send({ message: result.message });
  });

  registerEndpoint(app, messagesEndpoints.unsubscribeNewsletter, async (req, reply) => {
    await service.unsubscribe(req.query.token);
    return reply.redirect(UNSUBSCRIBED_REDIRECT, 303);
  });
};
