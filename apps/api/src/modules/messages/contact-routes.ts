import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { settingsService } from '../settings/service.ts';
import { contactService } from './contact-service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as messagesEndpoints from '@atelier/contract/messages/endpoints';

const HOUR = 3_600_000;

export const contactModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = contactService(db, clock, fastify.mailer, settingsService(db, config, clock));

  registerEndpoint(
    app,
    messagesEndpoints.sendContactMessage,
    { preHandler: rateLimit({ name: 'contact', perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } }) },
    async (req, reply) => {
      const result = await service.send(req.body);
      return reply.status(201).send({ message: result.message });
    },
  );
};
