import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backInStockLanding } from '@atelier/contract/inventory';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getSession } from '../../plumbing/session/session.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { backInStockService, type BackInStockService } from './back-in-stock-service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin area releases waiting requests after a restock and lists the demand. */
    backInStock: BackInStockService;
  }
}

/** "Notify me" on a sold-out size (R21.13-R21.15): the request, and the two links its mails carry. */
export const backInStockModule = fp<{ db: Db; clock: Clock; config: Config }>(
  async (fastify, { db, clock, config }) => {
    const service = backInStockService({ db, clock, mailer: fastify.mailer, publicUrl: config.publicUrl, log: fastify.log });
    fastify.decorate('backInStock', service);

    await fastify.register(
      async (scope) => {
        const app = scope.withTypeProvider<ZodTypeProvider>();
        registerEndpoint(
          app,
          inventoryEndpoints.requestBackInStock,
          { preHandler: rateLimit({ name: 'back-in-stock' }) },
          async (req, reply) => {
            const session = await getSession(req);
            const who = session
              ? { userId: session.user.id, email: session.user.email, verified: session.user.emailVerifiedAt !== null }
              : null;
            return reply.status(201).send(await service.request(req.body.variantGuid, req.body.email, who));
          },
        );
        registerEndpoint(app, inventoryEndpoints.confirmBackInStock, async (req, reply) => {
          await service.confirm(req.query.token);
          return reply.redirect(backInStockLanding('confirmed'), 303);
        });
        registerEndpoint(app, inventoryEndpoints.unsubscribeBackInStock, async (req, reply) => {
          await service.unsubscribe(req.query.token);
          return reply.redirect(backInStockLanding('unsubscribed'), 303);
        });
      },
      { prefix: '/api' },
    );
  },
  { name: 'atelier-back-in-stock', dependencies: ['atelier-mail', 'atelier-session'] },
);
