import { z } from 'zod';
import { AuditList, AuditQuery } from '../shared/admin.ts';
import { AdminIdParams } from '../catalogue/admin-catalogue.ts';
import { ErrorBody } from '../shared/errors.ts';
import { AcceptInvitationBody, InvitationParams, InvitationView, InviteBody, StaffList } from './staff.ts';
import { AssignRoleBody, RoleBody, StaffPolicy, StaffRole, TransferOwnershipBody } from './roles.ts';
import { CodeBody, Enrolment, RecoveryCodes, SessionParams, StaffMe, StaffSessions, StepUpBody } from './two-step.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The staff endpoints, declared once: the API registers them, the web's client is typed by them.

const gone = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };
/** Code attempts are rate-limited (R13.12). */
const limitedErrors = { ...adminErrors, 429: ErrorBody };
const ok = z.object({ message: z.string() });
export const StaffRoleList = z.object({ roles: z.array(StaffRole) }).meta({ id: 'StaffRoleList' });

export const auditLog = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  tags: adminTags,
  summary: 'Every admin action in words: who, what, when; newest first, by person, kind (order, product, ...) and UK days',
  query: AuditQuery,
  response: { 200: AuditList, ...adminErrors },
});

export const staffList = endpoint({
  method: 'GET',
  path: '/api/admin/staff',
  tags: adminTags,
  summary: 'Staff, their roles, and open invitations',
  response: { 200: StaffList, ...adminErrors },
});

export const inviteStaff = endpoint({
  method: 'POST',
  path: '/api/admin/staff/invitations',
  tags: adminTags,
  summary:
    'Invite someone to the staff with a role (Admin when none is named): an email with a link that works once and expires (409 when already staff; 403 for a role with a permission the inviter lacks)',
  body: InviteBody,
  response: { 200: StaffList, ...adminErrors },
});

export const revokeInvitation = endpoint({
  method: 'DELETE',
  path: '/api/admin/staff/invitations/:id',
  tags: adminTags,
  summary: 'Withdraw an open invitation',
  params: AdminIdParams,
  response: { 200: StaffList, ...adminErrors },
});

export const removeStaff = endpoint({
  method: 'DELETE',
  path: '/api/admin/staff/:id',
  tags: adminTags,
  summary:
    'Take someone off the staff (they keep a customer account): their sessions end everywhere and they are mailed; 409 for the owner, 403 for yourself',
  params: AdminIdParams,
  response: { 200: StaffList, ...adminErrors },
});

export const resetSecondFactor = endpoint({
  method: 'DELETE',
  path: '/api/admin/staff/:id/two-step',
  tags: adminTags,
  summary:
    "Reset someone's lost second factor (authenticator and recovery codes) so they set it up again: their sessions end everywhere and they are mailed; 409 for the owner or when none is set up, 403 for one's own",
  params: AdminIdParams,
  response: { 200: StaffList, ...adminErrors },
});

export const invitation = endpoint({
  method: 'GET',
  path: '/api/staff/invitations/:token',
  tags: ['staff'],
  summary: 'An admin invitation: the address it is for, whether it has an account; 404 unknown, 410 used or expired',
  params: InvitationParams,
  response: { 200: InvitationView, ...gone },
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/staff/invitations/accept',
  tags: ['staff'],
  summary: 'Accept an admin invitation: the password of the existing account, or a name and new password for a new one',
  body: AcceptInvitationBody,
  response: { 200: z.object({ message: z.string(), email: z.string() }), ...gone },
});

export const assignRole = endpoint({
  method: 'PUT',
  path: '/api/admin/staff/:id/role',
  tags: adminTags,
  summary: "Give someone another role: their sessions end everywhere and they are mailed; 409 for the owner, 403 for one's own",
  params: AdminIdParams,
  body: AssignRoleBody,
  response: { 200: StaffList, ...adminErrors },
});

export const staffRoles = endpoint({
  method: 'GET',
  path: '/api/admin/staff/roles',
  tags: adminTags,
  summary: 'The ready-made and custom roles',
  response: { 200: StaffRoleList, ...adminErrors },
});

export const createRole = endpoint({
  method: 'POST',
  path: '/api/admin/staff/roles',
  tags: adminTags,
  summary: 'Make a custom role',
  body: RoleBody,
  response: { 200: StaffRoleList, ...adminErrors },
});

export const updateRole = endpoint({
  method: 'PUT',
  path: '/api/admin/staff/roles/:id',
  tags: adminTags,
  summary: 'Rename a custom role or change its permissions',
  params: AdminIdParams,
  body: RoleBody,
  response: { 200: StaffRoleList, ...adminErrors },
});

export const deleteRole = endpoint({
  method: 'DELETE',
  path: '/api/admin/staff/roles/:id',
  tags: adminTags,
  summary: 'Delete a custom role nobody has',
  params: AdminIdParams,
  response: { 200: StaffRoleList, ...adminErrors },
});

export const transferOwnership = endpoint({
  method: 'POST',
  path: '/api/admin/staff/transfer-ownership',
  tags: adminTags,
  summary: 'The owner hands the shop to another member of staff, entering their password; they stay on as Admin',
  body: TransferOwnershipBody,
  response: { 200: StaffList, ...adminErrors },
});

export const staffPolicy = endpoint({
  method: 'GET',
  path: '/api/admin/staff/policy',
  tags: adminTags,
  summary: "The owner's sign-in rules for all staff",
  response: { 200: StaffPolicy, ...adminErrors },
});

export const setStaffPolicy = endpoint({
  method: 'PUT',
  path: '/api/admin/staff/policy',
  tags: adminTags,
  summary: 'Require two-step sign-in for all staff; ask for a step-up before refunds over an amount',
  body: StaffPolicy,
  response: { 200: StaffPolicy, ...adminErrors },
});

export const staffMe = endpoint({
  method: 'GET',
  path: '/api/admin/me',
  tags: adminTags,
  summary: 'The signed-in member of staff: role, permissions, two-step state',
  response: { 200: StaffMe, ...adminErrors },
});

export const enrolTwoStep = endpoint({
  method: 'POST',
  path: '/api/admin/me/two-step/enrol',
  tags: adminTags,
  summary: 'Start two-step sign-in: a new secret as a QR code; it counts once a first code is confirmed',
  response: { 200: Enrolment, ...adminErrors },
});

export const confirmTwoStep = endpoint({
  method: 'POST',
  path: '/api/admin/me/two-step/confirm',
  tags: adminTags,
  summary: 'Confirm enrolment with a first code: answers ten single-use recovery codes, shown once',
  body: CodeBody,
  response: { 200: RecoveryCodes, ...limitedErrors },
});

export const verifyTwoStep = endpoint({
  method: 'POST',
  path: '/api/admin/me/two-step/verify',
  tags: adminTags,
  summary: 'The second step of signing in: a code from the app or a recovery code, each once',
  body: CodeBody,
  response: { 200: ok, ...limitedErrors },
});

export const newRecoveryCodes = endpoint({
  method: 'POST',
  path: '/api/admin/me/two-step/recovery-codes',
  tags: adminTags,
  summary: 'Ten new recovery codes; the old ones stop working',
  response: { 200: RecoveryCodes, ...adminErrors },
});

export const stepUp = endpoint({
  method: 'POST',
  path: '/api/admin/me/step-up',
  tags: adminTags,
  summary: 'Enter the password or a code again: sensitive moves are open for a few minutes',
  body: StepUpBody,
  response: { 200: z.object({ until: z.string() }), ...limitedErrors },
});

export const mySessions = endpoint({
  method: 'GET',
  path: '/api/admin/me/sessions',
  tags: adminTags,
  summary: 'Your own back-office sessions',
  response: { 200: StaffSessions, ...adminErrors },
});

export const endMySession = endpoint({
  method: 'DELETE',
  path: '/api/admin/me/sessions/:sessionId',
  tags: adminTags,
  summary: 'End one of your own sessions (it is revoked at once on every instance)',
  params: SessionParams,
  response: { 200: StaffSessions, ...adminErrors },
});
