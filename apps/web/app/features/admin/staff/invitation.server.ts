import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import type { InvitationView } from '@atelier/contract/staff';
import { data, type AppLoadContext } from 'react-router';
import { formText } from '../admin-api.server.ts';

export type InvitationLoad = { ok: true; invitation: InvitationView } | { ok: false; message: string };
export interface InvitationActionData {
  ok: boolean;
  message: string;
}

/** The invitation as the link finds it: open, or why it no longer works. */
export async function loadInvitation(context: AppLoadContext, token: string) {
  const answer = await callApi(context, staffEndpoints.invitation, { params: { token } });
  if (answer.ok) return { ok: true, invitation: answer.body } satisfies InvitationLoad;
  const message =
    answer.status === 400
      ? 'This invitation link is not valid. Ask the shop owner for a new one.'
      : (answer.error.message ?? 'This link does not work.');
  return data<InvitationLoad>({ ok: false, message }, { status: answer.status === 400 ? 404 : answer.status });
}

/** Accepting: the password of the existing account, or a name and a new password (R22.8). */
export async function acceptInvitation(context: AppLoadContext, request: Request, token: string) {
  const form = await request.formData();
  const name = (n: string) => formText(form, n) || undefined;
  const answer = await callApi(context, staffEndpoints.acceptInvitation, {
    body: {
      token,
      password: String(form.get('password') ?? ''),
      firstName: name('firstName'),
      lastName: name('lastName'),
    },
  });
  if (answer.ok) return { ok: true, message: answer.body.message } satisfies InvitationActionData;
  const message =
    answer.error.code === 'VALIDATION_ERROR'
      ? 'Please fill in every field; a new password needs at least 8 characters.'
      : (answer.error.message ?? 'The invitation could not be accepted.');
  return data<InvitationActionData>({ ok: false, message }, { status: answer.status });
}
