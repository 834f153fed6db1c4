import { z } from 'zod';
import { AuditList, AuditQuery } from '../shared/admin.ts';
import { AdminIdParams } from '../catalogue/admin-catalogue.ts';
import { ErrorBody } from '../shared/errors.ts';
import { AcceptInvitationBody, InvitationParams, InvitationView, InviteBody, StaffList } from './staff.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The staff endpoints, declared once: the API registers them, the web's client is typed by them.

const gone = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };

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
  summary: 'Admins and open invitations',
  response: { 200: StaffList, ...adminErrors },
});

export const inviteStaff = endpoint({
  method: 'POST',
  path: '/api/admin/staff/invitations',
  tags: adminTags,
  summary: 'Invite someone to be an admin: an email with a link that works once and expires (409 when already an admin)',
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
  summary: 'Take the admin role from someone (they keep a customer account); 409 for the last admin',
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
