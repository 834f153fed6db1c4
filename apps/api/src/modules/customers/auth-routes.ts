import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailQuery,
  VerifyResetCodeBody,
  VerifyResetCodeResponse,
} from '@atelier/contract/customers';
import { ErrorBody } from '@atelier/contract/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { mergeGuestCartOnSignIn } from '../cart/identity.ts';
import { cartService } from '../cart/service.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { FORGOT_PASSWORD_MESSAGE, authService } from './auth-service.ts';
import { clearSessionCookies, getSession, requireAuth, requireSession, setSessionCookies, toUser } from '../../plumbing/session/session.ts';
import { AuthError } from '../../plumbing/session/tokens.ts';

const tags = ['auth'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const authModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const runtime = fastify.auth;
  const service = authService({ db, clock, config, runtime, mailer: fastify.mailer });
  const carts = cartService(db, clock);

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        description:
          'Sends an email verification link. Answers the user and an access token, also set as the HttpOnly session cookie; a guest cart named by x-cart-guid or the cart cookie is merged into the new account.',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errors },
      },
      preHandler: rateLimit({ name: 'register' }),
    },
    async (req, reply) => {
      const { user, token, claims } = await service.register(req.body);
      setSessionCookies(reply, token, claims, runtime);
      await mergeGuestCartOnSignIn(req, reply, user.id, carts);
      return reply.status(201).send({ user: toUser(user), accessToken: token });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          "Answers the user and an access token, also set as the HttpOnly session cookie. Failure never says which of email or password was wrong. A guest cart is merged into the user's cart.",
        body: LoginBody,
        response: { 200: AuthResponse, ...errors },
      },
      preHandler: rateLimit({ name: 'login' }),
    },
    async (req, reply) => {
      const { user, token, claims } = await service.login(req.body);
      setSessionCookies(reply, token, claims, runtime);
      await mergeGuestCartOnSignIn(req, reply, user.id, carts);
      return { user: toUser(user), accessToken: token };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the presented token and clears the session cookies',
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a 6-digit reset code',
        description:
          'The same answer, in the same time, whether or not the address has an account. The code works once, for 300 seconds and 5 tries; a new request replaces it.',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
      preHandler: rateLimit({ name: 'forgot-password' }),
    },
    async (req) => {
      service.forgotPassword(req.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/auth/verify-reset-code',
    {
      schema: {
        tags,
        summary: 'Check a reset code; answers a single-use reset token valid for 15 minutes',
        body: VerifyResetCodeBody,
        response: { 200: VerifyResetCodeResponse, ...errors },
      },
      preHandler: rateLimit({ name: 'verify-reset-code' }),
    },
    async (req) => ({ resetToken: await service.verifyResetCode(req.body.email, req.body.code) }),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset token; ends every session of the user',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (req) => {
      await service.resetPassword(req.body);
      return { message: 'Your password has been updated. You can now sign in with it.' };
    },
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'The link from the verification mail: marks the address verified and opens the account page',
        description: 'Redirects to /account-details?verified=1, or ?verified=0 for a link that is unknown or has expired.',
        querystring: VerifyEmailQuery,
      },
    },
    async (req, reply) => {
      const ok = req.query.token ? await service.verification.confirm(req.query.token) : false;
      return reply.redirect(`/account-details?verified=${ok ? 1 : 0}`, 302);
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: { tags, summary: 'Send a new verification link to the signed-in user', response: { 200: MessageResponse, ...errors } },
      preHandler: [requireAuth, rateLimit({ name: 'resend-verification', address: async (req) => (await getSession(req))?.user.email })],
    },
    async (req) => {
      const { user } = await requireSession(req);
      await service.resendVerification(user);
      return { message: `We have sent a new verification link to ${user.email}.` };
    },
  );
};
