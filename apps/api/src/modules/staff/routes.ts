import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminIdParams } from '@atelier/contract/catalogue';
import { ErrorBody } from '@atelier/contract/shared';
import { AcceptInvitationBody, InvitationParams, InvitationView, InviteBody, StaffList } from '@atelier/contract/staff';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { requireSession } from '../../plumbing/session/session.ts';
import { staffService, type StaffService } from './service.ts';

/** The staff routes of the admin area (R22.8), registered inside the admin plugin (its guard, its audit). */
export function staffAdminRoutes(app: AdminApp, { recorded }: AdminRouteKit, staff: StaffService): void {
  app.get('/staff', { schema: { tags, summary: 'Admins and open invitations', response: { 200: StaffList, ...errors } } }, () =>
    staff.list(),
  );
  app.post(
    '/staff/invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone to be an admin: an email with a link that works once and expires (409 when already an admin)',
        body: InviteBody,
        response: { 200: StaffList, ...errors },
      },
    },
    async (req) => {
      const { user } = await requireSession(req);
      await recorded(req, await staff.invite(req.body.email, user));
      return staff.list();
    },
  );
  app.delete(
    '/staff/invitations/:id',
    { schema: { tags, summary: 'Withdraw an open invitation', params: AdminIdParams, response: { 200: StaffList, ...errors } } },
    async (req) => {
      await recorded(req, await staff.revoke(req.params.id));
      return staff.list();
    },
  );
  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: 'Take the admin role from someone (they keep a customer account); 409 for the last admin',
        params: AdminIdParams,
        response: { 200: StaffList, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await staff.remove(req.params.id));
      return staff.list();
    },
  );
}

/** The invitee's side, before they are an admin: read the invitation, accept it. */
export const staffModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = staffService({ db, clock, mailer: fastify.mailer, hasher: fastify.auth.passwords, publicUrl: config.publicUrl });
  const gone = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };
  app.get(
    '/staff/invitations/:token',
    {
      schema: {
        tags: ['staff'],
        summary: 'An admin invitation: the address it is for, whether it has an account; 404 unknown, 410 used or expired',
        params: InvitationParams,
        response: { 200: InvitationView, ...gone },
      },
    },
    (req) => staff.view(req.params.token),
  );
  app.post(
    '/staff/invitations/accept',
    {
      schema: {
        tags: ['staff'],
        summary: 'Accept an admin invitation: the password of the existing account, or a name and new password for a new one',
        body: AcceptInvitationBody,
        response: { 200: z.object({ message: z.string(), email: z.string() }), ...gone },
      },
    },
    async (req) => {
      const { email } = await staff.accept(req.body);
      return { message: `${email} is now an admin. Please sign in.`, email };
    },
  );
};
