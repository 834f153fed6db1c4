import type { User } from '@atelier/contract/customers';
import type { Upload } from '@atelier/contract/shared/endpoint';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiAnswer } from '~/lib/api-client.server.ts';
import { currentUser } from '~/lib/session.server.ts';

/** Every non-admin sees the admin pages as pages that do not exist (issue 6). */
const notFound = () => data(null, { status: 404 });

/** The guard of every admin loader and action: the admin, or a 404. */
export async function requireAdmin(context: AppLoadContext): Promise<User> {
  const user = await currentUser(context);
  if (!user || user.role !== 'admin') throw notFound();
  return user;
}

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string; code: string };

/** A 403 that only sends a member of staff to sign in's second step (R13.11). */
const TWO_STEP = new Set(['TWO_STEP_REQUIRED', 'TWO_STEP_ENROLMENT_REQUIRED']);

/**
 * An /api/admin call's answer (callApi). A 401, or a 403 to someone who is not
 * staff (the session ended or lost its role), is a 404 page; a session that has not passed its
 * second step goes to it; any other 403 (not in your role, a step-up first) is an answer the page
 * shows (R13.7).
 */
export async function adminCall<T>(pending: Promise<ApiAnswer<T>>): Promise<ApiResult<T>> {
  const answer = await pending;
  const code = answer.ok ? undefined : answer.error.code;
  if (answer.status === 401 || (answer.status === 403 && (code === 'FORBIDDEN' || code === undefined))) throw notFound();
  if (answer.status === 403 && code && TWO_STEP.has(code)) throw redirect('/admin/two-step');
  if (!answer.ok) {
    if (answer.status >= 500 && answer.status !== 502) throw new Response('The admin API failed', { status: answer.status });
    return {
      ok: false,
      status: answer.status,
      message: answer.error.message ?? `HTTP ${answer.status}`,
      code: answer.error.code ?? 'ERROR',
    };
  }
  return { ok: true, status: answer.status, body: answer.body };
}

/** A read the page cannot do without: its 404 is the page's 404. */
export async function adminGet<T>(pending: Promise<ApiAnswer<T>>): Promise<T> {
  const r = await adminCall(pending);
  if (!r.ok && r.status === 403) throw data({ message: r.message, code: r.code }, { status: 403 });
  if (!r.ok) throw data(null, { status: r.status === 404 ? 404 : r.status });
  return r.body;
}

/** API 400 messages are "field: message; field: message": split them for the form. */
export function apiFieldErrors(message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const m = /^([\w.]+): (.+)$/.exec(part);
    if (m && m[1] !== 'body') out[m[1]!] ??= m[2]!;
  }
  return out;
}

export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** One file re-sent as multipart/form-data, with any other fields (the API checks the file by content). */
export async function multipart(file: File, fields: Record<string, string> = {}): Promise<Upload> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', file, file.name || 'upload');
  const encoded = new Request('http://upload.local/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
