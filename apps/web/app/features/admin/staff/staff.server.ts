import { data, type AppLoadContext } from 'react-router';
import { adminCall, formText, requireAdmin } from '../admin-api.server.ts';
import { backOfficeApi } from '../back-office-endpoints.server.ts';

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
      ? await adminCall(backOfficeApi.staff.invite(context, { email: formText(form, 'email') }))
      : intent === 'revoke'
        ? await adminCall(backOfficeApi.staff.revoke(context, formText(form, 'id')))
        : intent === 'remove'
          ? await adminCall(backOfficeApi.staff.remove(context, formText(form, 'id')))
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
