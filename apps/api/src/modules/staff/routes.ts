import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { staffAccess } from '../../kit/back-office-guard.ts';
import type { RolesService } from './roles-service.ts';
import { staffService, type StaffService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as staffEndpoints from '@atelier/contract/staff/endpoints';

/** The staff routes of the admin area (R22.8, R13.7-R13.10), inside the admin plugin (its guard, its audit). */
export function staffAdminRoutes(app: AdminApp, { recorded }: AdminRouteKit, staff: StaffService, roles: RolesService): void {
  const list = () => staff.list();
  registerEndpoint(app, staffEndpoints.staffList, list);
  registerEndpoint(app, staffEndpoints.inviteStaff, async (req) => {
    const actor = staffAccess(req);
    const role = await roles.checkInviteRole(actor, req.body.roleId ?? (await roles.adminRoleId()));
    await recorded(req, await staff.invite(req.body.email, { id: actor.userId, email: actor.email }, role));
    return list();
  });
  registerEndpoint(app, staffEndpoints.revokeInvitation, async (req) => {
    await recorded(req, await staff.revoke(req.params.id));
    return list();
  });
  registerEndpoint(app, staffEndpoints.removeStaff, async (req) => {
    await recorded(req, await roles.remove(staffAccess(req), req.params.id));
    return list();
  });
  registerEndpoint(app, staffEndpoints.resetSecondFactor, async (req) => {
    await recorded(req, await roles.resetSecondFactor(staffAccess(req), req.params.id));
    return list();
  });
  registerEndpoint(app, staffEndpoints.assignRole, async (req) => {
    await recorded(req, await roles.assign(staffAccess(req), req.params.id, req.body.roleId));
    return list();
  });

  const roleList = async () => ({ roles: await roles.roles() });
  registerEndpoint(app, staffEndpoints.staffRoles, roleList);
  registerEndpoint(app, staffEndpoints.createRole, async (req) => {
    await recorded(req, await roles.createRole(staffAccess(req), req.body));
    return roleList();
  });
  registerEndpoint(app, staffEndpoints.updateRole, async (req) => {
    await recorded(req, await roles.updateRole(staffAccess(req), req.params.id, req.body));
    return roleList();
  });
  registerEndpoint(app, staffEndpoints.deleteRole, async (req) => {
    await recorded(req, await roles.deleteRole(staffAccess(req), req.params.id));
    return roleList();
  });

  registerEndpoint(app, staffEndpoints.transferOwnership, async (req) => {
    await recorded(req, await roles.transfer(staffAccess(req), req.body.toUserId, req.body.password));
    return list();
  });
  registerEndpoint(app, staffEndpoints.staffPolicy, () => roles.policy());
  registerEndpoint(app, staffEndpoints.setStaffPolicy, async (req) => {
    await recorded(req, await roles.setPolicy(req.body));
    return roles.policy();
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
