import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, adminGet, formText, requireAdmin } from '../admin-api.server.ts';
import { stepUpAction } from './two-step.server.ts';

export interface AccountActionData {
  ok: boolean;
  message: string;
  recoveryCodes?: string[];
}

export async function accountLoader(context: AppLoadContext) {
  await requireAdmin(context);
  const [me, sessions] = await Promise.all([
    adminGet(callApi(context, staffEndpoints.staffMe)),
    adminGet(callApi(context, staffEndpoints.mySessions)),
  ]);
  return { me, sessions: sessions.sessions };
}

/** /admin/account's action: end one of your sessions, confirm it is you, new recovery codes. */
export async function accountAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'step-up') return stepUpAction(context, form);
  if (intent === 'end-session') {
    const r = await adminCall(callApi(context, staffEndpoints.endMySession, { params: { sessionId: formText(form, 'id') } }));
    if (!r.ok) return data<AccountActionData>({ ok: false, message: r.message }, { status: r.status });
    return { ok: true, message: 'That session has ended: it is signed out everywhere.' } satisfies AccountActionData;
  }
  if (intent === 'recovery-codes') {
    const r = await adminCall(callApi(context, staffEndpoints.newRecoveryCodes));
    if (!r.ok) return data<AccountActionData>({ ok: false, message: r.message }, { status: r.status });
    return {
      ok: true,
      message: 'Your new recovery codes: the old ones no longer work.',
      recoveryCodes: r.body.recoveryCodes,
    } satisfies AccountActionData;
  }
  return data<AccountActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
}
