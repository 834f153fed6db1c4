import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { type ApiAnswer, callApi } from '~/lib/api-client.server.ts';
import { loginRedirectPath, setCookiesFrom } from '~/lib/session.server.ts';
import { shopperMessage, type DetailsResult } from './auth-messages.ts';
import { checkPasswordChange, passwordSubmission, PASSWORD_FIELDS } from './password-change.ts';

function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** The shopper's words for an answer: its message, refused or not (the resend's is the news itself). */
const said = (answer: ApiAnswer<unknown>, fallback: string) => shopperMessage(answer.ok ? answer.body : answer.error, fallback);

/**
 * /account-details action. 'save': the password fields are checked first (a refused group saves
 * nothing); then the profile is sent, then, if the password fields are filled, the password change
 * (R7.14, R9.9). 'resend': a new verification link.
 */
export async function accountDetailsAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();

  if (form.get('intent') === 'resend') {
    const answer = await callApi(context, customersEndpoints.resendVerification);
    return data<DetailsResult>(
      { intent: 'resend', ok: answer.ok, message: said(answer, 'We could not send a new link. Please try again.') },
      { status: answer.status },
    );
  }

  // A refused password group saves nothing, the profile included: no 'saved' beside the refusal.
  const passwords = passwordSubmission(form);
  const check = checkPasswordChange((n) => form.get(n));
  if (passwords.status !== 'success' || !passwords.value || 'problem' in check) {
    const reply = passwords.reply({ hideFields: [...PASSWORD_FIELDS] });
    const passwordProblem = 'problem' in check ? check.problem : 'incomplete';
    return data<DetailsResult>({ intent: 'save', ok: false, profileSaved: false, passwordProblem, reply }, { status: 400 });
  }

  const profile = await callApi(context, customersEndpoints.updateMe, {
    body: {
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      phoneNumber: text(form, 'phoneNumber'),
    },
  });
  // The session died meanwhile (expired, or revoked elsewhere): the API cleared its cookie; sign in again.
  if (profile.status === 401) throw redirect(loginRedirectPath(request), { headers: setCookiesFrom(profile) });
  if (!profile.ok) {
    return data<DetailsResult>({ intent: 'save', ok: false, profileSaved: false, detail: said(profile, '') }, { status: profile.status });
  }
  const headers = setCookiesFrom(profile);
  if (!passwords.value.change) return data<DetailsResult>({ intent: 'save', ok: true, profileSaved: true }, { headers });

  const change = await callApi(context, customersEndpoints.changePassword, { body: passwords.value.passwords });
  // The change answers a fresh session cookie: every other session of the user has just ended.
  for (const c of change.headers.getSetCookie()) headers.append('set-cookie', c);
  if (!change.ok) {
    return data<DetailsResult>(
      { intent: 'save', ok: false, profileSaved: true, detail: said(change, '') },
      { status: change.status, headers },
    );
  }
  return data<DetailsResult>({ intent: 'save', ok: true, profileSaved: true, passwordChanged: true }, { headers });
}
