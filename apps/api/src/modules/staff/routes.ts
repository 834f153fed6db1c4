import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { requireSession } from '../../plumbing/session/session.ts';
import { staffService, type StaffService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as staffEndpoints from '@atelier/contract/staff/endpoints';

/** The staff routes of the admin area (R22.8), registered inside the admin plugin (its guard, its audit). */
export function staffAdminRoutes(app: AdminApp, { recorded }: AdminRouteKit, staff: StaffService): void {
  registerEndpoint(app, staffEndpoints.staffList, () => staff.list());
  registerEndpoint(app, staffEndpoints.inviteStaff, async (req) => {
    const { user } = await requireSession(req);
    await recorded(req, await staff.invite(req.body.email, user));
    return staff.list();
  });
  registerEndpoint(app, staffEndpoints.revokeInvitation, async (req) => {
    await recorded(req, await staff.revoke(req.params.id));
    return staff.list();
  });
  registerEndpoint(app, staffEndpoints.removeStaff, async (req) => {
    await recorded(req, await staff.remove(req.params.id));
    return staff.list();
  });
}

/** The invitee's side, before they are an admin: read the invitation, accept it. */
export const staffModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = staffService({ db, clock, mailer: fastify.mailer, hasher: fastify.auth.passwords, publicUrl: config.publicUrl });
  registerEndpoint(app, staffEndpoints.invitation, (req) => staff.view(req.params.token));
  registerEndpoint(app, staffEndpoints.acceptInvitation, async (req) => {
    const { email } = await staff.accept(req.body);
    return { message: `${email} is now an admin. Please sign in.`, email };
  });
};
