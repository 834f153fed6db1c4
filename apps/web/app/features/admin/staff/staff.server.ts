import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, formText, requireAdmin } from '../admin-api.server.ts';

export interface StaffActionData {
  ok: boolean;
  message: string;
}

/** The staff page's action (R22.8): invite, withdraw an invitation, remove an admin. */
export async function staffAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const target = formText(form, 'label');
  const answer =
    intent === 'invite'
      ? await adminCall(callApi(context, staffEndpoints.inviteStaff, { body: { email: formText(form, 'email') } }))
      : intent === 'revoke'
        ? await adminCall(callApi(context, staffEndpoints.revokeInvitation, { params: { id: formText(form, 'id') } }))
        : intent === 'remove'
          ? await adminCall(callApi(context, staffEndpoints.removeStaff, { params: { id: formText(form, 'id') } }))
          : undefined;
  if (!answer) return data<StaffActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
  if (!answer.ok) {
    const message = answer.code === 'VALIDATION_ERROR' ? 'Please enter a valid email address.' : answer.message;
    return data<StaffActionData>({ ok: false, message }, { status: answer.status });
  }
  const done: Record<string, string> = {
    invite: `Invitation sent to ${formText(form, 'email')}. The link works once, for 7 days.`,
    revoke: `The invitation to ${target} was withdrawn.`,
    remove: `${target} is no longer an admin.`,
  };
  return { ok: true, message: done[intent]! } satisfies StaffActionData;
}
