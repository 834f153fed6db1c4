import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactMessageInput, ContactResponse } from '@atelier/contract/messages';
import { ErrorBody } from '@atelier/contract/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { settingsService } from '../settings/service.ts';
import { contactService } from './contact-service.ts';

const HOUR = 3_600_000;

export const contactModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = contactService(db, clock, fastify.mailer, settingsService(db, config, clock));

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the store from the contact page; it is stored and mailed to the store',
        body: ContactMessageInput,
        response: { 201: ContactResponse, 400: ErrorBody, 429: ErrorBody },
      },
      // Every message becomes a mail to the store, so a flood from one client or address stops here.
      preHandler: rateLimit({ name: 'contact', perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } }),
    },
    async (req, reply) => {
      const result = await service.send(req.body);
      return reply.status(201).send({ message: result.message });
    },
  );
};
