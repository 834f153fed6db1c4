import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { mergeGuestCartOnSignIn } from '../cart/identity.ts';
import { cartService } from '../cart/service.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { FORGOT_PASSWORD_MESSAGE, authService } from './auth-service.ts';
import { clearSessionCookies, getSession, requireAuth, requireSession, setSessionCookies, toUser } from '../../plumbing/session/session.ts';
import { AuthError } from '../../plumbing/session/tokens.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';

export const authModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runtime = fastify.auth;
  const service = authService({ db, clock, config, runtime, mailer: fastify.mailer });
  const carts = cartService(db, clock);

  registerEndpoint(app, customersEndpoints.register, { preHandler: rateLimit({ name: 'register' }) }, async (req, reply) => {
    const { user, token, claims } = await service.register(req.body);
    setSessionCookies(reply, token, claims, runtime);
    await mergeGuestCartOnSignIn(req, reply, user.id, carts);
    return reply.status(201).send({ user: toUser(user), accessToken: token });
  });

  registerEndpoint(app, customersEndpoints.login, { preHandler: rateLimit({ name: 'login' }) }, async (req, reply) => {
    const { user, token, claims } = await service.login(req.body);
    setSessionCookies(reply, token, claims, runtime);
    await mergeGuestCartOnSignIn(req, reply, user.id, carts);
    return { user: toUser(user), accessToken: token };
  });

  registerEndpoint(app, customersEndpoints.logout, async (req, reply) => {
    let session;
    try {
      session = await getSession(req);
    } catch (err) {
      // A token that is already dead needs no revoking; signing out still succeeds.
      if (!(err instanceof AuthError)) throw err;
    }
    if (session) await service.logout(session);
    clearSessionCookies(reply, runtime);
    return { message: 'You have been signed out.' };
  });

  registerEndpoint(app, customersEndpoints.forgotPassword, { preHandler: rateLimit({ name: 'forgot-password' }) }, async (req) => {
    service.forgotPassword(req.body.email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  registerEndpoint(app, customersEndpoints.verifyResetCode, { preHandler: rateLimit({ name: 'verify-reset-code' }) }, async (req) => ({
    resetToken: await service.verifyResetCode(req.body.email, req.body.code),
  }));

  registerEndpoint(app, customersEndpoints.resetPassword, async (req) => {
    await service.resetPassword(req.body);
    return { message: 'Your password has been updated. You can now sign in with it.' };
  });

  registerEndpoint(app, customersEndpoints.verifyEmail, async (req, reply) => {
    const ok = req.query.token ? await service.verification.confirm(req.query.token) : false;
    return reply.redirect(`/account-details?verified=${ok ? 1 : 0}`, 302);
  });

  registerEndpoint(
    app,
    customersEndpoints.resendVerification,
    { preHandler: [requireAuth, rateLimit({ name: 'resend-verification', address: async (req) => (await getSession(req))?.user.email })] },
    async (req) => {
      const { user } = await requireSession(req);
      await service.resendVerification(user);
      return { message: `We have sent a new verification link to ${user.email}.` };
    },
  );
};
