import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getSession, requireAuth, requireSession, setSessionCookies, toUser } from '../../plumbing/session/session.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { userService } from './user-service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';

export const userModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runtime = fastify.auth;
  const service = userService({ db, clock, config, runtime, mailer: fastify.mailer });

  registerEndpoint(app, customersEndpoints.me, { preHandler: requireAuth }, async (req) => ({
    user: toUser((await requireSession(req)).user),
  }));

  registerEndpoint(app, customersEndpoints.updateMe, { preHandler: requireAuth }, async (req) => {
    const { user } = await requireSession(req);
    return { user: toUser(await service.updateProfile(user, req.body)) };
  });

  registerEndpoint(
    app,
    customersEndpoints.changePassword,
    { preHandler: [requireAuth, rateLimit({ name: 'change-password', address: async (req) => (await getSession(req))?.user.email })] },
    async (req, reply) => {
      const { user } = await requireSession(req);
      const { message, token, claims } = await service.changePassword(user, req.body);
      setSessionCookies(reply, token, claims, runtime);
      return { message, accessToken: token };
    },
  );
};
