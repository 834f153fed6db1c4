import { data, redirect, type AppLoadContext } from 'react-router';
import { loginRedirectPath, setCookiesFrom } from '~/lib/session.server';
import { shopperMessage, type DetailsResult } from './auth-messages.ts';

function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

async function call(context: AppLoadContext, method: string, path: string, body?: unknown) {
  const res = await context.apiFetch(path, { method, body });
  return { res, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * /account-details action. 'save': the profile is always sent first; then, if any password field
 * is filled, the password change (store-spec 9). 'resend': a new verification link.
 */
export async function accountDetailsAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();

  if (form.get('intent') === 'resend') {
    const { res, json } = await call(context, 'POST', '/api/auth/resend-verification');
    return data<DetailsResult>({ intent: 'resend', ok: res.ok, message: shopperMessage(json, 'We could not send a new link. Please try again.') }, { status: res.status });
  }

  const profile = await call(context, 'PUT', '/api/user', {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phoneNumber: text(form, 'phoneNumber'),
  });
  // The session died meanwhile (expired, or revoked elsewhere): the API cleared its cookie; sign in again.
  if (profile.res.status === 401) throw redirect(loginRedirectPath(request), { headers: setCookiesFrom(profile.res) });
  if (!profile.res.ok) {
    return data<DetailsResult>({ intent: 'save', ok: false, profileSaved: false, detail: shopperMessage(profile.json, '') }, { status: profile.res.status });
  }
  const headers = setCookiesFrom(profile.res);

  const passwords = { currentPassword: text(form, 'currentPassword'), newPassword: text(form, 'newPassword'), confirmPassword: text(form, 'confirmPassword') };
  const filled = Object.values(passwords).filter((v) => v !== '').length;
  if (filled === 0) return data<DetailsResult>({ intent: 'save', ok: true, profileSaved: true }, { headers });
  if (filled < 3) return data<DetailsResult>({ intent: 'save', ok: false, profileSaved: true, passwordProblem: 'incomplete' }, { status: 400, headers });
  if (passwords.newPassword !== passwords.confirmPassword) {
    return data<DetailsResult>({ intent: 'save', ok: false, profileSaved: true, passwordProblem: 'mismatch' }, { status: 400, headers });
  }

  const change = await call(context, 'PUT', '/api/user/change-password', passwords);
  // The change answers a fresh session cookie: every other session of the user has just ended.
  for (const c of change.res.headers.getSetCookie()) headers.append('set-cookie', c);
  if (!change.res.ok) {
    return data<DetailsResult>({ intent: 'save', ok: false, profileSaved: true, detail: shopperMessage(change.json, '') }, { status: change.res.status, headers });
  }
  return data<DetailsResult>({ intent: 'save', ok: true, profileSaved: true, passwordChanged: true }, { headers });
}
