import type { User } from '@atelier/contract/auth';
import { data, redirect, type AppLoadContext } from 'react-router';
import { setCookiesFrom } from '~/lib/session.server';
import { MSG, shopperMessage, type AuthResult } from './auth-messages.ts';


function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

async function post(context: AppLoadContext, path: string, body: unknown) {
  const res = await context.apiFetch(path, { method: 'POST', body });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { res, json };
}

const fail = (message: string, status = 400) => data<AuthResult>({ ok: false, message }, { status });

/** POST /auth/login: any failure is the one message (store-spec 8, decisions 12). */
export async function loginAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const { res, json } = await post(context, '/api/auth/login', { email: text(form, 'email'), password: text(form, 'password') });
  if (!res.ok) return fail(MSG.loginFailed, res.status === 429 ? 429 : 400);
  const user = json.user as User;
  return data<AuthResult>({ ok: true, message: `Welcome back, ${user.firstName}!`, firstName: user.firstName }, { headers: setCookiesFrom(res) });
}

export async function registerAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  // The panel blocks this too; the check here holds for any other client of the route.
  if (form.get('terms') !== 'on') return fail(MSG.acceptTerms);
  const { res, json } = await post(context, '/api/auth/register', {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    password: text(form, 'password'),
  });
  if (!res.ok) return fail(shopperMessage(json, MSG.registrationFailed), res.status);
  return data<AuthResult>({ ok: true, message: MSG.registrationOk, firstName: (json.user as User).firstName }, { headers: setCookiesFrom(res) });
}

export async function forgotPasswordAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const { res, json } = await post(context, '/api/auth/forgot-password', { email: text(form, 'email') });
  if (!res.ok) return fail(shopperMessage(json, MSG.resetSendFailed), res.status);
  return data<AuthResult>({ ok: true, message: MSG.codeSent });
}

export async function verifyResetCodeAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const { res, json } = await post(context, '/api/auth/verify-reset-code', { email: text(form, 'email'), code: text(form, 'code').trim() });
  if (!res.ok || typeof json.resetToken !== 'string') return fail(shopperMessage(json, MSG.codeFailed), res.ok ? 500 : res.status);
  return data<AuthResult>({ ok: true, message: MSG.codeVerified, resetToken: json.resetToken });
}

export async function resetPasswordAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const newPassword = text(form, 'newPassword');
  if (!newPassword || newPassword !== text(form, 'confirmPassword')) return fail(MSG.passwordsDiffer);
  const { res, json } = await post(context, '/api/auth/reset-password', {
    email: text(form, 'email'),
    resetToken: text(form, 'resetToken'),
    newPassword,
  });
  if (!res.ok) return fail(shopperMessage(json, MSG.resetFailed), res.status);
  return data<AuthResult>({ ok: true, message: MSG.passwordUpdated });
}

/** POST /logout: revokes the token (the API clears the cookies) and goes home (store-spec 2). */
export async function logoutAction(context: AppLoadContext) {
  const res = await context.apiFetch('/api/auth/logout', { method: 'POST' });
  return redirect('/', { headers: setCookiesFrom(res) });
}
