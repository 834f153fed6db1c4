import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactMessageInput, ContactResponse } from '@atelier/contract/contact';
import { ErrorBody } from '@atelier/contract/errors';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { contactService } from './service.ts';

export const contactModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = contactService(db, clock);

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the store from the contact page',
        body: ContactMessageInput,
        response: { 201: ContactResponse, 400: ErrorBody },
      },
    },
    async (req, reply) => {
      const result = await service.send(req.body);
      return reply.status(201).send({ message: result.message });
    },
  );
};
