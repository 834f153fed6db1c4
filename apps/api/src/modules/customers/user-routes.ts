import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@atelier/contract/shared';
import { ChangePasswordBody, ChangePasswordResponse, UpdateUserBody, UserResponse } from '@atelier/contract/customers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getSession, requireAuth, requireSession, setSessionCookies, toUser } from '../../plumbing/session/session.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { userService } from './user-service.ts';

const tags = ['user'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const userModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runtime = fastify.auth;
  const service = userService({ db, clock, config, runtime, mailer: fastify.mailer });

  app.get(
    '/user',
    { schema: { tags, summary: 'The signed-in user', response: { 200: UserResponse, ...errors } }, preHandler: requireAuth },
    async (req) => ({ user: toUser((await requireSession(req)).user) }),
  );

  app.put(
    '/user',
    {
      schema: {
        tags,
        summary: 'Update the profile; a new email address must be verified again',
        body: UpdateUserBody,
        response: { 200: UserResponse, ...errors },
      },
      preHandler: requireAuth,
    },
    async (req) => {
      const { user } = await requireSession(req);
      return { user: toUser(await service.updateProfile(user, req.body)) };
    },
  );

  app.put(
    '/user/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password',
        description: 'Revokes every token of the user; answers a fresh token (and session cookie) so this client stays signed in.',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...errors },
      },
      preHandler: [requireAuth, rateLimit({ name: 'change-password', address: async (req) => (await getSession(req))?.user.email })],
    },
    async (req, reply) => {
      const { user } = await requireSession(req);
      const { message, token, claims } = await service.changePassword(user, req.body);
      setSessionCookies(reply, token, claims, runtime);
      return { message, accessToken: token };
    },
  );
};
