import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, type AppLoadContext } from 'react-router';
import { PERMISSIONS, type Permission } from '@atelier/contract/staff';
import { adminCall, adminGet, formText, requireAdmin, type ApiResult } from '../admin-api.server.ts';
import { stepUpAction } from './two-step.server.ts';

export interface StaffActionData {
  ok: boolean;
  message: string;
  /** The refusal's code, so the page can offer "confirm it is you" after STEP_UP_REQUIRED. */
  code?: string;
  /** An invitation went out: the invite form empties (R22.25). */
  invited?: boolean;
}

export async function staffLoader(context: AppLoadContext) {
  await requireAdmin(context);
  const [staff, roles, me] = await Promise.all([
    adminGet(callApi(context, staffEndpoints.staffList)),
    adminGet(callApi(context, staffEndpoints.staffRoles)),
    adminGet(callApi(context, staffEndpoints.staffMe)),
  ]);
  const policy = me.owner ? await adminGet(callApi(context, staffEndpoints.staffPolicy)) : null;
  return { staff, roles: roles.roles, me, policy };
}

const permissionsIn = (form: FormData): Permission[] =>
  form.getAll('permissions').filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(String(p)));

/** Pounds typed by the owner ("50", "49.99") as pence; empty is "never". */
function pence(text: string): number | null {
  if (!text) return null;
  const n = Math.round(Number(text.replace(/[£,\s]/g, '')) * 100);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The staff page's action (R22.8, R13.7-R13.14): invitations, people's roles, custom roles, ownership, the policy. */
export async function staffAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const target = formText(form, 'label');
  const id = formText(form, 'id');
  if (intent === 'step-up') return stepUpAction(context, form);
  const role = { name: formText(form, 'name'), permissions: permissionsIn(form) };
  const calls: Record<string, () => Promise<ApiResult<unknown>>> = {
    invite: () =>
      adminCall(
        callApi(context, staffEndpoints.inviteStaff, {
          body: { email: formText(form, 'email'), roleId: Number(formText(form, 'roleId')) || undefined },
        }),
      ),
    revoke: () => adminCall(callApi(context, staffEndpoints.revokeInvitation, { params: { id } })),
    remove: () => adminCall(callApi(context, staffEndpoints.removeStaff, { params: { id } })),
    'reset-two-step': () => adminCall(callApi(context, staffEndpoints.resetSecondFactor, { params: { id } })),
    'set-role': () =>
      adminCall(callApi(context, staffEndpoints.assignRole, { params: { id }, body: { roleId: Number(formText(form, 'roleId')) } })),
    'create-role': () => adminCall(callApi(context, staffEndpoints.createRole, { body: role })),
    'update-role': () => adminCall(callApi(context, staffEndpoints.updateRole, { params: { id }, body: role })),
    'delete-role': () => adminCall(callApi(context, staffEndpoints.deleteRole, { params: { id } })),
    transfer: () =>
      adminCall(
        callApi(context, staffEndpoints.transferOwnership, {
          body: { toUserId: Number(formText(form, 'toUserId')), password: String(form.get('password') ?? '') },
        }),
      ),
    policy: () =>
      adminCall(
        callApi(context, staffEndpoints.setStaffPolicy, {
          body: {
            requireTwoStep: form.get('requireTwoStep') === 'on',
            stepUpRefundOverPence: pence(formText(form, 'stepUpRefundOver')),
          },
        }),
      ),
  };
  const run = calls[intent];
  if (!run) return data<StaffActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
  const answer = await run();
  if (!answer.ok) {
    const message =
      answer.code === 'VALIDATION_ERROR'
        ? intent === 'invite'
          ? 'Please enter a valid email address.'
          : 'Please check the form: a role needs a name of at least 2 characters.'
        : answer.message;
    return data<StaffActionData>({ ok: false, message, code: answer.code }, { status: answer.status });
  }
  const done: Record<string, string> = {
    invite: `Invitation sent to ${formText(form, 'email')}. The link works once, for 7 days.`,
    revoke: `The invitation to ${target} was withdrawn.`,
    remove: `${target} is no longer staff. They have been signed out and told by email.`,
    'reset-two-step': `The two-step sign-in of ${target} was reset. They have been signed out and told by email, and set it up again when they next sign in.`,
    'set-role': `${target} has a new role. They have been signed out and told by email.`,
    'create-role': `The role ${role.name} was made.`,
    'update-role': `The role ${role.name} was saved.`,
    'delete-role': `The role ${target} was deleted.`,
    transfer: `${target} is now the owner. You keep the Admin role.`,
    policy: 'The sign-in rules were saved.',
  };
  return { ok: true, message: done[intent]!, ...(intent === 'invite' ? { invited: true } : {}) } satisfies StaffActionData;
}
