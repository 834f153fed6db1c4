import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { RegisterForm, registerRefusalField } from '@atelier/contract/customers';
import { type ApiAnswer, callApi } from '~/lib/api-client.server.ts';
import { setCookiesFrom } from '~/lib/session.server.ts';
import { MSG, shopperMessage, type AuthResult } from './auth-messages.ts';

function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** The shopper's words for a refused call, or the fallback. */
const refusal = (answer: ApiAnswer<unknown>, fallback: string) => shopperMessage(answer.ok ? undefined : answer.error, fallback);

const fail = (message: string, status = 400) => data<AuthResult>({ ok: false, message }, { status });

/** POST /auth/login: any failure is the one message (R10.1, R7.7), except the rate limit's, which says how long to wait (R8.3). */
export async function loginAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const answer = await callApi(context, customersEndpoints.login, {
    body: { email: text(form, 'email'), password: text(form, 'password') },
  });
  // Refused by the rate limit: the API's words, with the minutes to wait (R8.3); any other refusal is the one message (R7.7).
  if (!answer.ok) return answer.status === 429 ? fail(refusal(answer, MSG.loginFailed), 429) : fail(MSG.loginFailed);
  const { user } = answer.body;
  return data<AuthResult>(
    { ok: true, message: `Welcome back, ${user.firstName}!`, firstName: user.firstName },
    { headers: setCookiesFrom(answer) },
  );
}

/**
 * POST /auth/register: the panel's own schema first (the same words and caps the browser checked,
 * R9.14), then the API; a refusal about one field (the address taken, a common password) comes back
 * on that field.
 */
export async function registerAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: RegisterForm });
  const hideFields = ['password'];
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields });
    const first = Object.values(reply.error ?? {}).flat()[0];
    return data<AuthResult>({ ok: false, message: first ?? MSG.registrationFailed, reply }, { status: 400 });
  }
  const { terms: _terms, ...body } = submission.value;
  const answer = await callApi(context, customersEndpoints.register, { body });
  if (!answer.ok) {
    const message = refusal(answer, MSG.registrationFailed);
    const field = registerRefusalField(answer.error.code, answer.error.message);
    const reply = field ? submission.reply({ hideFields, fieldErrors: { [field]: [message] } }) : undefined;
    return data<AuthResult>({ ok: false, message, reply }, { status: answer.status });
  }
  return data<AuthResult>(
    { ok: true, message: MSG.registrationOk, firstName: answer.body.user.firstName },
    { headers: setCookiesFrom(answer) },
  );
}

export async function forgotPasswordAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const answer = await callApi(context, customersEndpoints.forgotPassword, { body: { email: text(form, 'email') } });
  if (!answer.ok) return fail(refusal(answer, MSG.resetSendFailed), answer.status);
  return data<AuthResult>({ ok: true, message: MSG.codeSent });
}

export async function verifyResetCodeAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const answer = await callApi(context, customersEndpoints.verifyResetCode, {
    body: { email: text(form, 'email'), code: text(form, 'code').trim() },
  });
  if (!answer.ok || typeof answer.body.resetToken !== 'string')
    return fail(refusal(answer, MSG.codeFailed), answer.ok ? 500 : answer.status);
  return data<AuthResult>({ ok: true, message: MSG.codeVerified, resetToken: answer.body.resetToken });
}

export async function resetPasswordAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const newPassword = text(form, 'newPassword');
  if (!newPassword || newPassword !== text(form, 'confirmPassword')) return fail(MSG.passwordsDiffer);
  const answer = await callApi(context, customersEndpoints.resetPassword, {
    body: {
      email: text(form, 'email'),
      resetToken: text(form, 'resetToken'),
      newPassword,
    },
  });
  if (!answer.ok) return fail(refusal(answer, MSG.resetFailed), answer.status);
  return data<AuthResult>({ ok: true, message: MSG.passwordUpdated });
}

/** POST /logout: revokes the token (the API clears the cookies) and goes home (R7.15). */
export async function logoutAction(context: AppLoadContext) {
  const answer = await callApi(context, customersEndpoints.logout);
  return redirect('/', { headers: setCookiesFrom(answer) });
}
