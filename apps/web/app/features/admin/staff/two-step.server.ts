import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { adminCall, formText, requireAdmin } from '../admin-api.server.ts';

export type TwoStepActionData =
  | { step: 'scan'; qr: string; secret: string; error?: string }
  | { step: 'codes'; recoveryCodes: string[] }
  | { step: 'verify'; error: string };

/** /admin/two-step's action (R13.11): start enrolment, confirm it with a first code, or pass the second step. */
export async function twoStepAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const code = formText(form, 'code');
  if (intent === 'start') {
    const r = await adminCall(callApi(context, staffEndpoints.enrolTwoStep));
    if (!r.ok) return data<TwoStepActionData>({ step: 'verify', error: r.message }, { status: r.status });
    return { step: 'scan', qr: r.body.qr, secret: r.body.secret } satisfies TwoStepActionData;
  }
  if (intent === 'confirm') {
    const r = await adminCall(callApi(context, staffEndpoints.confirmTwoStep, { body: { code } }));
    if (!r.ok) {
      const error = r.code === 'VALIDATION_ERROR' ? 'Enter the 6-digit code your app shows.' : r.message;
      return data<TwoStepActionData>(
        { step: 'scan', qr: formText(form, 'qr'), secret: formText(form, 'secret'), error },
        { status: r.status },
      );
    }
    return { step: 'codes', recoveryCodes: r.body.recoveryCodes } satisfies TwoStepActionData;
  }
  const r = await adminCall(callApi(context, staffEndpoints.verifyTwoStep, { body: { code } }));
  if (!r.ok) {
    const error = r.code === 'VALIDATION_ERROR' ? 'Enter the 6-digit code from your app, or a recovery code.' : r.message;
    return data<TwoStepActionData>({ step: 'verify', error }, { status: r.status });
  }
  throw redirect('/admin');
}

/** The step-up (R13.13): the password, or a code, again; sensitive moves are open for a few minutes. */
export async function stepUpAction(context: AppLoadContext, form: FormData): Promise<{ ok: boolean; message: string }> {
  const password = formText(form, 'password');
  const code = formText(form, 'code');
  const r = await adminCall(callApi(context, staffEndpoints.stepUp, { body: code ? { code } : { password } }));
  if (!r.ok) return { ok: false, message: r.code === 'VALIDATION_ERROR' ? 'Enter your password or a code.' : r.message };
  return { ok: true, message: 'Thank you. For the next five minutes you can change staff, export customers and make large refunds.' };
}
