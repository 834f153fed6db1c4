import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminIdParams } from '@atelier/contract/catalogue';
import { ErrorBody } from '@atelier/contract/shared';
import {
  AcceptInvitationBody,
  AssignRoleBody,
  InvitationParams,
  InvitationView,
  InviteBody,
  RoleBody,
  StaffList,
  StaffPolicy,
  StaffRole,
  TransferOwnershipBody,
} from '@atelier/contract/staff';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { staffAccess } from '../../kit/back-office-guard.ts';
import type { RolesService } from './roles-service.ts';
import { staffService, type StaffService } from './service.ts';

/** The staff routes of the admin area (R22.8, R13.7-R13.10), inside the admin plugin (its guard, its audit). */
export function staffAdminRoutes(app: AdminApp, { recorded }: AdminRouteKit, staff: StaffService, roles: RolesService): void {
  const list = () => staff.list();
  app.get(
    '/staff',
    { schema: { tags, summary: 'Staff, their roles, and open invitations', response: { 200: StaffList, ...errors } } },
    list,
  );
  app.post(
    '/staff/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite someone to the staff with a role (Admin when none is named): an email with a link that works once and expires (409 when already staff; 403 for a role with a permission the inviter lacks)',
        body: InviteBody,
        response: { 200: StaffList, ...errors },
      },
    },
    async (req) => {
      const actor = staffAccess(req);
      const role = await roles.checkInviteRole(actor, req.body.roleId ?? (await roles.adminRoleId()));
      await recorded(req, await staff.invite(req.body.email, { id: actor.userId, email: actor.email }, role));
      return list();
    },
  );
  app.delete(
    '/staff/invitations/:id',
    { schema: { tags, summary: 'Withdraw an open invitation', params: AdminIdParams, response: { 200: StaffList, ...errors } } },
    async (req) => {
      await recorded(req, await staff.revoke(req.params.id));
      return list();
    },
  );
  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        summary:
          'Take someone off the staff (they keep a customer account): their sessions end everywhere and they are mailed; 409 for the owner, 403 for yourself',
        params: AdminIdParams,
        response: { 200: StaffList, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await roles.remove(staffAccess(req), req.params.id));
      return list();
    },
  );
  app.put(
    '/staff/:id/role',
    {
      schema: {
        tags,
        summary: "Give someone another role: their sessions end everywhere and they are mailed; 409 for the owner, 403 for one's own",
        params: AdminIdParams,
        body: AssignRoleBody,
        response: { 200: StaffList, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await roles.assign(staffAccess(req), req.params.id, req.body.roleId));
      return list();
    },
  );

  const roleList = async () => ({ roles: await roles.roles() });
  const RoleList = z.object({ roles: z.array(StaffRole) }).meta({ id: 'StaffRoleList' });
  app.get(
    '/staff/roles',
    { schema: { tags, summary: 'The ready-made and custom roles', response: { 200: RoleList, ...errors } } },
    roleList,
  );
  app.post(
    '/staff/roles',
    { schema: { tags, summary: 'Make a custom role', body: RoleBody, response: { 200: RoleList, ...errors } } },
    async (req) => {
      await recorded(req, await roles.createRole(staffAccess(req), req.body));
      return roleList();
    },
  );
  app.put(
    '/staff/roles/:id',
    {
      schema: {
        tags,
        summary: 'Rename a custom role or change its permissions',
        params: AdminIdParams,
        body: RoleBody,
        response: { 200: RoleList, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await roles.updateRole(staffAccess(req), req.params.id, req.body));
      return roleList();
    },
  );
  app.delete(
    '/staff/roles/:id',
    { schema: { tags, summary: 'Delete a custom role nobody has', params: AdminIdParams, response: { 200: RoleList, ...errors } } },
    async (req) => {
      await recorded(req, await roles.deleteRole(staffAccess(req), req.params.id));
      return roleList();
    },
  );

  app.post(
    '/staff/transfer-ownership',
    {
      schema: {
        tags,
        summary: 'The owner hands the shop to another member of staff, entering their password; they stay on as Admin',
        body: TransferOwnershipBody,
        response: { 200: StaffList, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await roles.transfer(staffAccess(req), req.body.toUserId, req.body.password));
      return list();
    },
  );
  app.get(
    '/staff/policy',
    { schema: { tags, summary: "The owner's sign-in rules for all staff", response: { 200: StaffPolicy, ...errors } } },
    () => roles.policy(),
  );
  app.put(
    '/staff/policy',
    {
      schema: {
        tags,
        summary: 'Require two-step sign-in for all staff; ask for a step-up before refunds over an amount',
        body: StaffPolicy,
        response: { 200: StaffPolicy, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await roles.setPolicy(req.body));
      return roles.policy();
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
